import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { expect, expectImagesInViewLoaded, test } from './fixtures';

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** Opens the header's search bar on the home page; the field is the suggestions' combobox. */
async function openSearch(page: Page): Promise<{ header: Locator; field: Locator; listbox: Locator }> {
  await page.goto('/');
  await expect(heading(page, 'Made for the way you listen')).toBeVisible();
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Toggle search' }).click();
  const field = header.getByRole('combobox', { name: 'Search the store' });
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('aria-expanded', 'false');
  const listbox = header.getByRole('listbox', { name: 'Search suggestions' });
  return { header, field, listbox };
}

/** Presses Down until the option `id` is the highlighted one (aria-activedescendant). */
async function highlight(field: Locator, id: string): Promise<void> {
  for (let step = 0; step < 12; step += 1) {
    await field.press('ArrowDown');
    if ((await field.getAttribute('aria-activedescendant')) === id) return;
  }
  throw new Error(`Down never reached the option ${id}`);
}

for (const width of [1280, 375]) {
  test.describe(`search suggestions at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('type, see suggestions, and open one chosen with the keyboard', async ({ page }) => {
      const errors = collectErrors(page);
      const { header, field, listbox } = await openSearch(page);

      // Nothing under three characters, then suggestions once typing pauses.
      await field.pressSequentially('cr', { delay: 50 });
      await page.waitForTimeout(600);
      await expect(listbox).toBeHidden();
      await field.pressSequentially('uiser', { delay: 50 });
      await expect(listbox).toBeVisible();
      await expect(field).toHaveAttribute('aria-expanded', 'true');

      // Categories with their parent, products with image and price, and "see all N results".
      const category = listbox
        .getByRole('group', { name: 'Categories' })
        .getByRole('option', { name: /Cruiser Collection/ });
      await expect(category).toContainText('Record Players');
      const products = listbox.getByRole('group', { name: 'Products' }).getByRole('option');
      await expect(products.first()).toBeVisible();
      expect(await products.count()).toBeLessThanOrEqual(4);
      for (const product of await products.all()) {
        await expect(product).toContainText(/\$\d+\.\d\d/);
        await expect(product.locator('img')).toHaveCount(1);
      }
      await expect(
        listbox.getByRole('option', { name: /^See all \d+ results for “cruiser”$/ }),
      ).toBeVisible();
      // A screen reader hears how many there are.
      const options = await listbox.getByRole('option').count();
      await expect(header.getByRole('status').filter({ hasText: /suggestions? available/ })).toHaveText(
        `${options} suggestions available.`,
      );
      await expectImagesInViewLoaded(page, { atLeast: 1 });
      // The list stays within the screen.
      const box = await listbox.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      await expectNoSeriousA11yViolations(page);

      // The first product: its name is its text up to the price.
      const product = products.first();
      const id = (await product.getAttribute('id'))!;
      const name = (await product.textContent())!.split('$')[0]!.trim();

      // Escape closes the list and leaves the bar; Down opens it again.
      await field.press('Escape');
      await expect(field).toHaveAttribute('aria-expanded', 'false');
      await expect(listbox).toBeHidden();
      await expect(field).toBeFocused();

      await highlight(field, id);
      await expect(field).toHaveAttribute('aria-expanded', 'true');
      await expect(product).toHaveAttribute('aria-selected', 'true');
      await field.press('Enter');

      await expect(heading(page, name)).toBeVisible();
      await expect(page).toHaveURL(/\/cruiser[\w-]*\.html$/);
      await expect(field).toBeHidden();
      // As after any link, the new page has the focus on its heading.
      await expect(heading(page, name)).toBeFocused();
      expect(errors).toEqual([]);
    });

    test('choose "See all" and land on the results for the text', async ({ page }) => {
      const errors = collectErrors(page);
      const { field, listbox } = await openSearch(page);
      await field.pressSequentially('cruiser', { delay: 50 });
      const seeAll = listbox.getByRole('option', { name: /^See all (\d+) results for “cruiser”$/ });
      await expect(seeAll).toBeVisible();
      const count = Number(/See all (\d+)/.exec((await seeAll.textContent())!)![1]);

      // Up from the field goes to the last suggestion: "See all".
      await field.press('ArrowUp');
      await expect(field).toHaveAttribute('aria-activedescendant', (await seeAll.getAttribute('id'))!);
      await field.press('Enter');
      await expect(page).toHaveURL(/\/search\.html\?query=cruiser$/);
      await expect(heading(page, 'Results for “cruiser”')).toBeVisible();
      await expect(page.getByText(`${count} items`)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      expect(errors).toEqual([]);
    });
  });
}
