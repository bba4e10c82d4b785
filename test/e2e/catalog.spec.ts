import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { expect, expectImagesInViewLoaded, expectPageDataInHtml, test } from './fixtures';

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // With the backend's faults on (npm run test:e2e:faults), the browser logs the failed requests
  // the retry link then repeats; anything else still counts.
  const faults = Boolean(process.env.E2E_MOCK_FAULTS);
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (faults && /^Failed to load resource|net::ERR_/.test(message.text())) return;
    errors.push(message.text());
  });
  return errors;
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const gallery = (page: Page) => page.getByRole('list', { name: 'Products' });
const tiles = (page: Page) => gallery(page).getByRole('article');
const prices = async (page: Page) =>
  (await tiles(page).locator('a').allInnerTexts()).map((text) => {
    const amounts = [...text.matchAll(/\$([\d,]+\.\d\d)/g)].map((match) =>
      Number(match[1]!.replace(/,/g, '')),
    );
    return amounts[0] ?? NaN;
  });

test.describe('catalog journeys', () => {
  test('browse a category: filter, sort and page through it, all in the URL', async ({ page }) => {
    const errors = collectErrors(page);
    await expectPageDataInHtml(await page.goto('/'), '/', { operations: ['ResolveURL'] });
    await expect(page.getByRole('heading', { level: 1, name: 'Made for the way you listen' })).toBeVisible();
    // The mega menu's promo picture comes from a CMS block.
    const recordPlayers = page
      .getByRole('navigation', { name: 'Shop by category' })
      .getByRole('menuitem', { name: 'Record Players', exact: true });
    await recordPlayers.hover();
    await expect(page.getByRole('menu', { name: 'Record Players' })).toBeVisible();
    await expectImagesInViewLoaded(page, { atLeast: 1 });
    await recordPlayers.click();
    await expect(heading(page, 'Record Players')).toBeVisible();
    await expect(page.getByText('24 items')).toBeVisible();
    await expect(tiles(page)).toHaveCount(6);
    // The first tile's image is the page's main one; the rest wait until they are needed.
    await expect(tiles(page).first().locator('img')).toHaveAttribute('fetchpriority', 'high');
    await expect(tiles(page).nth(4).locator('img')).toHaveAttribute('loading', 'lazy');
    // The others in view follow once the main one shows.
    await expect
      .poll(() =>
        tiles(page)
          .nth(1)
          .locator('img')
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBeGreaterThan(0);
    await expectImagesInViewLoaded(page, { atLeast: 3 });
    await expectNoSeriousA11yViolations(page);

    // Filter sidebar, 325px wide at this width.
    const sidebar = page.getByRole('complementary', { name: 'Filters' });
    expect((await sidebar.boundingBox())!.width).toBeCloseTo(325, 0);
    await sidebar.getByRole('checkbox', { name: /^Black/ }).check();
    await expect(page).toHaveURL(/\/record-players\.html\?filter_color=101$/);
    await expect(page.getByRole('button', { name: 'Remove filter Color: Black' })).toBeVisible();
    // The count changes once the filtered products arrive (later with a slow backend).
    const shownCount = async () => Number((await page.getByText(/^\d+ items?$/).innerText()).split(' ')[0]);
    await expect.poll(shownCount).toBeLessThan(24);
    await expectNoSeriousA11yViolations(page);

    // Sort by price, highest first.
    await page.getByRole('button', { name: /Sort by: Position/ }).click();
    await page.getByRole('option', { name: 'Price: High to Low' }).click();
    await expect(page).toHaveURL(/filter_color=101&sort=price_DESC$/);
    await expect(page.getByRole('button', { name: /Sort by: Price: High to Low/ })).toBeVisible();
    await expect
      .poll(async () => {
        const shown = await prices(page);
        return shown.every((price, index) => index === 0 || shown[index - 1]! >= price);
      })
      .toBe(true);

    // Back undoes the sort, then the filter.
    await page.goBack();
    await expect(page).toHaveURL(/\/record-players\.html\?filter_color=101$/);
    await page.getByRole('button', { name: 'Clear all' }).click();
    await expect(page).toHaveURL(/\/record-players\.html$/);
    await expect(page.getByText('24 items')).toBeVisible();

    // Pages of six.
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    const firstPage = await tiles(page).allInnerTexts();
    await pagination.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/record-players\.html\?page=2$/);
    await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect
      .poll(async () => (await tiles(page).allInnerTexts()).join('|'))
      .not.toBe(firstPage.join('|'));
    await expect(tiles(page)).toHaveCount(6);
    await page.goBack();
    await expect(page).toHaveURL(/\/record-players\.html$/);
    await expect.poll(async () => (await tiles(page).allInnerTexts()).join('|')).toBe(firstPage.join('|'));

    // Structured data for the category.
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.map((text) => JSON.parse(text)['@type'])).toContain('BreadcrumbList');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/record-players\.html$/);
    expect(errors).toEqual([]);
  });

  test('open a product from its category and choose its options', async ({ page }) => {
    const errors = collectErrors(page);
    await expectPageDataInHtml(
      await page.goto('/record-players/cruiser.html'),
      '/record-players/cruiser.html',
      { operations: ['ResolveURL'] },
    );
    await expect(heading(page, 'Cruiser Collection')).toBeVisible();
    await expectImagesInViewLoaded(page, { atLeast: 1 });
    await gallery(page)
      .getByRole('link', { name: /^Cruiser Deluxe/ })
      .click();
    await expect(heading(page, 'Cruiser Deluxe')).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Cruiser Collection' }),
    ).toBeVisible();

    const addToCart = page.getByRole('button', { name: 'Add to Cart' });
    await expect(addToCart).toBeDisabled();
    await expect(page.getByText('Choose Color first.')).toBeVisible();
    const colors = page.getByRole('group', { name: /^Color/ });
    await expect(colors.getByRole('radio', { name: 'Burgundy (not available)' })).toBeDisabled();
    await colors.getByText('Sage', { exact: true }).click({ force: true });
    await expect(colors.getByRole('radio', { name: 'Sage' })).toBeChecked();
    await expect(page.getByText('SKU: SS-CR-8005-SG')).toBeVisible();
    await expect(page.getByRole('main').getByText('$64.95').first()).toBeVisible();
    await expect(page.getByRole('img', { name: 'Cruiser Deluxe in Sage, front' })).toBeVisible();
    await expect(addToCart).toBeEnabled();
    await expectImagesInViewLoaded(page, { atLeast: 1 });

    // The gallery answers the arrow keys.
    const pictures = page.getByRole('region', { name: 'Pictures of Cruiser Deluxe' });
    await pictures.getByRole('button', { name: 'Next picture' }).click();
    await expect(pictures.getByText(/^Picture 2 of \d$/)).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(pictures.getByText(/^Picture 3 of \d$/)).toBeVisible();

    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');
    await expectNoSeriousA11yViolations(page);

    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) =>
      JSON.parse(text),
    );
    const product = jsonLd.find((entry) => entry['@type'] === 'Product');
    expect(product).toMatchObject({
      name: 'Cruiser Deluxe',
      sku: 'SS-CR-8005',
      offers: { priceCurrency: 'USD' },
    });
    expect(product.offers.offers.length).toBeGreaterThan(1);
    expect(jsonLd.some((entry) => entry['@type'] === 'BreadcrumbList')).toBe(true);
    await expect(page).toHaveTitle('Cruiser Deluxe Portable Record Player');
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'product');
    expect(errors).toEqual([]);
  });

  test('an old URL lands on its new address, with its data and pictures', async ({ page }) => {
    const errors = collectErrors(page);
    // The old address's page data names the redirect; the app follows it.
    await expectPageDataInHtml(await page.goto('/turntables.html'), '/turntables.html', {
      operations: ['ResolveURL'],
    });
    await expect(page).toHaveURL(/\/record-players\/hi-fi-turntables\.html$/);
    await expect(heading(page, 'Hi-Fi Turntables')).toBeVisible();
    await expect(tiles(page).first()).toBeVisible();
    await expectImagesInViewLoaded(page, { atLeast: 1 });
    // A product's old address.
    await page.goto('/cruiser-classic-turquoise.html');
    await expect(page).toHaveURL(/\/cruiser-classic\.html$/);
    await expect(heading(page, 'Cruiser Classic')).toBeVisible();
    await expectImagesInViewLoaded(page, { atLeast: 1 });
    expect(errors).toEqual([]);
  });

  test('search by keyword from the header, filter the results, and find nothing', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Toggle search' }).click();
    const field = page
      .getByRole('search')
      .getByRole('textbox')
      .or(page.getByRole('search').getByRole('searchbox'))
      .or(page.getByRole('combobox', { name: 'Search the store' }));
    await field.first().fill('turntable');
    await field.first().press('Enter');
    await expect(page).toHaveURL(/\/search\.html\?query=turntable$/);
    await expect(heading(page, 'Results for “turntable”')).toBeVisible();
    await expect(tiles(page).first()).toBeVisible();
    await expect(page.getByRole('button', { name: /Sort by: Best Match/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const sidebar = page.getByRole('complementary', { name: 'Filters' });
    await sidebar
      .getByRole('region', { name: /^Category/ })
      .getByRole('checkbox')
      .first()
      .check();
    await expect(page).toHaveURL(/query=turntable&filter_category_uid=/);
    await expect(page.getByRole('region', { name: 'Chosen filters' })).toBeVisible();

    await page.goto('/search.html?query=turntabel');
    await expect(page.getByText('No results found for “turntabel”.')).toBeVisible();
    await page.getByRole('link', { name: 'turntable' }).click();
    await expect(heading(page, 'Results for “turntable”')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Nothing at all: the store's categories are offered instead.
    await page.goto('/search.html?query=zzzqqq');
    await expect(page.getByText('No results found for “zzzqqq”.')).toBeVisible();
    const browse = page.getByRole('navigation', { name: 'Or browse the store' });
    await expect(browse.getByRole('link')).toHaveCount(7);
    await expectNoSeriousA11yViolations(page);
    await browse.getByRole('link', { name: 'Headphones' }).click();
    await expect(heading(page, 'Headphones')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('phones: two columns, the filters in a modal dialog, the short sort button', async ({ page }) => {
    const errors = collectErrors(page);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/record-players.html');
    await expect(heading(page, 'Record Players')).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Filters' })).toBeHidden();
    const [first, second, third] = await Promise.all(
      [0, 1, 2].map((index) => tiles(page).nth(index).boundingBox()),
    );
    expect(first!.y).toBe(second!.y);
    expect(third!.y).toBeGreaterThan(first!.y);
    const sort = page.getByRole('button', { name: /^Sort/ });
    await expect(sort).toHaveAccessibleName('Sort (now Position)');
    await expect(sort.getByText('Sort by: Position')).toBeHidden();
    expect((await sort.boundingBox())!.width).toBeGreaterThanOrEqual(100);

    await page.getByRole('button', { name: /^Filter/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('checkbox', { name: /^Black/ }).check();
    await expect(page).toHaveURL(/filter_color=101/);
    await dialog.getByRole('button', { name: /^Show \d+ results?$/ }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: /^Filter/ })).toBeFocused();

    await page.getByRole('button', { name: /^Filter/ }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Filters' })).toBeHidden();
    expect(errors).toEqual([]);
  });

  test('phones: a product opened from a scrolled listing or from Related Products starts at its top; Back returns to the place left', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const scrollY = () => page.evaluate(() => window.scrollY);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/record-players.html');
    await expect(heading(page, 'Record Players')).toBeVisible();
    // Far down the listing, then a tap on a tile there.
    const tile = tiles(page).nth(5);
    await tile.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 200));
    const listingPlace = await scrollY();
    expect(listingPlace).toBeGreaterThan(800);
    const name = (await tile.getByRole('link').first().innerText()).split('\n')[0]!.trim();
    await tile.getByRole('link').first().click();
    const productHeading = page.getByRole('heading', { level: 1 });
    await expect(productHeading).toHaveText(new RegExp(name, 'i'));
    await expect.poll(scrollY).toBe(0);
    await expect(productHeading).toBeInViewport();

    // From the foot of the page, a related product: its page starts at its top too.
    const related = page.getByRole('region', { name: 'Related Products' });
    await related.scrollIntoViewIfNeeded();
    expect(await scrollY()).toBeGreaterThan(800);
    const relatedLink = related.getByRole('link').first();
    const relatedName = (await relatedLink.innerText()).split('\n')[0]!.trim();
    await relatedLink.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(relatedName, 'i'));
    await expect.poll(scrollY).toBe(0);

    // Back twice: the listing, where the shopper left it.
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(name, 'i'));
    await page.goBack();
    await expect(heading(page, 'Record Players')).toBeVisible();
    await expect.poll(scrollY).toBeGreaterThan(listingPlace - 100);
    expect(errors).toEqual([]);
  });
});
