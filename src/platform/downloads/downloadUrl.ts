/**
 * Downloadable samples and purchased links through the storefront's own origin. Magento names
 * them with absolute URLs on its base URL (`…/downloadable/download/linkSample/link_id/7/`,
 * `…/sample/sample_id/3/`, `…/link/id/<hash>/`); with the backend on another origin an `<audio>`
 * would play from a host the Content-Security-Policy does not allow (`media-src 'self'`). The
 * storefront asks for them at its own `/downloadable/download/` path, which the server passes on
 * to the backend as it does /graphql and /rest (scripts/lib/server.ts, BACKEND_PATHS).
 */
const SEGMENT = '/downloadable/download/';

/** `url` as the storefront asks for it: from its `/downloadable/download/` segment on; else unchanged. */
export function siteDownloadUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url.trim(), 'https://storefront.invalid/');
  } catch {
    return url;
  }
  const at = parsed.pathname.indexOf(SEGMENT);
  return at < 0 ? url : `${parsed.pathname.slice(at)}${parsed.search}`;
}

/**
 * Whether a sample is a document to download rather than audio to play. Magento 2.4.8 answers no
 * file type for a sample (its `sample_type` is deprecated and left empty), so the title decides:
 * one naming a PDF is a document.
 */
export const isDocumentSample = (title: string | null | undefined): boolean => /\bpdf\b/i.test(title ?? '');
