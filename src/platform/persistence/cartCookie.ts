/**
 * A guest's cart id, mirrored from storage into a first-party cookie, so the storefront's server
 * can render the cart and checkout pages' first view with the shopper's own cart
 * (scripts/lib/server.ts). Storage stays the app's record of the cart (spec 3); the cookie only
 * follows it: set while a guest has a cart, removed when there is none or the shopper signs in
 * (a customer's cart is read with their token, which the server never sees).
 *
 * The cookie goes to this origin only (a Magento on another origin never gets it), and there only
 * with the requests for the pages the server renders with it (one cookie per path: never with
 * the API's requests or the assets'); it lives as long as Magento keeps a guest's quote by default
 * (30 days), and is `SameSite=Lax` (sent when a link brings the shopper back), `Secure` on https.
 */

export const CART_COOKIE = 'radio_storefront_cart';

/** Magento's default lifetime of a guest's quote (checkout/cart/delete_quote_after, days). */
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** What a masked cart id looks like (Magento's are 32 letters and digits). */
const CART_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The `document.cookie` assignment that sets the cookie for `path` to `cartId`, or removes it for
 * null.
 */
export function cartCookieAssignment(cartId: string | null, secure: boolean, path: string): string {
  const attributes = `; Path=${path}; SameSite=Lax${secure ? '; Secure' : ''}`;
  return cartId && CART_ID.test(cartId)
    ? `${CART_COOKIE}=${cartId}; Max-Age=${MAX_AGE_SECONDS}${attributes}`
    : `${CART_COOKIE}=; Max-Age=0${attributes}`;
}

/** The cart id in a request's Cookie header, or null when there is none (or it is malformed). */
export function cartIdFromCookies(header: string | undefined): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== CART_COOKIE) continue;
    const value = part.slice(at + 1).trim();
    return CART_ID.test(value) ? value : null;
  }
  return null;
}

/**
 * Keeps the cookie in step with a state's guest cart id: written now, then whenever it changes.
 * Returns the unsubscribe function.
 */
export function mirrorCartCookie<State>({
  subscribe,
  getState,
  guestCartId,
  paths,
  write = (assignment) => {
    document.cookie = assignment;
  },
  secure = globalThis.location?.protocol === 'https:',
}: {
  subscribe: (listener: () => void) => () => void;
  getState: () => State;
  /** The cart id a guest has, null for none or for a signed-in shopper. */
  guestCartId: (state: State) => string | null;
  /** The paths of the pages the server renders with it. */
  paths: readonly string[];
  write?: (assignment: string) => void;
  secure?: boolean;
}): () => void {
  let current: string | null | undefined;
  const sync = () => {
    const next = guestCartId(getState());
    if (next === current) return;
    current = next;
    for (const path of paths) write(cartCookieAssignment(next, secure, path));
  };
  sync();
  return subscribe(sync);
}
