import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { waitForServiceWorkerControl } from './fixtures';

const OFFLINE_MESSAGE = 'You are offline. Some features may be unavailable.';
const ONLINE_MESSAGE = 'You are online.';
const KEPT_MESSAGE =
  'You are offline. Hadley Suitcase Record Player will be added to your cart when you are back online.';
const ADDED_LATER_MESSAGE = 'You are back online. Hadley Suitcase Record Player has been added to your cart.';
const BRAND_BACKGROUND = '#0b0b0c';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const tiles = (page: Page) => page.getByRole('list', { name: 'Products' }).getByRole('article');
/** The slim bar of the shell (a polite status), as opposed to the toast (an alert). */
const offlineIndicator = (page: Page) => page.getByRole('status').filter({ hasText: OFFLINE_MESSAGE });
const offlineToast = (page: Page) => page.getByRole('alert').getByText(OFFLINE_MESSAGE);
const onlineToast = (page: Page) => page.getByRole('status').getByText(ONLINE_MESSAGE);
const cartButton = (page: Page, count: string) =>
  page.getByRole('banner').getByRole('button', { name: `Shopping cart, ${count}` });

function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

async function fetchIcon(request: APIRequestContext, icon: ManifestIcon): Promise<string> {
  const response = await request.get(icon.src);
  expect(response.ok(), `${icon.src} answers`).toBe(true);
  expect(response.headers()['content-type']).toBe(icon.type);
  return pngSize(await response.body());
}

test.describe('progressive web app', () => {
  test('the manifest is valid, the worker controls the page and Chromium finds it installable', async ({
    playwright,
    request,
  }, testInfo) => {
    // Chromium never offers to install from an incognito profile, which is what a test's browser
    // context is: this test runs in a profile of its own.
    const { launchOptions, baseURL } = testInfo.project.use;
    const context = await playwright.chromium.launchPersistentContext(testInfo.outputPath('profile'), {
      ...launchOptions,
      baseURL,
    });
    const page = context.pages()[0] ?? (await context.newPage());
    const errors = collectPageErrors(page);
    await page.goto('/');
    await expect(heading(page, 'Made for the way you listen')).toBeVisible();

    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', BRAND_BACKGROUND);
    const response = await request.get(href!);
    expect(response.ok()).toBe(true);
    expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as Record<string, unknown> & { icons: ManifestIcon[] };
    expect(manifest).toMatchObject({
      name: 'Spindle & Stylus',
      short_name: 'Spindle',
      display: 'standalone',
      scope: '/',
      theme_color: BRAND_BACKGROUND,
      background_color: BRAND_BACKGROUND,
    });
    expect(String(manifest.start_url)).toMatch(/^\/(\?|$)/);

    const sizes: Record<string, string[]> = {};
    for (const icon of manifest.icons) {
      const actual = await fetchIcon(request, icon);
      expect(actual, `${icon.src} is as large as declared`).toBe(icon.sizes);
      for (const purpose of (icon.purpose ?? 'any').split(' ')) (sizes[purpose] ??= []).push(actual);
    }
    expect(sizes.any).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(sizes.maskable).toEqual(expect.arrayContaining(['512x512']));

    // The worker takes the page on its first visit, and still controls it after a reload.
    expect(await waitForServiceWorkerControl(page)).toMatch(/\/sw\.js$/);
    await page.reload();
    await expect(heading(page, 'Made for the way you listen')).toBeVisible();
    expect(await waitForServiceWorkerControl(page)).toMatch(/\/sw\.js$/);

    // The manifest is linked at the first quiet moment after load (not by index.html, so its
    // icons do not compete with the page's first requests): Chromium reads it once it is there.
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    const cdp = await page.context().newCDPSession(page);
    await expect
      .poll(async () => (await cdp.send('Page.getAppManifest')).url, { timeout: 10_000 })
      .toMatch(/\/manifest\.webmanifest$/);
    const appManifest = await cdp.send('Page.getAppManifest');
    expect(appManifest.errors).toEqual([]);
    expect(appManifest.url).toMatch(/\/manifest\.webmanifest$/);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('the page and the worker talk over a message channel: prefetched images show offline', async ({
    page,
    context,
  }) => {
    await page.goto('/record-players/cruiser.html');
    await expect(tiles(page).first()).toBeVisible();
    await waitForServiceWorkerControl(page);
    // A size of a product picture that the page has not asked for.
    const src = await tiles(page).last().locator('img').getAttribute('src');
    expect(src).toMatch(/\/media\//);
    const image = new URL(src!, page.url());
    image.searchParams.set('width', '480');
    image.searchParams.set('height', '600');

    const exchange = await page.evaluate(async (url) => {
      const ask = (message: unknown) =>
        new Promise<unknown>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = (event) => resolve(event.data);
          navigator.serviceWorker.controller!.postMessage(message, [channel.port2]);
        });
      const reply = await ask({
        type: 'PREFETCH_IMAGES',
        payload: { urls: [url, 'https://elsewhere.example/x.jpg'] },
      });
      const cached = await caches.match(url, { ignoreVary: true });
      return { reply, type: cached?.headers.get('content-type') };
    }, image.href);
    // The reply comes once the image is in the cache, as an image element would get it.
    expect(exchange).toEqual({ reply: { ok: true, count: 1 }, type: 'image/webp' });

    await context.setOffline(true);
    const shown = await page.evaluate(
      (url) =>
        new Promise<number>((resolve) => {
          const element = new Image();
          element.onload = () => resolve(element.naturalWidth);
          element.onerror = () => resolve(0);
          element.src = url;
        }),
      image.href,
    );
    expect(shown).toBe(480);
    await context.setOffline(false);
  });

  test('offline: pages seen before render from the caches; coming back online loads new ones', async ({
    page,
    context,
  }) => {
    // Eleven page states, each scanned with axe.
    test.setTimeout(180_000);
    const errors = collectPageErrors(page);

    // Online: home, a category and a product, all through the worker.
    await page.goto('/');
    await expect(heading(page, 'Made for the way you listen')).toBeVisible();
    await waitForServiceWorkerControl(page);
    await expectNoSeriousA11yViolations(page);

    await page.goto('/record-players/cruiser.html');
    await expect(heading(page, 'Cruiser Collection')).toBeVisible();
    await expect(tiles(page).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await tiles(page)
      .getByRole('link', { name: /^Cruiser Deluxe/ })
      .click();
    await expect(heading(page, 'Cruiser Deluxe')).toBeVisible();
    await expect(page.getByRole('img', { name: /^Cruiser Deluxe/ }).first()).toBeVisible();
    const productUrl = page.url();
    await expectNoSeriousA11yViolations(page);
    await expect(offlineIndicator(page)).toBeHidden();

    // Offline: the toast and the indicator say so.
    await context.setOffline(true);
    await expect(offlineToast(page)).toBeVisible();
    await expect(offlineIndicator(page)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Client-side navigation back through pages seen before.
    await page
      .getByRole('navigation', { name: 'Breadcrumbs' })
      .getByRole('link', { name: 'Cruiser Collection' })
      .click();
    await expect(heading(page, 'Cruiser Collection')).toBeVisible();
    await expect(tiles(page).first()).toBeVisible();
    await page.getByRole('link', { name: 'Spindle & Stylus home' }).first().click();
    await expect(heading(page, 'Made for the way you listen')).toBeVisible();
    await expect(offlineIndicator(page)).toBeVisible();

    // Full loads of pages seen before: the shell from the worker, the data from the caches.
    await page.goto('/record-players/cruiser.html');
    await expect(heading(page, 'Cruiser Collection')).toBeVisible();
    await expect(tiles(page).first()).toBeVisible();
    await expect(offlineIndicator(page)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.goto(productUrl);
    await expect(heading(page, 'Cruiser Deluxe')).toBeVisible();
    await expect(page.getByRole('img', { name: /^Cruiser Deluxe/ }).first()).toBeVisible();
    await expect(offlineIndicator(page)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.reload();
    await expect(heading(page, 'Cruiser Deluxe')).toBeVisible();

    await page.goto('/');
    await expect(heading(page, 'Made for the way you listen')).toBeVisible();
    await expect(offlineIndicator(page)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // A page never seen: the shell, the indicator and a message that says why, with a retry; not a
    // blank page.
    await page.goto('/speakers.html');
    await expect(page.getByRole('link', { name: 'Spindle & Stylus home' }).first()).toBeVisible();
    await expect(offlineIndicator(page)).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('alert')).toHaveText(
      'You are offline, and this page has not been opened on this device before, so it is not saved here. It will load as soon as you are back online.',
    );
    await expect(main.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Back online: the indicator goes, the toast says so, and the new page loads by itself.
    await context.setOffline(false);
    await expect(onlineToast(page)).toBeVisible();
    await expect(offlineIndicator(page)).toBeHidden();
    await expect(heading(page, 'Speakers')).toBeVisible();
    await expect(tiles(page).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  });

  test('adding to the cart offline: the shopper is told at once, and the item is added once back online', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const errors = collectPageErrors(page);
    const product = 'Hadley Suitcase Record Player';

    // Seen online, through the worker, so it can be shown again offline.
    await page.goto('/');
    await expect(heading(page, 'Made for the way you listen')).toBeVisible();
    await waitForServiceWorkerControl(page);
    await page.goto('/hadley-suitcase-record-player.html');
    await expect(heading(page, product)).toBeVisible();
    await expect(cartButton(page, 'no items')).toBeVisible();

    // Offline, two of it: the page says at once that it will be added later; nothing is added yet.
    await context.setOffline(true);
    await expect(offlineIndicator(page)).toBeVisible();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    const kept = page.getByRole('main').getByRole('status').filter({ hasText: KEPT_MESSAGE });
    await expect(kept).toBeVisible();
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
    await expect(cartButton(page, 'no items')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // A reload while offline keeps the add, and still says so.
    await page.reload();
    await expect(heading(page, product)).toBeVisible();
    await expect(kept).toBeVisible();
    await expect(cartButton(page, 'no items')).toBeVisible();

    // The mini cart lists it as waiting to be added, apart from the cart's lines.
    await cartButton(page, 'no items').click();
    const waiting = page.getByRole('region', { name: 'Waiting to be added' });
    await expect(waiting.getByRole('listitem')).toHaveText(`${product} × 2`);
    await expectNoSeriousA11yViolations(page);
    await cartButton(page, 'no items').click();
    await expect(waiting).toBeHidden();

    // On a phone the header's cart is a link to the cart page, which lists it too.
    const desktop = page.viewportSize()!;
    await page.setViewportSize({ width: 412, height: 860 });
    await page
      .getByRole('banner')
      .getByRole('link', { name: /^Shopping cart/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
    await expect(waiting.getByRole('listitem')).toHaveText(`${product} × 2`);
    await expectNoSeriousA11yViolations(page);
    await page.goBack();
    await expect(heading(page, product)).toBeVisible();
    await page.setViewportSize(desktop);

    // Back online: it is added, once, and the shopper is told.
    await context.setOffline(false);
    await expect(page.getByRole('status').getByText(ADDED_LATER_MESSAGE)).toBeVisible();
    await expect(kept).toHaveCount(0);
    await expect(cartButton(page, '2 items')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await cartButton(page, '2 items').click();
    const miniCart = page.getByRole('region', { name: 'Your cart 2 items' });
    await expect(miniCart.getByRole('link', { name: product })).toHaveCount(1);
    await expect(miniCart.getByRole('spinbutton', { name: `Quantity of ${product}` })).toHaveValue('2');
    await expectNoSeriousA11yViolations(page);

    await page.goto('/cart');
    await expect(heading(page, 'Shopping Cart')).toBeVisible();
    const quantities = page.getByRole('main').getByRole('spinbutton', { name: /^Quantity of / });
    await expect(quantities).toHaveCount(1);
    await expect(page.getByRole('spinbutton', { name: `Quantity of ${product}` })).toHaveValue('2');
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  });
});
