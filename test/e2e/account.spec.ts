import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { expect, expectImagesInViewLoaded, expectPageDataInHtml, SET_UP_HEADERS, test } from './fixtures';

// The demo customer seeded in the embedded backend (README, "Demo customer").
const DEMO = { email: 'morgan.reyes@example.com', password: 'Spindle-Demo1' };

test.use({ viewport: { width: 1280, height: 900 } });

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  const form = page.locator('main');
  await form.getByLabel(/Email Address/).fill(email);
  await form.getByLabel(/Password/).fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

/** A new account of its own (an email no other journey uses), made as the store's API makes it. */
async function newAccount(request: APIRequestContext, label: string, firstname: string): Promise<string> {
  const email = `e2e-${label}-${Date.now()}@example.com`;
  const created = await request.post('/graphql', {
    data: {
      query: `mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }`,
      variables: { input: { email, firstname, lastname: 'Rowe', password: 'Turntable-42' } },
    },
    headers: SET_UP_HEADERS,
  });
  expect(await created.json()).toEqual({ data: { createCustomerV2: { customer: { email } } } });
  return email;
}

/** Addresses saved on an account through the store's API. */
async function saveAddresses(request: APIRequestContext, email: string, cities: string[]) {
  const signedIn = await request.post('/graphql', {
    data: {
      query: `mutation ($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }`,
      variables: { email, password: 'Turntable-42' },
    },
    headers: SET_UP_HEADERS,
  });
  const { token } = ((await signedIn.json()) as { data: { generateCustomerToken: { token: string } } }).data
    .generateCustomerToken;
  for (const [index, city] of cities.entries()) {
    const saved = await request.post('/graphql', {
      headers: { ...SET_UP_HEADERS, Authorization: `Bearer ${token}` },
      data: {
        query: `mutation ($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { id } }`,
        variables: {
          input: {
            firstname: 'Kit',
            lastname: 'Rowe',
            street: [`${100 + index} Main St`],
            city,
            region: { region_code: 'OR', region_id: 49, region: 'Oregon' },
            postcode: '97205',
            country_code: 'US',
            telephone: '503-555-0100',
            default_shipping: index === 0,
            default_billing: index === 0,
          },
        },
      },
    });
    expect(saved.ok()).toBe(true);
  }
}

async function signOutFromMenu(page: Page, firstName: string, { scan = false } = {}) {
  const trigger = page.getByRole('button', { name: `Hi, ${firstName}` });
  await trigger.click();
  // The menu the trigger opened: an account page has a Sign Out button of its own.
  const menu = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`);
  await expect(menu.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  if (scan) await expectNoSeriousA11yViolations(page);
  await menu.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('button', { name: 'Sign In' }).first()).toBeVisible();
}

test('create an account, sign out, sign in, keep an address book and change the password', async ({
  page,
}) => {
  const email = `e2e-${Date.now()}@example.com`;
  await page.goto('/create-account?firstName=Robin&lastName=Vale');
  await expect(page.getByRole('heading', { level: 1, name: 'Create an Account' })).toBeVisible();
  const main = page.locator('main');
  await expect(main.getByLabel(/First Name/)).toHaveValue('Robin');
  await main.getByRole('button', { name: 'Create an Account' }).click();
  await expect(main.getByLabel(/Email Address/)).toHaveAccessibleDescription('Is required.');
  await expectNoSeriousA11yViolations(page);
  await main.getByLabel(/Email Address/).fill(email);
  await main.getByLabel(/^Password/).fill('weakpass');
  await main.getByRole('button', { name: 'Create an Account' }).click();
  await expect(main.getByLabel(/^Password/)).toHaveAccessibleDescription(
    'A password must contain at least 3 of the following: lowercase, uppercase, digits, special characters.',
  );
  await main.getByLabel(/^Password/).fill('Turntable-42');
  await main.getByRole('button', { name: 'Create an Account' }).click();
  await expect(page.getByRole('button', { name: 'Hi, Robin' })).toBeVisible();

  // The signed-in account menu, open.
  await signOutFromMenu(page, 'Robin', { scan: true });
  await signIn(page, email, 'Turntable-42');
  await expect(page.getByRole('button', { name: 'Hi, Robin' })).toBeVisible();

  // Address book: add, then edit.
  await page.goto('/address-book');
  await expect(page.getByRole('heading', { level: 1, name: 'Address Book' })).toBeVisible();
  await expect(page.getByText('You have no saved addresses.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Add an Address' }).click();
  await page.getByLabel(/First Name/).fill('Robin');
  await page.getByLabel(/Last Name/).fill('Vale');
  await page.getByLabel(/^Street Address \*/).fill('77 Mission St');
  await page.getByLabel(/City/).fill('San Francisco');
  await page.getByLabel(/State/).selectOption({ label: 'California' });
  await page.getByLabel(/ZIP Code/).fill('94105');
  await page.getByLabel(/Phone Number/).fill('415-555-0177');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Save Address' }).click();
  await expect(page.getByText('The address has been saved.')).toBeVisible();
  const card = page.getByRole('list', { name: 'Address Book' }).getByRole('listitem');
  await expect(card).toHaveCount(1);
  await expect(card.getByText('Default Shipping')).toBeVisible();
  await card.getByRole('button', { name: /^Edit/ }).click();
  await page.getByLabel(/City/).fill('Oakland');
  await page.getByLabel(/ZIP Code/).fill('94607');
  await page.getByRole('button', { name: 'Save Address' }).click();
  await expect(card.getByText(/Oakland, CA 94607/)).toBeVisible();
  // Deleting asks first; the question is scanned, then called off.
  await card.getByRole('button', { name: /^Delete/ }).click();
  const confirm = card.getByRole('group', { name: /delete/i });
  await expect(confirm).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(card.getByText(/Oakland, CA 94607/)).toBeVisible();

  // Change the password, then sign in with the new one.
  await page.goto('/account-information');
  await expect(page.getByRole('heading', { level: 1, name: 'Account Information' })).toBeVisible();
  await expect(page.getByLabel(/First Name/)).toHaveValue('Robin');
  await expectNoSeriousA11yViolations(page);
  const passwordForm = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Change Password' }) });
  await passwordForm.getByLabel(/Current Password/).fill('Turntable-42');
  await passwordForm.getByLabel(/New Password/).fill('Turntable-42');
  await passwordForm.getByRole('button', { name: 'Change Password' }).click();
  await expect(passwordForm.getByLabel(/New Password/)).toHaveAccessibleDescription(
    'New Password must be different',
  );
  await passwordForm.getByLabel(/New Password/).fill('Stylus-Change-7');
  await passwordForm.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  await signOutFromMenu(page, 'Robin');
  await signIn(page, email, 'Turntable-42');
  await expect(
    page.getByText(
      'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.',
    ),
  ).toBeVisible();
  await signIn(page, email, 'Stylus-Change-7');
  await expect(page.getByRole('button', { name: 'Hi, Robin' })).toBeVisible();
});

test('a guest is sent to sign in and back; the demo customer keeps a wish list and reads an order', async ({
  page,
}) => {
  await expectPageDataInHtml(await page.goto('/order-history'), '/order-history');
  await expect(page).toHaveURL(/\/sign-in$/);
  await expectNoSeriousA11yViolations(page);
  const main = page.locator('main');
  await main.getByLabel(/Email Address/).fill(DEMO.email);
  await main.getByLabel(/Password/).fill(DEMO.password);
  await main.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/order-history$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Order History' })).toBeVisible();
  await expect(page.getByText('4 orders')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Details of order 000000102' }).click();
  const details = page.getByRole('region', { name: 'Order #000000102' });
  await expect(details.getByRole('cell', { name: 'Complete Record Cleaning Kit' })).toBeVisible();
  await expect(details.locator('dt:text-is("Grand Total") + dd')).toHaveText('$62.94');
  await expectNoSeriousA11yViolations(page);

  // The heart on the product page adds to the wish list; the wish list removes it.
  await page.goto('/record-cleaning-kit.html');
  await expect(page.getByRole('heading', { level: 1, name: 'Complete Record Cleaning Kit' })).toBeVisible();
  await expectImagesInViewLoaded(page, { atLeast: 1 });
  const heart = page.getByRole('button', { name: 'Add Complete Record Cleaning Kit to the wish list' });
  await heart.click();
  await expect(
    page.getByRole('button', { name: 'Remove Complete Record Cleaning Kit from the wish list' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expectNoSeriousA11yViolations(page);
  await page.goto('/wishlist');
  const list = page.getByRole('list', { name: 'Wish List' });
  await expect(list.getByRole('link', { name: 'Complete Record Cleaning Kit' })).toBeVisible();
  await expect(list.getByRole('link', { name: 'Studio 5 Monitor Speakers' })).toBeVisible();
  await expectImagesInViewLoaded(page, { atLeast: 2 });
  await expectNoSeriousA11yViolations(page);
  await list.getByRole('button', { name: 'Remove: Complete Record Cleaning Kit' }).click();
  await expect(page.getByText('Complete Record Cleaning Kit was removed from your wish list.')).toBeVisible();
  await expect(list.getByRole('link', { name: 'Complete Record Cleaning Kit' })).toHaveCount(0);

  for (const [path, title] of [
    ['/saved-payments', 'Saved Payments'],
    ['/communications', 'Communications'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Fetching Data...' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  }
  // On a phone the account lives in the drawer: its My Account view.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByRole('button', { name: 'Open the main menu' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('button', { name: 'My Account' }).click();
  await expect(drawer).toHaveAccessibleName('My Account');
  await expect(drawer.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 900 });

  await signOutFromMenu(page, 'Morgan');
  await page.goto('/forgot-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // The emailed link's page (a token the store does not know: the form shows, and would be refused).
  await page.goto('/customer/account/createPassword?token=e2e-unknown-token');
  await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Password' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a session the store ends is told, and the shopper carries on as a guest', async ({ page, request }) => {
  // An account of its own, so that ending its session touches no other journey.
  const email = `e2e-revoked-${Date.now()}@example.com`;
  const created = await request.post('/graphql', {
    data: {
      query: `mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }`,
      variables: { input: { email, firstname: 'Kit', lastname: 'Rowe', password: 'Turntable-42' } },
    },
    headers: SET_UP_HEADERS,
  });
  expect(created.ok()).toBe(true);
  await signIn(page, email, 'Turntable-42');
  await expect(page.getByRole('button', { name: 'Hi, Kit' })).toBeVisible();
  // Nothing under way any more: the refusal is met by the next page, which says so.
  await page.waitForLoadState('networkidle');

  // The store revokes the session (an admin, a password change elsewhere): Magento then answers
  // every request that carries the token with 401.
  const token = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.endsWith('signin_token'));
    // BrowserPersistence keeps each value JSON-encoded inside its entry.
    return key
      ? (JSON.parse((JSON.parse(localStorage.getItem(key)!) as { value: string }).value) as string)
      : null;
  });
  expect(token).toBeTruthy();
  // Leave the page the sign-in led to first: a request of its own still on its way (the home
  // page's content, loading after the sign-in) would meet the revoked token there, and the notice
  // would be shown on that page, before the one this journey opens.
  await page.goto('about:blank');
  const revoked = await request.post('/graphql', {
    data: { query: 'mutation { revokeCustomerToken { result } }' },
    headers: { ...SET_UP_HEADERS, Authorization: `Bearer ${token}` },
  });
  expect(await revoked.json()).toEqual({ data: { revokeCustomerToken: { result: true } } });

  await page.goto('/record-players.html');
  const notice = page
    .getByRole('alert')
    .locator('div', { hasText: 'Your session has ended, so you are now browsing as a guest.' })
    .last();
  await expect(notice).toContainText('Sign in again to see your account and cart.');
  await expect(page.getByRole('button', { name: 'Sign In' }).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Record Players' })).toBeVisible();
  await expectImagesInViewLoaded(page, { atLeast: 1 });
  await expectNoSeriousA11yViolations(page);

  // The notice's button leads to Sign In.
  await notice.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await signIn(page, email, 'Turntable-42');
  await expect(page.getByRole('button', { name: 'Hi, Kit' })).toBeVisible();
});

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1440, height: 900 },
]) {
  test(`at ${viewport.width} px, a saved address's card says so, has the focus and is in view`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const email = await newAccount(request, `address-${viewport.width}`, 'Kit');
    await saveAddresses(request, email, ['Portland', 'Salem', 'Eugene']);
    await signIn(page, email, 'Turntable-42');
    // Signed in, the page goes on (the header's account trigger is hidden at 375).
    await expect(page).not.toHaveURL(/\/sign-in$/);
    await page.goto('/address-book');
    const cards = page.getByRole('list', { name: 'Address Book' }).getByRole('listitem');
    await expect(cards).toHaveCount(3);
    await page.getByRole('button', { name: 'Add an Address' }).click();
    await page.getByLabel(/First Name/).fill('Kit');
    await page.getByLabel(/Last Name/).fill('Rowe');
    await page.getByLabel(/^Street Address \*/).fill('77 Mission St');
    await page.getByLabel(/City/).fill('San Francisco');
    await page.getByLabel(/State/).selectOption({ label: 'California' });
    await page.getByLabel(/ZIP Code/).fill('94105');
    await page.getByLabel(/Phone Number/).fill('415-555-0177');
    await page.getByRole('button', { name: 'Save Address' }).click();

    const saved = page.getByText('The address has been saved.');
    await expect(saved).toBeFocused();
    const card = cards.filter({ has: saved });
    await expect(card).toContainText('77 Mission St');
    await expect(card).toBeInViewport({ ratio: 1 });
    await expectNoSeriousA11yViolations(page);
  });
}

test('at 375 px, a colour goes to the wish list with the product and comes back to the cart in it; a product saved without one gets it there', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const email = await newAccount(request, 'wishlist', 'Jo');
  await signIn(page, email, 'Turntable-42');
  await expect(page).not.toHaveURL(/\/sign-in$/);

  // The product page's heart saves the colour chosen.
  await page.goto('/cruiser-deluxe.html');
  await expect(page.getByRole('heading', { level: 1, name: 'Cruiser Deluxe' })).toBeVisible();
  const colors = page.getByRole('group', { name: /^Color/ });
  await colors.getByTitle('Turquoise').click();
  await expect(colors.getByRole('radio', { name: 'Turquoise' })).toBeChecked();
  await page.getByRole('button', { name: 'Add Cruiser Deluxe to the wish list' }).click();
  await expect(
    page.getByRole('button', { name: 'Remove Cruiser Deluxe from the wish list' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(/Could not find a product/)).toHaveCount(0);

  // A tile's heart saves a product with options without them.
  await page.goto('/record-players.html');
  const tile = page.getByRole('article', { name: 'Cruiser Classic' });
  await tile.getByRole('button', { name: 'Add Cruiser Classic to the wish list' }).click();
  await expect(tile.getByRole('button', { name: 'Remove Cruiser Classic from the wish list' })).toBeVisible();

  await page.goto('/wishlist');
  const list = page.getByRole('list', { name: 'Wish List' });
  const deluxe = list.getByRole('listitem').filter({ hasText: 'Cruiser Deluxe' });
  await expect(deluxe.getByText('Turquoise')).toBeVisible();
  await expect(deluxe.getByRole('link', { name: 'Cruiser Deluxe' })).toHaveAttribute(
    'href',
    /\/cruiser-deluxe\.html\?color=\d+$/,
  );
  const classic = list.getByRole('listitem').filter({ hasText: 'Cruiser Classic' });
  const color = classic.getByRole('combobox', { name: 'Color' });
  await expect(color).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await deluxe.getByRole('button', { name: 'Add to Cart: Cruiser Deluxe, Turquoise' }).click();
  await expect(page.getByText('Cruiser Deluxe was added to your cart.')).toBeFocused();

  await classic.getByRole('button', { name: 'Add to Cart: Cruiser Classic' }).click();
  await expect(classic.getByText('Choose Color first.')).toBeVisible();
  await expect(color).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await color.selectOption({ label: 'Cream' });
  await classic.getByRole('button', { name: 'Add to Cart: Cruiser Classic' }).click();
  await expect(page.getByText('Cruiser Classic was added to your cart.')).toBeFocused();
  await expect(page.getByText('There are currently no items in your wish list.')).toBeVisible();

  await page.goto('/cart');
  await expect(page.getByText('Turquoise')).toBeVisible();
  await expect(page.getByText('Cream')).toBeVisible();
});

test('at 375 px: Forgot Password answers any email alike; an email that has an account gets Sign In and Forgot Password; a refused sign-in takes the focus', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const email = await newAccount(request, 'messages', 'Lee');
  const neutral = (address: string) =>
    `If there is an account associated with ${address} you will receive an email with a link to change your password.`;
  for (const address of [email, `nobody-${Date.now()}@example.com`]) {
    await page.goto('/forgot-password');
    await page
      .locator('main')
      .getByLabel(/Email Address/)
      .fill(address);
    await page.locator('main').getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText(neutral(address))).toBeFocused();
  }

  await page.goto('/create-account');
  const main = page.locator('main');
  await main.getByLabel(/First Name/).fill('Lee');
  await main.getByLabel(/Last Name/).fill('Rowe');
  await main.getByLabel(/Email Address/).fill(email);
  await main.getByLabel(/^Password/).fill('Another-Pass-9');
  await main.getByRole('button', { name: 'Create an Account' }).click();
  const exists = main.getByRole('alert').filter({ hasText: `There is already an account with ${email}.` });
  await expect(exists).toBeFocused();
  await expect(exists.getByRole('link', { name: 'Forgot Password?' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await exists.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  // The address changes before the new page replaces the old one (its code may still be loading):
  // the create-account form, with the same email, is on screen until then.
  await expect(main.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  await expect(main.getByLabel(/Email Address/)).toHaveValue(email);

  await main.getByLabel(/Password/).fill('Wrong-Pass-1');
  await main.getByRole('button', { name: 'Sign In' }).click();
  const refusal = main.getByText(
    'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.',
  );
  await expect(refusal).toBeFocused();
  await main.getByLabel(/Password/).fill('');
  await main.getByRole('button', { name: 'Sign In' }).click();
  await expect(main.getByLabel(/Password/)).toHaveAccessibleDescription('Is required.');
  await expect(refusal).toHaveCount(0);
});
