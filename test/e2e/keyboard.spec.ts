/**
 * From the home page to a placed guest order with the keyboard alone (Tab, Shift+Tab, Enter,
 * Space, Escape and the arrow keys; text typed into the field that has the focus), on a laptop
 * and on a phone. At every stop the focus can be seen and is not hidden (keyboard.ts); each menu,
 * drawer, dialog and mini cart opened gives the focus back to its trigger when it closes; after a
 * link the new page's heading has the focus; and each page and open panel passes axe and the
 * 24px target size check (targetSize.ts).
 */
import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { expect, test } from './fixtures';
import { expectFocusOn, tabTo, typeIntoFocused } from './keyboard';
import { expectTargetsAtLeast24px, findTargetSizeProblems } from './targetSize';

const PRODUCT = 'Hadley Suitcase Record Player';

/** axe (WCAG 2.2 AA and best practices) and the target sizes of what the page shows now. */
async function checkPage(page: Page) {
  await expectNoSeriousA11yViolations(page);
  await expectTargetsAtLeast24px(page);
}

/** A link was followed: the new page's heading has the focus, and the page starts at its top. */
async function expectNewPage(page: Page, heading: string | RegExp) {
  const title = page.getByRole('heading', { level: 1, name: heading });
  await expect(title).toBeFocused();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
}

/** Enter on the focused control. */
async function press(page: Page, control: Locator, key = 'Enter') {
  await expect(control).toBeFocused();
  await page.keyboard.press(key);
}

/** Arrow keys through a radio group until `radio` is focused and chosen. */
async function arrowTo(page: Page, radio: Locator, max = 8) {
  for (let step = 0; step < max; step++) {
    if (await radio.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('ArrowDown');
  }
  await expectFocusOn(page, radio);
  // The first of a group is focused, not chosen, when Tab enters a group with nothing chosen.
  if (!(await radio.isChecked())) await page.keyboard.press('Space');
  await expect(radio).toBeChecked();
}

/** Checkout as a guest, from the page's first field to the confirmation. */
async function checkOutAsGuest(page: Page, email: string) {
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await checkPage(page);

  const fields: Array<[RegExp, string]> = [
    [/^Email/, email],
    [/^First Name/, 'Kai'],
    [/^Last Name/, 'Okafor'],
    [/^Street Address$/, '12 Platter Row'],
    [/^City/, 'Austin'],
  ];
  for (const [name, value] of fields) {
    const field = main.getByRole('textbox', { name });
    await tabTo(page, field);
    await typeIntoFocused(page, field, value);
  }
  // A closed select takes the typed start of an option's name.
  const state = main.getByRole('combobox', { name: /^State/ });
  await tabTo(page, state);
  await page.keyboard.type('Texas');
  await expect(state).toHaveValue('TX');
  for (const [name, value] of [
    [/^ZIP Code/, '73301'],
    [/^Phone Number/, '5125550123'],
  ] as const) {
    const field = main.getByRole('textbox', { name });
    await tabTo(page, field);
    await typeIntoFocused(page, field, value);
  }
  await checkPage(page);
  const toShipping = page.getByRole('button', { name: 'Continue to Shipping Method' });
  await tabTo(page, toShipping);
  await press(page, toShipping);

  // Each step's heading takes the focus.
  await expect(page.getByRole('heading', { name: /Shipping Method/ })).toBeFocused();
  const flatRate = page.getByRole('radio', { name: /^Flat Rate/ });
  await tabTo(page, page.getByRole('radio').first());
  await arrowTo(page, flatRate);
  await checkPage(page);
  const toPayment = page.getByRole('button', { name: 'Continue to Payment' });
  await tabTo(page, toPayment);
  await press(page, toPayment);

  await expect(page.getByRole('heading', { name: /Payment & Billing/ })).toBeFocused();
  const checkMoneyOrder = page.getByRole('radio', { name: 'Check / Money order' });
  await tabTo(page, page.getByRole('radio').first());
  await arrowTo(page, checkMoneyOrder);
  await checkPage(page);
  const toReview = page.getByRole('button', { name: 'Review Order' });
  await tabTo(page, toReview);
  await press(page, toReview);

  await expect(page.getByRole('heading', { name: /Review & Place Order/ })).toBeFocused();
  await checkPage(page);
  const placeOrder = page.getByRole('button', { name: 'Place Order' });
  await tabTo(page, placeOrder);
  await press(page, placeOrder);

  const thanks = page.getByRole('heading', { level: 1, name: 'Thank you for your order!' });
  await expect(thanks).toBeFocused();
  await expect(page.getByText(/^Order number: \d+$/)).toBeVisible();
  await expect(main.getByText('12 Platter Row')).toBeVisible();
  await expect(main.getByText('Check / Money order')).toBeVisible();
  // The order's status page, then the guest's offer to create an account, are the next stops.
  await tabTo(page, main.getByRole('link', { name: 'Check Order Status' }), { max: 1 });
  await tabTo(page, main.getByRole('link', { name: 'Create an Account' }), { max: 1 });
  await checkPage(page);
}

/** Waits until the element's animations and transitions (a drawer sliding in) have finished. */
async function settled(element: Locator) {
  await element.evaluate((node) =>
    Promise.all(
      node
        .getAnimations({ subtree: true })
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished),
    ),
  );
}

test.describe('keyboard only', () => {
  test.setTimeout(180_000);

  test('the target size check finds small targets and allows the exceptions', async ({ page }) => {
    await page.setContent(`
      <main>
        <p>Read <a href="#terms">the terms</a> before you order.</p>
        <div><button style="width:16px;height:16px;padding:0">A</button></div>
        <div style="margin-top:40px"><a href="#alone" style="display:block;width:60px;height:20px">Alone</a></div>
        <label style="display:block;margin-top:40px"><input type="checkbox"> A native checkbox</label>
        <div style="position:relative;margin-top:40px">
          <button style="width:16px;height:16px;padding:0">Covered</button>
          <div style="position:absolute;inset:0;background:#000"></div>
        </div>
      </main>`);
    expect(await findTargetSizeProblems(page)).toEqual([
      { target: '<button> "A"', width: 16, height: 16 },
      { target: '<a> "Alone"', width: 60, height: 20 },
    ]);
  });

  test('on a laptop: menus and the mini cart, then a guest order', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Made for the way you listen' })).toBeVisible();
    const header = page.getByRole('banner');

    // The first stop is the skip link, shown while it has the focus.
    await tabTo(page, page.getByRole('button', { name: 'Skip to content' }), { max: 1 });

    // The currency menu: opened and closed from the keyboard, focus back on its trigger.
    const currency = header.getByRole('button', { name: 'Currency: USD' });
    await tabTo(page, currency);
    await press(page, currency);
    await expect(currency).toHaveAttribute('aria-expanded', 'true');
    await tabTo(page, header.getByRole('button', { name: /USD/ }).last(), { max: 1 });
    await checkPage(page);
    await page.keyboard.press('Escape');
    await expectFocusOn(page, currency);
    await expect(currency).toHaveAttribute('aria-expanded', 'false');

    // The mega menu: into a submenu with the arrows, out with Escape, then to a category.
    const recordPlayers = page.getByRole('menuitem', { name: 'Record Players', exact: true });
    await tabTo(page, recordPlayers);
    await page.keyboard.press('ArrowDown');
    await expectFocusOn(page, page.getByRole('menuitem', { name: 'Cruiser Collection' }));
    await checkPage(page);
    await page.keyboard.press('Escape');
    await expectFocusOn(page, recordPlayers);
    await expect(page.getByRole('menu', { name: 'Record Players' })).toBeHidden();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const suitcase = page.getByRole('menuitem', { name: 'Suitcase Players' });
    await expectFocusOn(page, suitcase);
    await press(page, suitcase);

    // The category: the sort menu, then the product's tile.
    await expectNewPage(page, 'Suitcase Players');
    await checkPage(page);
    const sort = page.getByRole('button', { name: /^Sort by: Position/ });
    await tabTo(page, sort);
    await press(page, sort);
    await expect(page.getByRole('listbox', { name: 'Sort products by' })).toBeVisible();
    await checkPage(page);
    await page.keyboard.press('Escape');
    await expectFocusOn(page, sort);
    await expect(page.getByRole('listbox')).toBeHidden();
    const tile = page
      .getByRole('list', { name: 'Products' })
      .getByRole('link', { name: new RegExp(`^${PRODUCT}`) });
    await tabTo(page, tile);
    await press(page, tile);

    // The product: added to the cart, the focus staying on the button.
    await expectNewPage(page, PRODUCT);
    await checkPage(page);
    const addToCart = page.getByRole('button', { name: 'Add to Cart', exact: true });
    await tabTo(page, addToCart);
    await press(page, addToCart);
    await expect(page.getByText(`Added ${PRODUCT} to your cart.`).first()).toBeVisible();
    await expectFocusOn(page, addToCart);
    await checkPage(page);

    // The mini cart: opened, closed with Escape (focus back on the trigger), opened again to check out.
    const cartButton = header.getByRole('button', { name: 'Shopping cart, 1 item' });
    await tabTo(page, cartButton, { backwards: true });
    await press(page, cartButton);
    const miniCart = page.getByRole('region', { name: /^Your cart/ });
    await expect(miniCart).toBeVisible();
    await tabTo(page, miniCart.getByRole('link', { name: PRODUCT }));
    await checkPage(page);
    await page.keyboard.press('Escape');
    await expectFocusOn(page, cartButton);
    await expect(miniCart).toBeHidden();
    await press(page, cartButton);
    const checkout = page.getByRole('region', { name: /^Your cart/ }).getByRole('link', { name: 'Checkout' });
    await tabTo(page, checkout);
    await press(page, checkout);

    await expectNewPage(page, 'Checkout');
    await checkOutAsGuest(page, `kai.laptop.${Date.now()}@example.com`);
  });

  test('on a phone: the drawer, the filters dialog, the cart page, then a guest order', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Made for the way you listen' })).toBeVisible();

    // The drawer: focus moves in, stays in, and returns to the menu button when it closes.
    const menuButton = page.getByRole('button', { name: 'Open the main menu' });
    await tabTo(page, menuButton);
    await press(page, menuButton);
    // The drawer is named by the title of the view it shows.
    const drawer = page.getByRole('dialog');
    await expect(drawer).toHaveAccessibleName('Main Menu');
    await expectFocusOn(page, drawer.getByRole('button', { name: 'Close the menu' }));
    await settled(drawer);
    await checkPage(page);
    // Tab wraps around inside the open drawer: back to where it started.
    await tabTo(page, drawer.getByRole('button', { name: 'Close the menu' }), { max: 30 });
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expectFocusOn(page, menuButton);

    await press(page, menuButton);
    // Once it has slid in: a stop is checked for being on screen.
    await expectFocusOn(page, drawer.getByRole('button', { name: 'Close the menu' }));
    await settled(drawer);
    const recordPlayers = drawer.getByRole('button', { name: 'Record Players' });
    await tabTo(page, recordPlayers);
    await press(page, recordPlayers);
    await expect(drawer.getByRole('heading', { name: 'Record Players' })).toBeFocused();
    await checkPage(page);
    const suitcase = drawer.getByRole('link', { name: 'Suitcase Players' });
    await tabTo(page, suitcase);
    await press(page, suitcase);
    await expect(drawer).toBeHidden();

    // The category: the filters dialog opens and closes from the keyboard.
    await expectNewPage(page, 'Suitcase Players');
    await checkPage(page);
    const filter = page.getByRole('button', { name: /^Filter/ });
    await tabTo(page, filter);
    await press(page, filter);
    const filters = page.getByRole('dialog', { name: 'Filters' });
    await expect(filters).toBeVisible();
    await expect(filters.locator(':focus')).toHaveCount(1);
    await checkPage(page);
    await page.keyboard.press('Escape');
    await expect(filters).toBeHidden();
    await expectFocusOn(page, filter);
    const tile = page
      .getByRole('list', { name: 'Products' })
      .getByRole('link', { name: new RegExp(`^${PRODUCT}`) });
    await tabTo(page, tile);
    await press(page, tile);

    // The product, into the cart with Space this time.
    await expectNewPage(page, PRODUCT);
    await checkPage(page);
    const addToCart = page.getByRole('button', { name: 'Add to Cart', exact: true });
    await tabTo(page, addToCart);
    await press(page, addToCart, 'Space');
    await expect(page.getByText(`Added ${PRODUCT} to your cart.`).first()).toBeVisible();
    await expectFocusOn(page, addToCart);
    await checkPage(page);

    // Below 960px the cart trigger is a link to the cart page.
    const cartLink = page.getByRole('banner').getByRole('link', { name: 'Shopping cart, 1 item' });
    await tabTo(page, cartLink, { backwards: true });
    await press(page, cartLink);
    await expectNewPage(page, 'Shopping Cart');
    await checkPage(page);
    const proceed = page.getByRole('link', { name: 'Proceed to Checkout' });
    await tabTo(page, proceed);
    await press(page, proceed);

    await expectNewPage(page, 'Checkout');
    await checkOutAsGuest(page, `kai.phone.${Date.now()}@example.com`);
  });
});
