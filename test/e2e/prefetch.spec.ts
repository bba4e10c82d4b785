import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { expect, test, waitForServiceWorkerControl } from './fixtures';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const tileLink = (page: Page, name: RegExp) =>
  page.getByRole('list', { name: 'Products' }).getByRole('link', { name });

/** The worker's cached images whose URL contains `text`. */
const cachedImages = (page: Page, text: string) =>
  page.evaluate(async (part) => {
    const cache = await caches.open('images-v1');
    return (await cache.keys()).map((request) => request.url).filter((url) => url.includes(part));
  }, text);

/** Width and whether it has loaded, of the gallery's main image. */
const shown = (image: Locator) =>
  image.evaluate((element: HTMLImageElement) => ({
    loaded: element.complete && element.naturalWidth > 0,
    src: element.currentSrc,
  }));

// At 1280px (density 1) a product page's main picture is 55vw = 704px wide: the 960 candidate.
test.use({ viewport: { width: 1280, height: 800 } });

test('a product opened offline from a tile shows its pictures from the worker’s cache', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  // Online: the worker takes the page, then the shopper browses a category.
  await page.goto('/');
  await expect(heading(page, 'Made for the way you listen')).toBeVisible();
  await waitForServiceWorkerControl(page);
  await page.goto('/record-players/cruiser.html');
  await expect(heading(page, 'Cruiser Collection')).toBeVisible();
  const deluxe = tileLink(page, /^Cruiser Deluxe\s/);
  await expect(deluxe).toBeVisible();
  expect(await cachedImages(page, 'cruiser-deluxe-2.jpg')).toEqual([]);

  // The pointer rests on a tile: once the page is quiet, the worker fetches that product's
  // pictures at the size its page shows them, and their thumbnails.
  await deluxe.hover();
  await expect
    .poll(() => cachedImages(page, 'cruiser-deluxe-2.jpg'), { timeout: 20_000 })
    .toEqual(
      expect.arrayContaining([expect.stringMatching(/width=960&/), expect.stringMatching(/width=80&/)]),
    );
  await expect
    .poll(() => cachedImages(page, 'cruiser-deluxe-1.jpg'))
    .toEqual(expect.arrayContaining([expect.stringMatching(/width=960&/)]));

  // Another product in view, never rested on: its page's data is fetched ahead (as links in
  // view are), its pictures are not.
  const other = page
    .getByRole('list', { name: 'Products' })
    .locator('a[href$=".html"]:not([href="/cruiser-deluxe.html"])')
    .first();
  const otherKey = (await other.getAttribute('href'))!.replace(/^\//, '').replace(/\.html$/, '');
  await expect
    .poll(
      () =>
        page.evaluate(async (key) => {
          const cache = await caches.open('catalog-queries-v1');
          return (await cache.keys()).some(
            (request) =>
              request.url.includes('GetProductDetail') && decodeURIComponent(request.url).includes(key),
          );
        }, otherKey),
      { timeout: 20_000 },
    )
    .toBe(true);

  // Offline, the product opened from its tile shows its main picture and thumbnails.
  await context.setOffline(true);
  await deluxe.click();
  await expect(heading(page, 'Cruiser Deluxe')).toBeVisible();
  const gallery = page.getByRole('region', { name: 'Pictures of Cruiser Deluxe' });
  const stage = gallery.locator('img').first();
  await expect.poll(() => shown(stage)).toEqual({ loaded: true, src: expect.stringMatching(/width=960&/) });
  const thumbnails = gallery.getByRole('list').locator('img');
  expect(await thumbnails.count()).toBeGreaterThan(1);
  for (const thumbnail of await thumbnails.all()) {
    await expect.poll(() => shown(thumbnail)).toMatchObject({ loaded: true });
  }
  // The next picture, too.
  await gallery.getByRole('button', { name: 'Next picture' }).click();
  await expect
    .poll(() => shown(stage))
    .toEqual({ loaded: true, src: expect.stringMatching(/deluxe-2\.jpg.*width=960&/) });
  await expectNoSeriousA11yViolations(page);

  // The other product has no pictures offline: the worker's cache is what showed the first one.
  await page.goBack();
  await expect(heading(page, 'Cruiser Collection')).toBeVisible();
  await other.click();
  await expect(page).toHaveURL(new RegExp(`/${otherKey}\\.html$`));
  const otherStage = page
    .getByRole('main')
    .getByRole('region', { name: /^Pictures of / })
    .locator('img')
    .first();
  await expect.poll(() => otherStage.evaluate((element: HTMLImageElement) => element.complete)).toBe(true);
  expect((await shown(otherStage)).loaded).toBe(false);

  await context.setOffline(false);
  expect(errors).toEqual([]);
});
