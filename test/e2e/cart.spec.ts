import type { Page, Route } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { expect, expectImagesInViewLoaded, expectPageDataInHtml, test } from './fixtures';

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const cartButton = (page: Page, count: string) =>
  page.getByRole('banner').getByRole('button', { name: `Shopping cart, ${count}` });
const summary = (page: Page) => page.getByRole('complementary', { name: 'Order Summary' });
const grandTotal = (page: Page) =>
  summary(page).locator('dt', { hasText: 'Estimated Total' }).locator('+ dd');

test.describe('cart journeys', () => {
  test('add simple and configurable products, edit the cart, apply a coupon, reload', async ({ page }) => {
    const errors = collectErrors(page);

    // A simple product, two of it.
    await expectPageDataInHtml(
      await page.goto('/hadley-suitcase-record-player.html'),
      '/hadley-suitcase-record-player.html',
      { operations: ['ResolveURL'] },
    );
    await expect(heading(page, 'Hadley Suitcase Record Player')).toBeVisible();
    await expectImagesInViewLoaded(page, { atLeast: 1 });
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText('Added Hadley Suitcase Record Player to your cart.')).toBeVisible();
    await expect(cartButton(page, '2 items')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // A configurable product in a chosen color.
    await page.goto('/cruiser-deluxe.html');
    await expect(heading(page, 'Cruiser Deluxe')).toBeVisible();
    const colors = page.getByRole('group', { name: /^Color/ });
    await colors.getByTitle('Turquoise').click();
    await expect(colors.getByRole('radio', { name: 'Turquoise' })).toBeChecked();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText('Added Cruiser Deluxe to your cart.')).toBeVisible();
    await expect(cartButton(page, '3 items')).toBeVisible();

    // The mini cart lists both, with the chosen color.
    await cartButton(page, '3 items').click();
    const miniCart = page.getByRole('region', { name: 'Your cart 3 items' });
    await expect(miniCart.getByRole('link', { name: 'Hadley Suitcase Record Player' })).toBeVisible();
    await expect(miniCart.getByText('Turquoise')).toBeVisible();
    await expectImagesInViewLoaded(page, { atLeast: 2 });
    await expectNoSeriousA11yViolations(page);
    await miniCart.getByRole('link', { name: 'View Cart' }).click();

    // The cart page: change a quantity, remove a line.
    await expect(heading(page, 'Shopping Cart')).toBeVisible();
    await expect(grandTotal(page)).toHaveText('$189.85');
    await expectImagesInViewLoaded(page, { atLeast: 2 });
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Increase quantity of Cruiser Deluxe' }).click();
    await expect(page.getByRole('spinbutton', { name: 'Quantity of Cruiser Deluxe' })).toHaveValue('2');
    await expect(grandTotal(page)).toHaveText('$249.80');
    await expect(cartButton(page, '4 items')).toBeVisible();
    await page.getByRole('button', { name: 'Remove Hadley Suitcase Record Player from the cart' }).click();
    await expect(page.getByRole('link', { name: 'Hadley Suitcase Record Player' })).toHaveCount(0);
    await expect(grandTotal(page)).toHaveText('$119.90');

    // An expired coupon is refused in words; a valid one takes 10% off.
    const code = page.getByRole('textbox', { name: 'Enter code' });
    await code.fill('SUMMER2024');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText("The coupon code isn't valid. Verify the code and try again.")).toBeVisible();
    await code.fill('SPIN10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(summary(page).getByText('Discount (SPIN10: 10% off)')).toBeVisible();
    await expect(grandTotal(page)).toHaveText('$107.91');
    await expectNoSeriousA11yViolations(page);

    // A reload finds the same cart.
    await page.reload();
    await expect(heading(page, 'Shopping Cart')).toBeVisible();
    await expect(page.getByRole('spinbutton', { name: 'Quantity of Cruiser Deluxe' })).toHaveValue('2');
    await expect(page.getByText('Turquoise')).toBeVisible();
    await expect(summary(page).getByText('Applied: SPIN10')).toBeVisible();
    await expect(grandTotal(page)).toHaveText('$107.91');
    await expect(cartButton(page, '2 items')).toBeVisible();

    // Emptying it shows the empty state.
    await page.getByRole('button', { name: 'Remove Cruiser Deluxe from the cart' }).click();
    await expect(page.getByText('There are no items in your cart.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  });
});

test('add a simple product from its category tile', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/record-players/suitcase.html');
  await expect(heading(page, 'Suitcase Players')).toBeVisible();
  await expectImagesInViewLoaded(page, { atLeast: 1 });
  await page.getByRole('button', { name: 'Add to Cart: Hadley Suitcase Record Player' }).click();
  await expect(page.getByText('Added Hadley Suitcase Record Player to your cart.')).toBeVisible();
  await expect(cartButton(page, '1 item')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(errors).toEqual([]);
});

test('a signed-in customer moves a cart line to the wish list', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/sign-in');
  const form = page.locator('main');
  await form.getByLabel(/Email Address/).fill('morgan.reyes@example.com');
  await form.getByLabel(/Password/).fill('Spindle-Demo1');
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('button', { name: 'Hi, Morgan' })).toBeVisible();

  await page.goto('/hadley-suitcase-record-player.html');
  await expect(heading(page, 'Hadley Suitcase Record Player')).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added Hadley Suitcase Record Player to your cart.')).toBeVisible();

  await page.goto('/cart');
  await expect(heading(page, 'Shopping Cart')).toBeVisible();
  const line = page.getByRole('link', { name: 'Hadley Suitcase Record Player' });
  await expect(line).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Move to Wish List: Hadley Suitcase Record Player' }).click();
  const notice = page.getByText('Hadley Suitcase Record Player was moved to your wish list.');
  await expect(notice).toBeFocused();
  await expect(line).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.goto('/wishlist');
  const list = page.getByRole('list', { name: 'Wish List' });
  await expect(list.getByRole('link', { name: 'Hadley Suitcase Record Player' })).toBeVisible();
  await expectImagesInViewLoaded(page, { atLeast: 1 });
  // Leave the demo customer's wish list as it was.
  await list.getByRole('button', { name: 'Remove: Hadley Suitcase Record Player' }).click();
  await expect(list.getByRole('link', { name: 'Hadley Suitcase Record Player' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test.describe('a line Magento cannot sell as it is', () => {
  // The answers are changed in the page (page.route), which a service worker would bypass.
  test.use({ serviceWorkers: 'block' });

  test("shows Magento's message on the line and holds checkout until it is changed", async ({ page }) => {
    await page.goto('/hadley-suitcase-record-player.html');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText('Added Hadley Suitcase Record Player to your cart.')).toBeVisible();

    // Magento 2.4.8 keeps such a line in the cart with its own errors (CartItemErrors.php): the
    // stock changed after it was added. The browser gets that answer for the cart and checkout.
    const withLineError = async (route: Route) => {
      const response = await route.fetch().catch(() => null);
      if (!response) {
        // The backend dropped the connection (its faults, npm run test:e2e:faults): so does the
        // browser's request, which the app then asks again.
        await route.abort('connectionreset').catch(() => undefined);
        return;
      }
      const body = await response.json();
      const item = body?.data?.cart?.items?.[0];
      if (item)
        item.errors = [
          { __typename: 'CartItemError', code: 'ITEM_QTY', message: 'Not enough items for sale' },
        ];
      await route.fulfill({ response, json: body }).catch((error: Error) => {
        // A request the page gave up on (it navigated) needs no answer.
        if (!/already handled/.test(error.message)) throw error;
      });
    };
    await page.route(/\/graphql\?.*operationName=(getCartDetails|GetCheckoutCart)\b/, withLineError);
    // Those answers are changed in the browser: the server is kept from rendering the cart with its
    // own answers, as it does for a guest's cart and checkout pages, by leaving out the cart cookie.
    const withoutCartCookie = () => page.context().clearCookies({ name: 'radio_storefront_cart' });

    await withoutCartCookie();
    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
    const line = page.getByRole('listitem').filter({ hasText: 'Hadley Suitcase Record Player' });
    await expect(line.getByRole('alert')).toHaveText('Not enough items for sale');
    await expect(
      page.getByText('Change or remove the items marked in your cart to check out.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Proceed to Checkout' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // Checkout, reached by its URL, says which line and why, and leads back to the cart.
    await withoutCartCookie();
    await page.goto('/checkout');
    const notice = page.getByRole('alert').filter({ hasText: "can't be ordered as they are" });
    await expect(notice).toContainText('Hadley Suitcase Record Player: Not enough items for sale');
    await expectNoSeriousA11yViolations(page);
    await notice.getByRole('link', { name: 'Review Cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);

    // Once Magento answers the line without errors, checkout opens again.
    await page.unroute(/\/graphql\?.*operationName=(getCartDetails|GetCheckoutCart)\b/);
    await page.reload();
    await expect(page.getByRole('link', { name: 'Proceed to Checkout' })).toBeVisible();
  });
});
