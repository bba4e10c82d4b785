import { isSafeUrl } from '../../../platform/html/safeUrl';

export type LinkTarget =
  | { kind: 'internal'; to: string }
  | { kind: 'external'; href: string }
  /** A link to a place on the same page (`#section`). */
  | { kind: 'anchor'; href: string };

/**
 * Where a content link goes: a path of this storefront navigates inside the app; another site,
 * mail or phone is a full page load. Unsafe URLs go nowhere (null).
 */
export function resolveLink(href: string | undefined, origin?: string): LinkTarget | null {
  const value = href?.trim();
  if (!value || !isSafeUrl(value)) return null;
  if (value.startsWith('#')) return { kind: 'anchor', href: value };
  const here = origin ?? (typeof window === 'undefined' ? 'http://localhost' : window.location.origin);
  let url: URL;
  try {
    url = new URL(value, `${here}/`);
  } catch {
    return null;
  }
  if ((url.protocol === 'http:' || url.protocol === 'https:') && url.origin === new URL(here).origin) {
    return { kind: 'internal', to: `${url.pathname}${url.search}${url.hash}` };
  }
  return { kind: 'external', href: value };
}
