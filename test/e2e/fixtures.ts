/**
 * What the shopper's journeys check on every page, whichever backend answers (the embedded one in
 * the server's process, or `npm run backend` behind `MAGENTO_BACKEND_URL`: npm run
 * test:e2e:proxy):
 * - no Content-Security-Policy violation, from the page's `securitypolicyviolation` events or the
 *   browser's console, for the whole test (an automatic fixture: import `test` from here);
 * - every image in view has loaded (expectImagesInViewLoaded);
 * - a page URL's HTML carries the page's first data (expectPageDataInHtml).
 * And, for the journeys through the service worker, waitForServiceWorkerControl.
 */
import { test as base, expect, type Page, type Response } from '@playwright/test';

export { expect };

/**
 * Headers of the set-up requests, which arrange data through the backend's APIs: they go around the
 * embedded backend's faults (npm run test:e2e:faults), which are for the journeys the browser takes.
 */
export const SET_UP_HEADERS = { 'X-Mock-Fault': 'latency=0' };

const CSP_MESSAGE = /Content[- ]Security[- ]Policy/i;

/** Starts recording the page's CSP violations; the list fills as they happen. */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (CSP_MESSAGE.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  await page.exposeFunction('__e2eCspViolation', (text: string) => violations.push(`event: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __e2eCspViolation?: (text: string) => void }).__e2eCspViolation;
      report?.(
        `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} on ${event.documentURI}`,
      );
    });
  });
  return violations;
}

/**
 * Resolves once the app has rendered over the preview of the page's first view that a catalog
 * page's HTML may carry (scripts/lib/preview.ts): the preview is inert, and replaced as a whole.
 */
async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('#root > [data-preview]'));
}

const LOADS = ['goto', 'reload', 'goBack', 'goForward'] as const;

export const test = base.extend<{ cspViolations: string[] }>({
  // A journey acts on the app: a page load (goto, reload, Back or Forward to another document) is
  // done once the app has taken over from the server's preview (test/e2e/preview.spec.ts covers
  // the preview itself).
  page: async ({ page }, provide) => {
    for (const name of LOADS) {
      const load = (page[name] as (...args: unknown[]) => Promise<Response | null>).bind(page);
      Object.assign(page, {
        [name]: async (...args: unknown[]) => {
          const response = await load(...args);
          await waitForApp(page);
          return response;
        },
      });
    }
    await provide(page);
  },
  cspViolations: [
    async ({ page }, use) => {
      const violations = await watchCsp(page);
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Waits until every `<img>` with a box in the viewport has loaded (naturalWidth above 0), and
 * checks there were at least `atLeast` of them. An image still waiting for its turn (no source
 * yet) or still loading counts as not loaded until it has.
 */
export async function expectImagesInViewLoaded(page: Page, { atLeast = 0 } = {}): Promise<void> {
  const inView = () =>
    page.evaluate(() => {
      const width = window.innerWidth;
      const height = window.innerHeight;
      const shown: Array<{ src: string; loaded: boolean }> = [];
      for (const image of Array.from(document.images)) {
        const box = image.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        if (box.bottom <= 0 || box.right <= 0 || box.top >= height || box.left >= width) continue;
        if (getComputedStyle(image).visibility === 'hidden') continue;
        shown.push({
          src: image.currentSrc || image.getAttribute('src') || '(no source yet)',
          loaded: image.complete && image.naturalWidth > 0,
        });
      }
      return shown;
    });
  await expect
    .poll(async () => (await inView()).filter((image) => !image.loaded).map((image) => image.src), {
      message: 'images in view that have not loaded',
      timeout: 15_000,
    })
    .toEqual([]);
  expect((await inView()).length, 'images in view').toBeGreaterThanOrEqual(atLeast);
}

/** The element the server streams a page's first data in (src/app/resolver/pageBootstrap.ts). */
const PAGE_DATA = /<script id="page-data" type="application\/json">([\s\S]*?)<\/script>/;

/**
 * The HTML of a page URL came with the page's first data: answers for that URL, among them those
 * of `operations` (say `ResolveURL`, the route lookup of a catalog or CMS URL). Only a document
 * from the server has them: once the service worker controls the page, it answers navigations
 * with the app shell, so check a test's first visit.
 */
export async function expectPageDataInHtml(
  response: Response | null,
  pathname: string,
  { operations = [] as string[] } = {},
): Promise<void> {
  expect(response, 'the page response').not.toBeNull();
  expect(response!.fromServiceWorker(), 'the page came from the server, not the service worker').toBe(false);
  expect(response!.status()).toBe(200);
  // Under the backend's faults (npm run test:e2e:faults) the server sends what was answered in
  // time, which may be nothing: the app then asks for it.
  if (process.env.E2E_MOCK_FAULTS) return;
  const html = await response!.text();
  const element = PAGE_DATA.exec(html)?.[1];
  expect(element, 'the page data element in the HTML').toBeTruthy();
  const data = JSON.parse(element!) as { pathname?: string; answers?: Record<string, unknown> };
  expect(data.pathname).toBe(pathname);
  const answered = Object.keys(data.answers ?? {}).map((key) => key.split(' ')[0]);
  expect(answered.length, 'answers in the page data').toBeGreaterThan(0);
  for (const operation of operations) expect(answered, 'answers in the page data').toContain(operation);
}

/** Waits until the worker is active (its precache complete) and controls the page; its script URL. */
export async function waitForServiceWorkerControl(page: Page): Promise<string> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);
}
