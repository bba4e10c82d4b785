import { logOperations } from '../resolver/__tests__/graphqlRequests';
import type * as DataLayer from '../dataLayer';

/** The data layer's start-up warm-up at a URL, in a fresh module (its client is made on import). */
async function warmAt(url: string) {
  window.history.replaceState(null, '', url);
  const seen = logOperations();
  let warm: () => Promise<void> = () => Promise.resolve();
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    ({ warmCurrentRoute: warm } = require('../dataLayer') as typeof DataLayer);
  });
  await warm();
  // Without page data from the server the warm-up does not hold the first render: its requests
  // are given the time they take.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  return seen.map((operation) => operation.operationName);
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
  window.localStorage.clear();
});

describe('the start-up warm-up', () => {
  it("looks up a backend page's URL and asks its first data", async () => {
    const names = await warmAt('/record-players.html');
    expect(names).toEqual(expect.arrayContaining(['ResolveURL', 'GetCategory', 'GetProductList']));
  });

  it("never looks up a route of the app's own: its page asks for its data when it renders", async () => {
    for (const url of ['/cart', '/checkout', '/search.html?query=turntable', '/sign-in']) {
      const names = await warmAt(url);
      expect({ url, lookups: names.filter((name) => /ResolveURL|UrlResolver/.test(name ?? '')) }).toEqual({
        url,
        lookups: [],
      });
    }
  });
});
