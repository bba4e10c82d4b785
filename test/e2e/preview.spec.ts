/**
 * The preview of a catalog page's first view, sent with its HTML (scripts/lib/preview.ts), and of
 * a guest's cart and checkout with their own cart (the cart cookie): seen before the app's code has
 * run, inert meanwhile, never shown to a signed-in shopper, and replaced by the app, which then
 * works as on any page. The app's entry is held back here so the preview
 * can be looked at; the other journeys start once the app has taken over (fixtures.ts).
 */
import { test as base, expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';

const MAIN_SCRIPT = /\/js\/main\.[0-9a-f]+\.js$/;
const preview = (page: Page) => page.locator('#root > [data-preview]');

/** Holds the app's entry until `release` is called; records the order requests went out in. */
async function holdTheApp(page: Page) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const events: string[] = [];
  page.on('request', (request) => events.push(`asked ${new URL(request.url()).pathname}`));
  page.on('requestfinished', (request) => events.push(`loaded ${new URL(request.url()).pathname}`));
  await page.route(MAIN_SCRIPT, async (route) => {
    await held;
    await route.continue();
  });
  return { release: () => release(), events };
}

const test = base.extend<{ errors: string[] }>({
  errors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error' || /Content[- ]Security[- ]Policy/i.test(message.text()))
          errors.push(message.text());
      });
      await use(errors);
    },
    { auto: true },
  ],
});

test('a category page is seen before the app’s code runs; the app then takes over and works', async ({
  page,
  errors,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  const app = await holdTheApp(page);
  await page.goto('/record-players.html', { waitUntil: 'domcontentloaded' });

  // The page, from its HTML alone: heading, products, the lead picture loaded.
  await expect(preview(page).getByRole('heading', { level: 1, includeHidden: true })).toHaveText(
    'Record Players',
  );
  await expect(preview(page).getByText('Cruiser Deluxe').first()).toBeVisible();
  const lead = preview(page).locator('img[fetchpriority="high"]');
  await expect
    .poll(() => lead.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
  // The code was asked for only after the lead picture had come.
  await expect
    .poll(() => app.events.some((event) => MAIN_SCRIPT.test(event.replace(/^asked /, ''))))
    .toBe(true);
  const leadLoaded = app.events.findIndex((event) =>
    event.startsWith('loaded /media/catalog/product/c/r/cruiser-deluxe-1'),
  );
  const mainAsked = app.events.findIndex(
    (event) => event.startsWith('asked ') && MAIN_SCRIPT.test(event.slice(6)),
  );
  expect(leadLoaded).toBeGreaterThanOrEqual(0);
  expect(mainAsked).toBeGreaterThan(leadLoaded);

  // Inert: a tap on a product does nothing until the app is here.
  await expect(preview(page)).toHaveAttribute('inert', '');
  await preview(page).locator('a[href="/cruiser-deluxe.html"]').first().click({ force: true });
  await page.waitForTimeout(300);
  expect(new URL(page.url()).pathname).toBe('/record-players.html');

  // The app renders the page over it, in place, and works.
  app.release();
  await expect(preview(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Record Players' })).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-preview', 'off');
  await page.getByRole('button', { name: 'Add to Cart: Hadley Suitcase Record Player' }).click();
  await expect(page.getByText('Added Hadley Suitcase Record Player to your cart.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(errors).toEqual([]);
});

test('a content page’s hero is shown at its laid-out size before the app; the app keeps that picture', async ({
  page,
  errors,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  const heroes: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/ambassadors/hero')) heroes.push(new URL(request.url()).search);
  });
  const app = await holdTheApp(page);
  await page.goto('/ambassadors', { waitUntil: 'domcontentloaded' });
  await expect(preview(page).getByRole('heading', { level: 1, includeHidden: true })).toHaveText(
    'The Spindle & Stylus Ambassador Program',
  );
  // start.js measured the banner and asked for its mobile picture at that size.
  const banner = preview(page).locator('[data-pb-measured]').first();
  await expect(banner).toHaveAttribute('data-pb-measured', /^412x\d+$/);
  await expect(banner).toHaveAttribute('data-pb-shown', /hero-mobile\.jpg$/);
  await expect
    .poll(() => banner.evaluate((element) => element.style.backgroundImage))
    .toContain('hero-mobile.jpg');
  // The app was asked for once that picture had come.
  await expect
    .poll(() => app.events.some((event) => event.startsWith('asked ') && MAIN_SCRIPT.test(event.slice(6))))
    .toBe(true);
  expect(heroes).toHaveLength(1);
  expect(heroes[0]).toMatch(/width=412&height=\d+&fit=cover&crop=false/);

  app.release();
  await expect(preview(page)).toHaveCount(0);
  await expect(
    page.getByRole('heading', { level: 1, name: 'The Spindle & Stylus Ambassador Program' }),
  ).toBeVisible();
  // The page renders the same picture: nothing asked again, nothing blank in between.
  const hero = page.locator('[style*="hero-mobile.jpg"]').first();
  await expect(hero).toBeVisible();
  await page.waitForTimeout(500);
  expect(new Set(heroes).size).toBe(1);
  await expectNoSeriousA11yViolations(page);
  expect(errors).toEqual([]);
});

test('a signed-in shopper is not shown a guest’s preview; the app starts at once', async ({ page }) => {
  await page.addInitScript(() => {
    const entry = (value: string) => JSON.stringify({ value: JSON.stringify(value), timeStored: Date.now() });
    localStorage.setItem('radio_storefront__signin_token', entry('not-a-real-token'));
  });
  const app = await holdTheApp(page);
  await page.goto('/cruiser-deluxe.html', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html')).toHaveAttribute('data-preview', 'off');
  await expect(preview(page)).toBeHidden();
  // The code is asked for with the page, not after its picture.
  await expect
    .poll(() => app.events.some((event) => event.startsWith('asked ') && MAIN_SCRIPT.test(event.slice(6))))
    .toBe(true);
  app.release();
  await expect(preview(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Cruiser Deluxe' })).toBeVisible();
});

test.describe('a guest’s own cart', () => {
  // The server's page, as on a first visit: once the service worker is installed, a visit renders
  // from its shell and the persisted cache instead.
  test.use({ serviceWorkers: 'block' });

  test('a guest’s cart and checkout come with the guest’s own cart; the app then takes over', async ({
    page,
    context,
    errors,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto('/record-players.html');
    await expect(preview(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Add to Cart: Hadley Suitcase Record Player' }).click();
    await expect(page.getByText('Added Hadley Suitcase Record Player to your cart.')).toBeVisible();
    // The app keeps the guest's cart id in a cookie too, for the server.
    const cartId = await page.evaluate(
      () => JSON.parse(JSON.parse(localStorage.getItem('radio_storefront__cartId')!).value) as string,
    );
    await expect
      .poll(async () => (await context.cookies()).find(({ name }) => name === 'radio_storefront_cart')?.value)
      .toBe(cartId);

    // The cart page, from its HTML alone: the line and the totals.
    let app = await holdTheApp(page);
    await page.goto('/cart', { waitUntil: 'domcontentloaded' });
    await expect(preview(page).getByRole('heading', { level: 1, includeHidden: true })).toHaveText(
      'Shopping Cart',
    );
    await expect(preview(page).getByText('Hadley Suitcase Record Player').first()).toBeVisible();
    await expect(preview(page).getByText('Proceed to Checkout')).toBeVisible();
    app.release();
    await expect(preview(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Hadley Suitcase Record Player' }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Checkout, at its first step, with the order summary.
    app = await holdTheApp(page);
    await page.goto('/checkout', { waitUntil: 'domcontentloaded' });
    await expect(preview(page).getByRole('heading', { level: 1, includeHidden: true })).toHaveText(
      'Checkout',
    );
    // The order summary is folded at this width: its line is there, under its toggle.
    await expect(preview(page).getByText('Hadley Suitcase Record Player').first()).toBeAttached();
    await expect(preview(page).getByText('Order Summary').first()).toBeVisible();
    await expect(preview(page).getByText('Shipping Address').first()).toBeVisible();
    app.release();
    await expect(preview(page)).toHaveCount(0);
    const email = page.getByRole('textbox', { name: /Email/ });
    await email.fill('guest@example.com');
    await expect(email).toHaveValue('guest@example.com');
    await expectNoSeriousA11yViolations(page);

    // A shopper who finished a step before begins there: the app starts at once instead.
    await page.evaluate(() =>
      localStorage.setItem(
        'radio_storefront__paymentMethod',
        JSON.stringify({ value: JSON.stringify({ code: 'checkmo' }), timeStored: Date.now() }),
      ),
    );
    await page.goto('/checkout', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('html')).toHaveAttribute('data-preview', 'off');
    expect(errors).toEqual([]);
  });
});

test('catalog and content pages, and a guest’s own cart and checkout, come with a preview', async ({
  request,
}) => {
  for (const path of [
    '/record-players.html',
    '/cruiser-deluxe.html',
    '/search.html?query=turntable',
    '/ambassadors',
    '/',
  ]) {
    expect(await (await request.get(path)).text(), path).toMatch(
      /<div id="root"><div data-preview inert>.*<h1[\s>]/s,
    );
  }
  // Without the guest's cart cookie, the cart and checkout have none.
  for (const path of ['/cart', '/checkout', '/sign-in', '/customer/account']) {
    expect(await (await request.get(path)).text(), path).not.toContain('<div data-preview');
  }
});
