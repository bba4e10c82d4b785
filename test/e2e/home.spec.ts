import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test('home page renders its CMS content through route resolution', async ({ page }) => {
  const errors = collectErrors(page);
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");
  await expect(page.getByRole('heading', { level: 1, name: 'Made for the way you listen' })).toBeVisible();
  await expect(page).toHaveTitle(/Spindle & Stylus/);
  await expectNoSeriousA11yViolations(page);
  expect(errors).toEqual([]);
});

test('nothing the home page asks for is missing; its background video plays from the media base', async ({
  page,
}) => {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  const video = page.waitForResponse((response) => response.url().endsWith('/turntable-loop.mp4'));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Made for the way you listen' })).toBeVisible();
  // The video loads once its band is in view: scroll down the page.
  for (
    let step = 0;
    step < 20 && !(await page.evaluate(() => innerHeight + scrollY >= document.body.scrollHeight));
    step += 1
  ) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(100);
  }
  expect([200, 206]).toContain((await video).status());
  await page.waitForLoadState('networkidle');
  expect(failed).toEqual([]);
});

test('the page asks for its brand face from the core file only, and for no favicon', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Made for the way you listen' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => document.fonts.check('700 16px "Oswald Variable"', 'SHOP')))
    .toBe(true);
  const fonts = requested.filter((path) => path.endsWith('.woff2'));
  expect(fonts).toHaveLength(1);
  expect(fonts[0]).toMatch(/\/assets\/oswald-core-wght\.[0-9a-f]{8}\.woff2$/);
  expect(requested.filter((path) => path.includes('favicon'))).toEqual([]);
});

test('category, product and content URLs resolve; navigation stays in the app', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/record-players/cruiser.html');
  await expect(page.getByRole('heading', { level: 1, name: 'Cruiser Collection' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The first product of the collection (by position) is the Cruiser Deluxe.
  await page
    .getByRole('list', { name: 'Products' })
    .getByRole('link', { name: /^Cruiser Deluxe/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cruiser Deluxe' })).toBeVisible();
  await expect(page.getByText(/^SKU: /)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto('/ambassadors');
  await expect(
    page.getByRole('heading', { level: 1, name: 'The Spindle & Stylus Ambassador Program' }),
  ).toBeVisible();
  expect(errors).toEqual([]);
});

test('old URLs redirect and unknown ones show the not-found page', async ({ page }) => {
  await page.goto('/turntables.html');
  await expect(page).toHaveURL(/\/record-players\/hi-fi-turntables\.html$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hi-Fi Turntables' })).toBeVisible();

  await page.goto('/contest');
  await expect(page).toHaveURL(/\/cruiser-contest-application$/);

  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Oops Page Not Found!' })).toBeVisible();
  await expect(
    page.getByText("Looks like the page you were hoping to find doesn't exist. Sorry about that."),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Take me home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Made for the way you listen' })).toBeVisible();
});

test('hashed assets are cached for a year and compressed; the data layer is preloaded', async ({
  request,
}) => {
  // A page sent without a preview asks for its code from the head.
  const html = await (await request.get('/sign-in')).text();
  const script = /src="?(\/js\/vendor-react\.[0-9a-f]{8}\.js)/.exec(html)?.[1];
  expect(script).toBeTruthy();
  expect(html).toMatch(/<link rel="?preload"? href="?\/js\/data-layer\.[0-9a-f]{8}\.js/);
  // One with a preview (the home page) has start.js ask for it, data layer included.
  const home = await (await request.get('/')).text();
  expect(home).toMatch(/<script src="\/js\/start\.[0-9a-f]{8}\.js" data-scripts="[^"]*\/js\/vendor-react\./);
  expect(home).toMatch(/data-preloads="[^"]*\/js\/data-layer\.[0-9a-f]{8}\.js/);
  const asset = await request.get(script!, { headers: { 'Accept-Encoding': 'br' } });
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-encoding']).toBe('br');
  const gzipped = await request.get(script!, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(gzipped.headers()['content-encoding']).toBe('gzip');
  const index = await request.get('/index.html');
  expect(index.headers()['cache-control']).toBe('no-cache');
});

test('the embedded backend serves resized product images', async ({ request }) => {
  const answer = await request.post('/graphql', {
    data: { query: '{ products(search: "cruiser", pageSize: 1) { items { small_image { url } } } }' },
  });
  const url = (await answer.json()).data.products.items[0].small_image.url as string;
  const small = await request.get(`${url}?width=160&auto=webp&format=pjpg`, {
    headers: { Accept: 'image/webp' },
  });
  const large = await request.get(`${url}?width=640&auto=webp&format=pjpg`, {
    headers: { Accept: 'image/webp' },
  });
  expect(small.headers()['content-type']).toBe('image/webp');
  expect((await small.body()).length).toBeLessThan((await large.body()).length);
});
