import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { expect, SET_UP_HEADERS, test } from './fixtures';

// The demo customer and the embedded backend's admin account (README, "Demo customer" and
// "Orders after checkout").
const DEMO = { email: 'morgan.reyes@example.com', password: 'Spindle-Demo1' };
const ADMIN = { username: 'admin', password: 'Spindle-Admin1' };
const STORAGE_PREFIX = 'radio_storefront__';

test.use({ viewport: { width: 1280, height: 900 } });

const main = (page: Page) => page.getByRole('main');

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** A guest cart with one Dig Crate storage box, made through Magento's guest cart web API. */
async function guestCartWithItem(request: APIRequestContext): Promise<string> {
  const created = await request.post('/rest/V1/guest-carts', { headers: SET_UP_HEADERS });
  expect(created.ok()).toBe(true);
  const cartId = (await created.json()) as string;
  const added = await request.post(`/rest/V1/guest-carts/${cartId}/items`, {
    data: { cartItem: { sku: 'SS-AC-9201', qty: 1, quote_id: cartId } },
    headers: SET_UP_HEADERS,
  });
  expect(added.ok()).toBe(true);
  return cartId;
}

/** The store's admin invoices and ships an order (Magento's admin web API), with a UPS number. */
async function invoiceAndShip(request: APIRequestContext, number: string, trackingNumber: string) {
  const signedIn = await request.post('/rest/V1/integration/admin/token', {
    data: ADMIN,
    headers: SET_UP_HEADERS,
  });
  expect(signedIn.ok()).toBe(true);
  const headers = { ...SET_UP_HEADERS, Authorization: `Bearer ${(await signedIn.json()) as string}` };
  // The embedded backend's entity id is the number without its leading zeros.
  const orderId = String(Number.parseInt(number, 10));
  expect((await request.post(`/rest/V1/order/${orderId}/invoice`, { data: {}, headers })).ok()).toBe(true);
  const shipped = await request.post(`/rest/V1/order/${orderId}/ship`, {
    data: { tracks: [{ carrier_code: 'ups', title: 'United Parcel Service', track_number: trackingNumber }] },
    headers,
  });
  expect(shipped.ok()).toBe(true);
}

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

test.describe('order self-service journeys', () => {
  test.setTimeout(120_000);

  test('a guest orders, follows the receipt to the order status page, looks the order up and sees it shipped', async ({
    page,
    request,
  }) => {
    const errors = collectErrors(page);
    const cartId = await guestCartWithItem(request);
    await page.goto('/');
    await page.evaluate(
      ({ key, value }) =>
        localStorage.setItem(key, JSON.stringify({ value: JSON.stringify(value), timeStored: Date.now() })),
      { key: `${STORAGE_PREFIX}cartId`, value: cartId },
    );
    await page.goto('/checkout');
    const email = `ada.${Date.now()}@example.com`;
    await main(page)
      .getByRole('textbox', { name: /^Email/ })
      .fill(email);
    await fillAddress(page);
    await page.getByRole('button', { name: 'Continue to Shipping Method' }).click();
    await page.getByRole('radio', { name: /^Flat Rate/ }).check();
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.getByRole('radio', { name: 'Check / Money order' }).check();
    await page.getByRole('button', { name: 'Review Order' }).click();
    await page.getByRole('button', { name: /^Place Order/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();

    // The receipt leads to the order's status, its number filled in.
    const orderId = (await page.getByText(/^Order number: \d+$/).textContent())!.replace(
      'Order number: ',
      '',
    );
    const number = orderId.padStart(9, '0');
    const statusLink = page.getByRole('link', { name: 'Check Order Status' });
    await expect(statusLink).toHaveAttribute('href', `/order-status?number=${number}`);
    await statusLink.click();
    await expect(page).toHaveURL(new RegExp(`/order-status\\?number=${number}$`));
    // The page's own content stays; the lookup follows it.
    await expect(page.getByRole('heading', { level: 1, name: 'Check your order status' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Look Up Your Order' })).toBeVisible();
    await expect(main(page).getByRole('textbox', { name: /^Order Number/ })).toHaveValue(number);
    await expect(main(page).getByRole('textbox', { name: /^Email Address/ })).toHaveValue(email);
    await expectNoSeriousA11yViolations(page);

    // A wrong last name: the store's own words.
    const lastName = main(page).getByRole('textbox', { name: /^Billing Last Name/ });
    await lastName.fill('Byron');
    await page.getByRole('button', { name: 'Find Order' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: /locate/ });
    await expect(refusal).toHaveText("We couldn't locate an order with the information provided.");
    await expect(refusal).toBeFocused();
    await expectNoSeriousA11yViolations(page);

    await lastName.fill('Lovelace');
    await page.getByRole('button', { name: 'Find Order' }).click();
    const order = page.getByRole('region', { name: `Order #${number}` });
    await expect(page.getByRole('heading', { name: `Order #${number}` })).toBeFocused();
    await expect(order.getByText('Pending', { exact: true })).toBeVisible();
    await expect(order.getByRole('cell', { name: 'Dig Crate Record Storage Box' })).toBeVisible();
    await expect(order.getByText('Grand Total')).toBeVisible();
    await expect(order.getByText('Not shipped yet.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The store ships it: looked up again, it is complete, with its tracking number.
    await invoiceAndShip(request, number, '1Z999AA10123456784');
    await page.getByRole('button', { name: 'Find Order' }).click();
    await expect(order.getByText('Complete', { exact: true })).toBeVisible();
    await expect(order.getByText(/United Parcel Service tracking number:/)).toContainText(
      '1Z999AA10123456784',
    );
    await expect(order.getByText(/^Invoice #\d{9}$/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  });

  test('the demo customer sees a shipment with tracking and reorders it into the cart', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/sign-in');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    await main(page)
      .getByLabel(/Email Address/)
      .fill(DEMO.email);
    await main(page)
      .getByLabel(/Password/)
      .fill(DEMO.password);
    await main(page).getByRole('button', { name: 'Sign In' }).click();
    await expect(page).not.toHaveURL(/sign-in/);

    await page.goto('/order-history?number=000000102');
    const order = page.getByRole('region', { name: 'Order #000000102' });
    await expect(order.getByText(/United States Postal Service tracking number:/)).toContainText(
      '9400111899223197428490',
    );
    await expectNoSeriousA11yViolations(page);

    const cart = page
      .getByRole('link', { name: /^Shopping cart, / })
      .or(page.getByRole('button', { name: /^Shopping cart, / }));
    const countOf = async () =>
      Number(/(\d+) items?/.exec((await cart.first().getAttribute('aria-label')) ?? '')?.[1] ?? 0);
    const before = await countOf();
    await order.getByRole('button', { name: 'Reorder order 000000102' }).click();
    await expect(order.getByText('The items of this order are in your cart.')).toBeVisible();
    // The header's cart reads the cart again: two more items.
    await expect.poll(countOf).toBe(before + 2);
    await expectNoSeriousA11yViolations(page);

    await order.getByRole('link', { name: 'Go to Cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(
      main(page).getByRole('link', { name: 'Complete Record Cleaning Kit' }).first(),
    ).toBeVisible();
    await expect(
      main(page)
        .getByRole('link', { name: /Neon Tidepool/ })
        .first(),
    ).toBeVisible();
    expect(errors).toEqual([]);
  });
});
