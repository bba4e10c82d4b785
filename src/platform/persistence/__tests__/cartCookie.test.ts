import { CART_COOKIE, cartCookieAssignment, cartIdFromCookies, mirrorCartCookie } from '../cartCookie';

const ID = 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6';

describe('the cart cookie (a guest’s cart id, for the server’s first view of the cart)', () => {
  it('is set for a cart id and removed for none, first-party and Lax, Secure on https', () => {
    expect(cartCookieAssignment(ID, false, '/cart')).toBe(
      `${CART_COOKIE}=${ID}; Max-Age=2592000; Path=/cart; SameSite=Lax`,
    );
    expect(cartCookieAssignment(ID, true, '/cart')).toMatch(/; Secure$/);
    expect(cartCookieAssignment(null, false, '/checkout')).toBe(
      `${CART_COOKIE}=; Max-Age=0; Path=/checkout; SameSite=Lax`,
    );
    // Nothing that is not a cart id goes into a cookie.
    expect(cartCookieAssignment('a;b=c', false, '/cart')).toMatch(/Max-Age=0/);
  });

  it('is read from a request’s Cookie header, and only when it looks like a cart id', () => {
    expect(cartIdFromCookies(`theme=dark; ${CART_COOKIE}=${ID}; other=1`)).toBe(ID);
    expect(cartIdFromCookies(`${CART_COOKIE}=${ID}`)).toBe(ID);
    expect(cartIdFromCookies(`x${CART_COOKIE}=${ID}`)).toBeNull();
    expect(cartIdFromCookies(`${CART_COOKIE}=`)).toBeNull();
    expect(cartIdFromCookies(`${CART_COOKIE}=<script>`)).toBeNull();
    expect(cartIdFromCookies(undefined)).toBeNull();
  });

  it('follows the state: written at once, again only when the guest’s cart id changes', () => {
    let state = { cartId: ID as string | null, signedIn: false };
    const listeners: Array<() => void> = [];
    const written: string[] = [];
    const stop = mirrorCartCookie({
      subscribe: (listener) => {
        listeners.push(listener);
        return () => listeners.splice(listeners.indexOf(listener), 1);
      },
      getState: () => state,
      guestCartId: (current) => (current.signedIn ? null : current.cartId),
      paths: ['/cart'],
      write: (assignment) => written.push(assignment),
      secure: false,
    });
    const change = (next: Partial<typeof state>) => {
      state = { ...state, ...next };
      listeners.forEach((listener) => listener());
    };
    expect(written).toEqual([cartCookieAssignment(ID, false, '/cart')]);
    change({});
    expect(written).toHaveLength(1);
    // Signing in removes it (a customer's cart is read with their token).
    change({ signedIn: true });
    expect(written[1]).toMatch(/Max-Age=0/);
    change({ cartId: 'Other0000000000000000000000000000', signedIn: true });
    expect(written).toHaveLength(2);
    change({ signedIn: false, cartId: null });
    expect(written).toHaveLength(2);
    change({ cartId: 'Next00000000000000000000000000000' });
    expect(written[2]).toContain('=Next00000000000000000000000000000;');
    stop();
    expect(listeners).toHaveLength(0);
  });

  it('is written to document.cookie by default, once for each page that reads it', () => {
    const written: string[] = [];
    const mirror = (cartId: string | null) =>
      mirrorCartCookie({
        subscribe: () => () => undefined,
        getState: () => cartId,
        guestCartId: (id) => id,
        paths: ['/cart', '/checkout'],
        write: (assignment) => written.push(assignment),
      })();
    mirror(ID);
    expect(written).toEqual([
      expect.stringContaining('; Path=/cart;'),
      expect.stringContaining('; Path=/checkout;'),
    ]);
    // jsdom's document (at /): a cookie for the root path shows there, one for /cart does not.
    mirrorCartCookie({
      subscribe: () => () => undefined,
      getState: () => ID,
      guestCartId: (id) => id,
      paths: ['/'],
    })();
    expect(document.cookie).toContain(`${CART_COOKIE}=${ID}`);
    mirrorCartCookie({
      subscribe: () => () => undefined,
      getState: () => null,
      guestCartId: (id) => id,
      paths: ['/'],
    })();
    expect(document.cookie).not.toContain(CART_COOKIE);
  });
});
