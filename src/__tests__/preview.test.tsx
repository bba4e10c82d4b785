/** @jest-environment node */
import { handlers } from '../../mock-backend/handlers';
import { embeddedFetch } from '../../scripts/lib/embeddedFetch';
import { collectPageData } from '../../scripts/lib/pageData';
import { withoutMsw } from '../../scripts/lib/__tests__/harness';
import { renderPreview } from '../preview';

withoutMsw();

const ORIGIN = 'http://shop.test';

/** The answers the server sends with a page, collected as `npm run serve` collects them. */
async function answersFor(pathname: string, search = '') {
  const data = await collectPageData({
    pathname,
    search,
    graphqlUrl: `${ORIGIN}/graphql`,
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
});
