/**
 * Where a guest was going when a signed-in-only page sent them to /sign-in (spec 2): kept for the
 * tab's session so the sign-in page can send them back, even across a reload.
 */
const KEY = 'radio_storefront__sign_in_return_path';

const storage = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

export function rememberReturnPath(path: string): void {
  try {
    storage()?.setItem(KEY, path);
  } catch {
    /* storage full or disabled: the shopper lands on the home page instead */
  }
}

/**
 * True for a path of this site. Not for an absolute URL, nor a protocol-relative one, including
 * the forms browsers read as one: `/\host` (a backslash counts as a slash) and `/<tab>/host`
 * (tabs and newlines are dropped).
 */
function isPathInApp(path: string): boolean {
  if (!path.startsWith('/')) return false;
  try {
    const { origin } = window.location;
    return new URL(path, origin).origin === origin;
  } catch {
    return false;
  }
}

/** The remembered path (once: it is forgotten as it is read), else the fallback. */
export function takeReturnPath(fallback = '/'): string {
  const store = storage();
  const path = store?.getItem(KEY);
  store?.removeItem(KEY);
  return path && isPathInApp(path) ? path : fallback;
}
