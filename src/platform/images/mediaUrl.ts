/**
 * Backend media through the storefront's own origin. Magento names its media with absolute URLs
 * on its media base (`secure_base_media_url`: its own host, `/pub/media/` below it, or a CDN), so
 * with the backend on another origin every image, video and swatch would come from a host the
 * Content-Security-Policy does not allow (`img-src 'self'`). The storefront asks for them at its
 * own `/media/` path instead; the server passes that path on to the backend's media base
 * (scripts/serve.ts). The resize parameters travel with the path, and the service worker's image
 * cache, which keeps same-origin `/media/` images only, keeps working.
 *
 * A media URL is an absolute (or protocol-relative) http(s) URL with a `/media/` segment in its
 * path, the same rule the resize helper uses (contentImage.ts): what follows that segment is the
 * file's path below the media base. URLs on the page's own origin stay as they are.
 */

const ABSOLUTE = /^(?:https?:)?\/\//i;
const MEDIA_SEGMENT = '/media/';
/** Resolves protocol-relative URLs where no page is known (the server). */
const NO_PAGE_BASE = 'https://storefront.invalid/';

function pageOrigin(): string | null {
  return typeof window === 'undefined' ? null : window.location.origin;
}

/**
 * `url` as the storefront asks for it: a media URL on another origin becomes `/media/<file path>`
 * (its query and fragment kept); anything else comes back unchanged. `origin` is the page's
 * origin (default: the window's; none on the server, where every media URL is mapped).
 */
export function siteMediaUrl(url: string, origin: string | null = pageOrigin()): string {
  const trimmed = url.trim();
  if (!ABSOLUTE.test(trimmed)) return url;
  let parsed: URL;
  try {
    parsed = new URL(trimmed, origin ?? NO_PAGE_BASE);
  } catch {
    return url;
  }
  // The parsed path: `..` segments are resolved, so they cannot step out of the media folder.
  const at = parsed.pathname.indexOf(MEDIA_SEGMENT);
  if (at < 0 || parsed.origin === origin) return url;
  return `${parsed.pathname.slice(at)}${parsed.search}${parsed.hash}`;
}

/** A srcset with each candidate's URL passed through siteMediaUrl (unchanged when none moves). */
export function siteMediaSrcSet(srcSet: string, origin: string | null = pageOrigin()): string {
  let moved = false;
  const candidates = srcSet.split(',').map((candidate) => {
    const [address = '', ...descriptors] = candidate.trim().split(/\s+/);
    const mapped = siteMediaUrl(address, origin);
    if (mapped !== address) moved = true;
    return [mapped, ...descriptors].join(' ');
  });
  return moved ? candidates.join(', ') : srcSet;
}
