import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';

test('home page shows the store and its categories from the backend', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });

  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");

  await expect(page.getByRole('heading', { level: 1, name: 'Spindle & Stylus' })).toBeVisible();
  const categories = page.getByRole('navigation', { name: 'Shop by category' });
  await expect(categories.getByRole('link', { name: 'Record Players', exact: true })).toHaveAttribute(
    'href',
    '/record-players.html',
  );
  await expect(categories.getByRole('link', { name: 'Cruiser Collection' })).toBeVisible();
  // Hidden from the menu: include_in_menu = 0.
  await expect(categories.getByRole('link', { name: 'Clearance' })).toHaveCount(0);

  await expectNoSeriousA11yViolations(page);
  expect(errors).toEqual([]);
});

test('a deep page URL falls back to the app shell', async ({ page }) => {
  const response = await page.goto('/record-players/cruiser.html');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('hashed assets are cached for a year and compressed', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const script = /src="?(\/js\/vendor-react\.[0-9a-f]{8}\.js)/.exec(html)?.[1];
  expect(script).toBeTruthy();
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
