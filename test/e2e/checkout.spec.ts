import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { expect, expectImagesInViewLoaded, SET_UP_HEADERS, test } from './fixtures';

const STORAGE_PREFIX = 'radio_storefront__';

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Saves a value in the browser as the storefront's BrowserPersistence does. */
async function saveInBrowser(page: Page, entries: Record<string, { value: unknown; ttl?: number }>) {
  await page.evaluate(
    ({ prefix, entries: list }) => {
      for (const [name, { value, ttl }] of Object.entries(list)) {
        const entry: Record<string, unknown> = { value: JSON.stringify(value), timeStored: Date.now() };
        if (ttl) entry.ttl = ttl;
        localStorage.setItem(`${prefix}${name}`, JSON.stringify(entry));
      }
    },
    { prefix: STORAGE_PREFIX, entries },
  );
}

/** A guest cart with two Dig Crate storage boxes ($99.90), made through Magento's guest cart web API. */
async function guestCartWithItems(request: APIRequestContext): Promise<string> {
  const created = await request.post('/rest/V1/guest-carts', { headers: SET_UP_HEADERS });
  expect(created.ok()).toBe(true);
  const cartId = (await created.json()) as string;
  const added = await request.post(`/rest/V1/guest-carts/${cartId}/items`, {
    data: { cartItem: { sku: 'SS-AC-9201', qty: 2, quote_id: cartId } },
    headers: SET_UP_HEADERS,
  });
  expect(added.ok()).toBe(true);
  return cartId;
}

async function graphql(request: APIRequestContext, query: string, variables = {}, token?: string) {
  const response = await request.post('/graphql', {
    data: { query, variables },
    headers: token ? { ...SET_UP_HEADERS, Authorization: `Bearer ${token}` } : SET_UP_HEADERS,
  });
  return (await response.json()) as {
    data?: Record<string, { [field: string]: unknown } | null>;
    errors?: Array<{ message: string }>;
  };
}

const main = (page: Page) => page.getByRole('main');

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

test.describe('checkout journeys', () => {
  // Whole journeys with an accessibility scan at every step.
  test.setTimeout(120_000);

  test('a guest checks out from an empty browser, then reaches the pre-filled create-account form', async ({
    page,
    request,
  }) => {
    const errors = collectErrors(page);
    const cartId = await guestCartWithItems(request);
    await page.goto('/');
    await saveInBrowser(page, { cartId: { value: cartId } });
    await page.goto('/checkout');
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    const email = main(page).getByRole('textbox', { name: /^Email/ });
    await expect(email).toBeVisible();
    await expectImagesInViewLoaded(page);
    await expectNoSeriousA11yViolations(page);

    // Submitting empty: every required field says so, and focus goes to the first.
    await page.getByRole('button', { name: 'Continue to Shipping Method' }).click();
    await expect(email).toBeFocused();
    await expect(main(page).getByText('Is required.')).toHaveCount(8);
    await expectNoSeriousA11yViolations(page);

    await email.fill('ada@example.com');
    await fillAddress(page);
    await page.getByRole('button', { name: 'Continue to Shipping Method' }).click();
    const express = page.getByRole('radio', { name: 'Express ($24.95)' });
    await expect(express).toBeVisible();
    await expect(page.getByRole('heading', { name: /Shipping Method/ })).toBeFocused();
    await expectNoSeriousA11yViolations(page);

    await express.check();
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.getByRole('radio', { name: 'Credit Card' }).check();
    const card = page.getByRole('textbox', { name: /^Card Number/ });
    await expect(card).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // A reload in the middle of checkout keeps every step done so far.
    await page.reload();
    await expect(page.getByRole('region', { name: /Shipping Method/ })).toContainText('Express ($24.95)');
    await page.getByRole('radio', { name: 'Credit Card' }).check();
    // The processor declines this card: nothing is ordered and the reason is shown.
    await card.fill('4000 1111 1111 1115');
    await page.getByRole('button', { name: 'Review Order' }).click();
    await page.getByRole('button', { name: /^Place Order/ }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Your payment could not be taken' }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Edit Payment & Billing' }).click();
    await page.getByRole('textbox', { name: /^Card Number/ }).fill('4111 1111 1111 1111');
    await page.getByRole('button', { name: 'Review Order' }).click();
    await page.getByRole('button', { name: /^Place Order/ }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();
    await expect(page.getByText(/^Order number: \d+$/)).toBeVisible();
    await expectImagesInViewLoaded(page);
    await expect(main(page).getByText('Credit Card')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const offer = page.getByRole('link', { name: 'Create an Account' });
    await expect(offer).toHaveAttribute(
      'href',
      '/create-account?email=ada%40example.com&firstName=Ada&lastName=Lovelace',
    );
    await offer.click();
    await expect(page).toHaveURL(
      /\/create-account\?email=ada%40example\.com&firstName=Ada&lastName=Lovelace$/,
    );
    // The account feature's form, when present, is pre-filled from the shipping address.
    const accountEmail = main(page).getByRole('textbox', { name: /^Email/ });
    if (await accountEmail.count()) {
      await expect(accountEmail).toHaveValue('ada@example.com');
      await expect(main(page).getByRole('textbox', { name: /^First Name/ })).toHaveValue('Ada');
      await expect(main(page).getByRole('textbox', { name: /^Last Name/ })).toHaveValue('Lovelace');
      await expectNoSeriousA11yViolations(page);
    }
    expect(errors).toEqual([]);
  });

  test('a signed-in customer checks out with a saved address', async ({ page, request }) => {
    const errors = collectErrors(page);
    const stamp = Date.now();
    const customerEmail = `grace.${stamp}@example.com`;
    const created = await graphql(
      request,
      `
        mutation ($input: CustomerCreateInput!) {
          createCustomerV2(input: $input) {
            customer {
              email
            }
          }
        }
      `,
      { input: { firstname: 'Grace', lastname: 'Hopper', email: customerEmail, password: 'Spindle-2024!' } },
    );
    const signedIn = created.errors
      ? null
      : await graphql(
          request,
          `
            mutation ($email: String!, $password: String!) {
              generateCustomerToken(email: $email, password: $password) {
                token
              }
            }
          `,
          { email: customerEmail, password: 'Spindle-2024!' },
        );
    const token = signedIn?.data?.generateCustomerToken?.token as string | undefined;
    expect(token).toBeTruthy();
    const address = await graphql(
      request,
      `
        mutation {
          createCustomerAddress(
            input: {
              firstname: "Grace"
              lastname: "Hopper"
              street: ["500 Harbor Way"]
              city: "Seattle"
              region: { region_code: "WA", region_id: 62 }
              postcode: "98101"
              country_code: US
              telephone: "2065550100"
              default_shipping: true
            }
          ) {
            id
          }
        }
      `,
      {},
      token,
    );
    const cart = await graphql(
      request,
      `
        {
          customerCart {
            id
          }
        }
      `,
      {},
      token,
    );
    const cartId = cart.data?.customerCart?.id as string | undefined;
    expect(address.errors).toBeUndefined();
    expect(cartId).toBeTruthy();
    const added = await graphql(
      request,
      `
        mutation ($cartId: String!) {
          addProductsToCart(cartId: $cartId, cartItems: [{ sku: "SS-AC-9101", quantity: 2 }]) {
            cart {
              id
            }
            user_errors {
              message
            }
          }
        }
      `,
      { cartId },
      token,
    );
    expect(added.errors).toBeUndefined();
    expect(added.data?.addProductsToCart?.user_errors).toEqual([]);

    await page.goto('/');
    await saveInBrowser(page, { signin_token: { value: token, ttl: 3600 }, cartId: { value: cartId } });
    await page.goto('/checkout');
    // The default shipping address is chosen from the start; the form is for a new address only.
    const saved = page.getByRole('radio', { name: /500 Harbor Way/ });
    await expect(saved).toBeVisible();
    await expect(saved).toBeChecked();
    await expect(page.getByRole('radio', { name: /new address/i })).not.toBeChecked();
    await expect(main(page).getByRole('textbox', { name: /^City/ })).toHaveCount(0);
    await expect(main(page).getByRole('textbox', { name: /^Email/ })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Continue to Shipping Method' }).click();
    await expect(main(page).getByText(/need your attention/)).toHaveCount(0);
    await page.getByRole('radio', { name: 'Flat Rate ($7.50)' }).check();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.getByRole('radio', { name: 'Check / Money order' }).check();
    await page.getByRole('button', { name: 'Review Order' }).click();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: /^Place Order/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create an Account' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  });
});

test.describe('the order summary', () => {
  test.setTimeout(120_000);

  test('with euros chosen, says before paying and on the receipt that the order is charged in US dollars', async ({
    page,
    request,
  }) => {
    const errors = collectErrors(page);
    const cartId = await guestCartWithItems(request);
    await page.goto('/');
    await saveInBrowser(page, { cartId: { value: cartId }, store_view_currency: { value: 'EUR' } });
    await page.goto('/checkout');
    await main(page)
      .getByRole('textbox', { name: /^Email/ })
      .fill('ada@example.com');
    await fillAddress(page);
    await page.getByRole('button', { name: 'Continue to Shipping Method' }).click();
    await page.getByRole('radio', { name: /^Flat Rate \(€/ }).check();
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.getByRole('radio', { name: 'Check / Money order' }).check();
    await page.getByRole('button', { name: 'Review Order' }).click();

    const region = page.getByRole('region', { name: /^Order Summary/ });
    await expect(region.locator('dt', { hasText: 'Order Total' }).locator('+ dd')).toContainText('€');
    // What Magento charges: the cart's totals in its base currency.
    const answer = await request.get(`/rest/V1/guest-carts/${cartId}/totals`, { headers: SET_UP_HEADERS });
    const totals = (await answer.json()) as { base_grand_total: number; base_currency_code: string };
    expect(totals.base_currency_code).toBe('USD');
    const charged = `$${totals.base_grand_total.toFixed(2)}`;
    const note = `Prices are shown in EUR. The store charges your order in USD: ${charged}.`;
    const placeOrder = page.getByRole('button', { name: `Place Order · ${charged}` });
    await expect(placeOrder).toHaveAccessibleDescription(note);
    await expect(region.getByText(note)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await placeOrder.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();
    await expect(
      main(page).getByText('Amounts are in USD, the currency the store charges. Prices were shown in EUR.'),
    ).toBeVisible();
    await expect(main(page).locator('dt', { hasText: 'Order Total' }).locator('+ dd')).toHaveText(charged);
    await expect(page.getByRole('region', { name: 'Paying by check or money order' })).toContainText(
      `Please send ${charged}.`,
    );
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  });

  for (const width of [1440, 375]) {
    test(`shows Magento's grand total at every step and on the receipt (${width}px)`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const cartId = await guestCartWithItems(request);
      await page.goto('/');
      await saveInBrowser(page, { cartId: { value: cartId } });
      await page.goto('/checkout');

      const backendTotal = async () => {
        const answer = await graphql(
          request,
          'query ($cartId: String!) { cart(cart_id: $cartId) { prices { grand_total { value currency } } } }',
          { cartId },
        );
        const total = (answer.data?.cart as { prices: { grand_total: { value: number } } }).prices
          .grand_total;
        return `$${total.value.toFixed(2)}`;
      };
      const region = page.getByRole('region', { name: /^Order Summary/ });
      const shown = region.locator('dt', { hasText: 'Order Total' }).locator('+ dd');
      const toggle = region.getByRole('button', { name: /^Order Summary/ });
      const firstStep = page.getByRole('region', { name: /Shipping Address/ });
      await expect(firstStep).toBeVisible();
      const summaryBox = (await region.boundingBox())!;
      const stepsBox = (await firstStep.boundingBox())!;
      if (width < 960) {
        // At the top on phones: above step 1, the whole width.
        expect(summaryBox.y + summaryBox.height).toBeLessThanOrEqual(stepsBox.y + 1);
        // Collapsed at the top on phones: its toggle says so and still shows the total.
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await expect(toggle).toContainText(await backendTotal());
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      } else {
        // Beside the steps on wide screens: to their right, the tops level.
        expect(summaryBox.x).toBeGreaterThanOrEqual(stepsBox.x + stepsBox.width);
        expect(Math.abs(summaryBox.y - stepsBox.y)).toBeLessThanOrEqual(16);
      }
      await expect(region.getByText('Dig Crate Record Storage Box')).toBeVisible();
      await expect(region.getByText('Calculated at the next step')).toBeVisible();
      const before = await backendTotal();
      await expect(shown).toHaveText(before);
      await expectNoSeriousA11yViolations(page);

      await main(page)
        .getByRole('textbox', { name: /^Email/ })
        .fill('ada@example.com');
      await fillAddress(page);
      await page.getByRole('button', { name: 'Continue to Shipping Method' }).click();
      // The address is on the cart: Texas sales tax is in Magento's total, and so in the summary's.
      const express = page.getByRole('radio', { name: 'Express ($24.95)' });
      await expect(express).toBeVisible();
      const taxed = await backendTotal();
      expect(taxed).not.toBe(before);
      await expect(region.locator('dt', { hasText: /^Tax$/ })).toBeVisible();
      await expect(shown).toHaveText(taxed);
      if (width < 960) {
        // Collapsed again, the toggle shows the new total.
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await expect(toggle).toContainText(taxed);
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      }
      await express.check();
      await page.getByRole('button', { name: 'Continue to Payment' }).click();
      await expect(region.getByText('Shipping (Express - Next business day)')).toBeVisible();
      await expect(shown).toHaveText(await backendTotal());

      await page.getByRole('radio', { name: 'Check / Money order' }).check();
      // Whom to pay and where to mail the check, as the store's configuration says.
      const payment = page.getByRole('region', { name: /Payment & Billing/ });
      await expect(payment.getByText('Make it payable to')).toBeVisible();
      await expect(payment.getByText('1480 NW Groove Street')).toBeVisible();
      await page.getByRole('button', { name: 'Review Order' }).click();
      const total = await backendTotal();
      await expect(shown).toHaveText(total);
      const placeOrder = page.getByRole('button', { name: `Place Order · ${total}` });
      await expect(placeOrder).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await placeOrder.click();
      const receipt = async () => {
        await expect(
          page.getByRole('heading', { level: 1, name: 'Thank you for your order!' }),
        ).toBeVisible();
        await expect(main(page).locator('dt', { hasText: 'Order Total' }).locator('+ dd')).toHaveText(total);
        // What was bought, and how to pay by check.
        const items = page.getByRole('region', { name: 'Items ordered' });
        await expect(items.getByRole('listitem')).toHaveCount(1);
        await expect(items).toContainText('Dig Crate Record Storage Box');
        await expect(items).toContainText('Qty: 2');
        const check = page.getByRole('region', { name: 'Paying by check or money order' });
        await expect(check).toContainText(`Please send ${total}.`);
        await expect(check.getByText('Spindle & Stylus', { exact: true }).first()).toBeVisible();
        await expect(check.getByText('1480 NW Groove Street')).toBeVisible();
      };
      await receipt();
      const orderNumber = await page.getByText(/^Order number: \d+$/).textContent();
      await expectNoSeriousA11yViolations(page);
      // A reload of the receipt shows the same receipt.
      await page.reload();
      await receipt();
      await expect(page.getByText(/^Order number: \d+$/)).toHaveText(orderNumber!);
    });
  }
});
