import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { expect, expectImagesInViewLoaded, test } from './fixtures';

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const main = (page: Page) => page.getByRole('main');
const cartButton = (page: Page, count: string) =>
  page.getByRole('banner').getByRole('button', { name: `Shopping cart, ${count}` });
const bundleTotal = (page: Page) => page.getByText(/^Your bundle:/);

async function fillAddress(page: Page) {
  await main(page)
    .getByRole('textbox', { name: /^First Name/ })
    .fill('Ada');
  await main(page)
    .getByRole('textbox', { name: /^Last Name/ })
    .fill('Lovelace');
  await main(page)
    .getByRole('textbox', { name: /^Street Address$/ })
    .fill('1 Groove St');
  await main(page).getByRole('textbox', { name: /^City/ }).fill('Austin');
  await main(page)
    .getByRole('combobox', { name: /^State/ })
    .selectOption('TX');
  await main(page)
    .getByRole('textbox', { name: /^ZIP Code/ })
    .fill('73301');
  await main(page)
    .getByRole('textbox', { name: /^Phone Number/ })
    .fill('5125550100');
}

test.describe('bundle and grouped products', () => {
  test.setTimeout(120_000);

  test('a shopper builds a bundle from its category, sees it in the carts, changes it and checks out', async ({
    page,
  }) => {
    const errors = collectErrors(page);

    // The category lists the kit with its price range.
    await page.goto('/accessories/needles.html');
    await expect(heading(page, 'Needles & Cartridges')).toBeVisible();
    const tile = page.getByRole('article').filter({ hasText: 'Turntable Starter Kit' });
    await expect(tile).toContainText('From');
    await expect(tile).toContainText('$467.00');
    await expect(tile).toContainText('$811.85');
    await tile
      .getByRole('link', { name: /Turntable Starter Kit/ })
      .first()
      .click();

    // Its page: options by type, the price following the choices.
    await expect(heading(page, 'Turntable Starter Kit')).toBeVisible();
    await expectImagesInViewLoaded(page, { atLeast: 1 });
    await expect(bundleTotal(page)).toHaveText('Your bundle: $467.00');
    await page.getByRole('radio', { name: /Comet Automatic Turntable/ }).check();
    await expect(bundleTotal(page)).toHaveText('Your bundle: $557.00');
    await page
      .getByRole('combobox', { name: 'Cartridge' })
      .selectOption({ label: 'ST-40 Elliptical Cartridge $129.00' });
    await expect(bundleTotal(page)).toHaveText('Your bundle: $637.00');
    await page.getByRole('checkbox', { name: /Carbon Fiber Record Brush/ }).check();
    await expect(bundleTotal(page)).toHaveText('Your bundle: $651.95');
    await expectNoSeriousA11yViolations(page);

    // A required option left empty is told, not sent.
    await page.getByRole('combobox', { name: 'Cartridge' }).selectOption('');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText('Choose a Cartridge.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page
      .getByRole('combobox', { name: 'Cartridge' })
      .selectOption({ label: 'ST-40 Elliptical Cartridge $129.00' });
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText('Added Turntable Starter Kit to your cart.')).toBeVisible();
    await expect(cartButton(page, '1 item')).toBeVisible();

    // The mini cart shows the choices.
    await cartButton(page, '1 item').click();
    const miniCart = page.getByRole('region', { name: 'Your cart 1 item' });
    await expect(miniCart.getByText('ST-40 Elliptical Cartridge × 1')).toBeVisible();
    await expect(miniCart.getByText('Comet Automatic Turntable × 1')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await miniCart.getByRole('link', { name: 'View Cart' }).click();

    // The cart page, then a change of speakers from the line's Edit.
    await expect(heading(page, 'Shopping Cart')).toBeVisible();
    await expect(main(page).getByText('Carbon Fiber Record Brush × 1')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Edit the options of Turntable Starter Kit' }).click();
    await expect(heading(page, 'Turntable Starter Kit')).toBeVisible();
    await expect(bundleTotal(page)).toHaveText('Your bundle: $651.95');
    await page.getByRole('radio', { name: /Roomfill Wireless Speakers/ }).check();
    await expect(bundleTotal(page)).toHaveText('Your bundle: $781.95');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(heading(page, 'Shopping Cart')).toBeVisible();
    await expect(main(page).getByText('Roomfill Wireless Speakers × 1')).toBeVisible();
    await expect(main(page).getByText('Studio 5 Monitor Speakers × 1')).toHaveCount(0);
    await expect(cartButton(page, '1 item')).toBeVisible();

    // Checkout as a guest.
    await page.goto('/checkout');
    await expect(heading(page, 'Checkout')).toBeVisible();
    await main(page)
      .getByRole('textbox', { name: /^Email/ })
      .fill('ada@example.com');
    await fillAddress(page);
    await page.getByRole('button', { name: 'Continue to Shipping Method' }).click();
    await page.getByRole('radio', { name: /^Flat Rate/ }).check();
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.getByRole('radio', { name: 'Check / Money order' }).check();
    await page.getByRole('button', { name: 'Review Order' }).click();
    await page.getByRole('button', { name: /^Place Order/ }).click();
    await expect(heading(page, 'Thank you for your order!')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  });

  test('a shopper adds two members of a grouped set with their quantities', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/listening-room-speaker-set.html');
    await expect(heading(page, 'Listening Room Speaker Set')).toBeVisible();
    const table = page.getByRole('table', { name: 'Products in this set' });
    await expect(table.getByRole('row', { name: /Desk Duo Mini Speakers/ })).toContainText('Unavailable');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('spinbutton', { name: 'Quantity of Studio 5 Monitor Speakers' }).fill('2');
    await page.getByRole('spinbutton', { name: 'Quantity of Roomfill Wireless Speakers' }).fill('1');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(cartButton(page, '3 items')).toBeVisible();

    await page.goto('/cart');
    await expect(heading(page, 'Shopping Cart')).toBeVisible();
    await expect(page.getByRole('spinbutton', { name: 'Quantity of Studio 5 Monitor Speakers' })).toHaveValue(
      '2',
    );
    await expect(
      page.getByRole('spinbutton', { name: 'Quantity of Roomfill Wireless Speakers' }),
    ).toHaveValue('1');
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  });
});
