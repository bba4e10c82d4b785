/** @jest-environment node */
import { handlers } from '../../mock-backend/handlers';
import { embeddedFetch } from '../../scripts/lib/embeddedFetch';
import { collectPageData } from '../../scripts/lib/pageData';
import { withoutMsw } from '../../scripts/lib/__tests__/harness';
import { renderPreview } from '../preview';

withoutMsw();

const ORIGIN = 'http://shop.test';
/** The embedded backend's endpoint, as the server asks it. */
const ENDPOINT = new URL('/graphql', ORIGIN).href;

/** The answers the server sends with a page, collected as `npm run serve` collects them. */
async function answersFor(pathname: string, search = '') {
  const data = await collectPageData({
    pathname,
    search,
    graphqlUrl: ENDPOINT,
    fetchImpl: embeddedFetch(handlers, ORIGIN),
    timeoutMs: 10_000,
  });
  return data.bootstrap.answers;
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('renderPreview (the server’s first view of a page)', () => {
  it('renders a category page from the answers sent with it: heading, products, header', async () => {
    const html = await renderPreview({
      pathname: '/record-players.html',
      search: '',
      answers: await answersFor('/record-players.html'),
    });
    expect(html).not.toBeNull();
    expect(html).toMatch(/<h1[^>]*>Record Players<\/h1>/);
    expect(text(html!)).toContain('Cruiser Deluxe');
    expect(html).toContain('Free shipping on orders over $75');
    // Links are real links; nothing in it runs.
    expect(html).toContain('href="/cruiser-deluxe.html"');
    expect(html).not.toMatch(/<script/i);
  }, 30_000);

  it('renders a product page and a CMS page whose path might have been a store code', async () => {
    const product = await renderPreview({
      pathname: '/cruiser-deluxe.html',
      search: '',
      answers: await answersFor('/cruiser-deluxe.html'),
    });
    expect(product).toMatch(/<h1[^>]*>Cruiser Deluxe<\/h1>/);
    const cms = await renderPreview({
      pathname: '/about-us',
      search: '',
      answers: await answersFor('/about-us'),
    });
    expect(cms).toMatch(/<h1[\s>]/);
  }, 30_000);

  it('renders a content page’s backgrounds with the URLs start.js sizes once laid out', async () => {
    const html = await renderPreview({
      pathname: '/ambassadors',
      search: '',
      answers: await answersFor('/ambassadors'),
    });
    expect(html).toMatch(/<h1[\s>]/);
    // The banner's desktop and mobile pictures, for a box of the size start.js measures.
    expect(html).toMatch(
      /data-pb-background="[^"]*\/ambassadors\/hero\.jpg\?[^"]*width=1000003&amp;height=1000033&amp;fit=cover&amp;crop=false"/,
    );
    expect(html).toMatch(/data-pb-src-mobile="[^"]*\/ambassadors\/hero-mobile\.jpg"/);
    expect(html).toContain('data-pb-media="(max-width: 768px)"');
    // No background is asked for before it is measured.
    expect(html).not.toMatch(/background-image:/);
  }, 30_000);

  it('renders the search page for its query', async () => {
    const html = await renderPreview({
      pathname: '/search.html',
      search: '?query=turntable',
      answers: await answersFor('/search.html', '?query=turntable'),
    });
    expect(html).toMatch(/<h1[\s>]/);
    expect(text(html!).toLowerCase()).toContain('turntable');
  }, 30_000);

  it('gives no preview when the page’s answers are not there: it asks the backend nothing', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    try {
      await expect(
        renderPreview({ pathname: '/record-players.html', search: '', answers: {} }),
      ).resolves.toBeNull();
      expect(fetchSpy).not.toHaveBeenCalled();
    } finally {
      fetchSpy.mockRestore();
    }
  }, 30_000);

  it('gives no preview when the render takes longer than it may', async () => {
    const answers = await answersFor('/cruiser-deluxe.html');
    await expect(
      renderPreview({ pathname: '/cruiser-deluxe.html', search: '', answers, timeoutMs: 0 }),
    ).resolves.toBeNull();
  }, 30_000);

  describe('the cart and checkout, with a guest’s own cart', () => {
    const askBackend = async (query: string, variables: Record<string, unknown> = {}) => {
      const response = await embeddedFetch(handlers, ORIGIN)(ENDPOINT, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as { data: Record<string, { cart: { id: string } }> };
    };
    async function guestCart(): Promise<string> {
      const created = await askBackend('mutation { createGuestCart { cart { id } } }');
      const cartId = created.data.createGuestCart!.cart.id;
      await askBackend(
        'mutation ($cartId: String!) { addProductsToCart(cartId: $cartId, cartItems: [{ sku: "SS-AO-4010", quantity: 2 }]) { cart { id } } }',
        { cartId },
      );
      return cartId;
    }
    const cartOf = (id: string, heard: Record<string, unknown> = {}) => ({
      id,
      uri: ENDPOINT,
      fetch: embeddedFetch(handlers, ORIGIN),
      onAnswer: (key: string, answer: unknown) => (heard[key] = answer),
    });

    it('renders the cart page with its lines and totals, and tells the answers it was given', async () => {
      const cartId = await guestCart();
      const heard: Record<string, unknown> = {};
      const html = await renderPreview({
        pathname: '/cart',
        search: '',
        answers: await answersFor('/cart'),
        timeoutMs: 5000,
        cart: cartOf(cartId, heard),
      });
      expect(html).toMatch(/<h1[^>]*>Shopping Cart<\/h1>/);
      expect(text(html!)).toContain('Studio Stack Turntable System');
      expect(text(html!)).toContain('$498.00');
      expect(text(html!)).not.toContain('Fetching Data');
      expect(html).not.toMatch(/<script/i);
      expect(Object.keys(heard).some((key) => key.includes(cartId))).toBe(true);
    }, 30_000);

    it('renders checkout at its first step, with the order summary', async () => {
      const cartId = await guestCart();
      const html = await renderPreview({
        pathname: '/checkout',
        search: '',
        answers: await answersFor('/checkout'),
        timeoutMs: 5000,
        cart: cartOf(cartId),
      });
      expect(html).toMatch(/<h1[^>]*>Checkout<\/h1>/);
      expect(text(html!)).toContain('Studio Stack Turntable System');
      expect(text(html!)).toContain('Shipping Address');
    }, 30_000);

    it('gives no preview for a cart the backend does not give (the app says why)', async () => {
      await expect(
        renderPreview({
          pathname: '/cart',
          search: '',
          answers: await answersFor('/cart'),
          timeoutMs: 5000,
          cart: cartOf('NoSuchCart0000000000000000000000'),
        }),
      ).resolves.toBeNull();
    }, 30_000);
  });
});
