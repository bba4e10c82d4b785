import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './axe';

/** The widths the shell is checked at: phone, tablet, laptop, desktop. */
const WIDTHS = [375, 768, 1280, 1440];

function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The rightmost edge of anything inside the header and the footer: nothing may stick out. */
async function shellOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const parts = [...document.querySelectorAll('header *, footer *')];
    const right = Math.max(...parts.map((element) => element.getBoundingClientRect().right));
    return right - document.documentElement.clientWidth;
  });
}

async function openHome(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Made for the way you listen' })).toBeVisible();
}

for (const width of WIDTHS) {
  test.describe(`shell at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('header: logo, menu, search, cart, account and currency', async ({ page }) => {
      const errors = collectPageErrors(page);
      await openHome(page);
      const header = page.locator('header').first();
      const home = header.getByRole('link', { name: 'Spindle & Stylus home' });
      await expect(home).toBeVisible();
      // The 5rem bar, never wider than 1440px.
      const bar = await home.evaluate((link) => link.parentElement!.parentElement!.getBoundingClientRect());
      expect(Math.round(bar.height)).toBe(80);
      expect(bar.width).toBeLessThanOrEqual(1440);
      await expect(header.getByText('Free shipping on orders over $75 · 30-day returns')).toBeVisible();
      // The footer's content renders as the shopper scrolls near it.
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await expect(page.getByRole('contentinfo').getByRole('navigation', { name: 'Footer' })).toBeAttached();
      expect(await shellOverflow(page)).toBeLessThanOrEqual(0);

      const menubar = page.getByRole('menubar', { name: 'Shop by category' });
      const menuButton = page.getByRole('button', { name: 'Open the main menu' });
      const account = header.getByRole('button', { name: 'Sign In' });
      if (width >= 1200) {
        await expect(menubar).toBeVisible();
        await expect(menuButton).toBeHidden();
        await page.getByRole('menuitem', { name: 'Record Players' }).hover();
        await expect(page.getByRole('menu', { name: 'Record Players' })).toBeVisible();
        const menu = page.getByRole('navigation', { name: 'Shop by category' });
        await expect(menu.getByRole('link', { name: 'Shop the Cruiser' })).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        // Keyboard: into the submenu, along it, and out with Escape.
        await page.getByRole('menuitem', { name: 'Speakers' }).focus();
        await page.keyboard.press('ArrowDown');
        await expect(page.getByRole('menuitem', { name: 'Bookshelf Speakers' })).toBeFocused();
        await page.keyboard.press('End');
        await expect(page.getByRole('menuitem', { name: 'Radios' })).toBeFocused();
        await page.keyboard.press('Escape');
        await expect(page.getByRole('menuitem', { name: 'Speakers' })).toBeFocused();
        await expect(page.getByRole('menu', { name: 'Speakers' })).toBeHidden();
        await page.mouse.move(width / 2, 600);

        await account.click();
        await expect(page.getByRole('link', { name: 'Create an Account' })).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        await page.keyboard.press('Escape');
      } else {
        await expect(menubar).toBeHidden();
        await expect(menuButton).toBeVisible();
        await expect(account).toBeHidden();
      }

      const cartLink = header.getByRole('link', { name: 'Shopping cart, no items' });
      const cartButton = header.getByRole('button', { name: 'Shopping cart, no items' });
      if (width >= 960) {
        await expect(cartLink).toBeHidden();
        await cartButton.click();
        await expect(page.getByText('There are no items in your cart.')).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        await page.getByRole('button', { name: 'Continue shopping' }).click();
      } else {
        await expect(cartButton).toBeHidden();
        await expect(cartLink).toHaveAttribute('href', '/cart');
      }

      const currency = header.getByRole('button', { name: 'Currency: USD' });
      if (width > 640) {
        await currency.click();
        await expect(page.getByRole('button', { name: 'GBP' })).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        // Prices follow the chosen currency: after the reload every request asks for EUR.
        const request = page.waitForRequest(
          (candidate) =>
            candidate.url().includes('/graphql') && candidate.headers()['content-currency'] === 'EUR',
        );
        await page.getByRole('button', { name: 'EUR' }).click();
        await request;
        await expect(header.getByRole('button', { name: 'Currency: EUR' })).toBeVisible();
      } else {
        await expect(currency).toBeHidden();
      }

      await header.getByRole('button', { name: 'Toggle search' }).click();
      // The field is the suggestions' combobox once their code is in (search.spec.ts).
      const field = header.getByRole('combobox', { name: 'Search the store' });
      await expect(field).toBeFocused();
      await expectNoSeriousA11yViolations(page);
      await field.fill('cruiser');
      await field.press('Enter');
      await expect(page).toHaveURL(/\/search\.html\?query=cruiser$/);
      await expect(field).toBeHidden();
      expect(errors).toEqual([]);
    });

    test('navigation drawer: category tree, account views, focus and Escape', async ({ page }) => {
      test.skip(width >= 1200, 'the mega menu replaces the drawer’s menu button from 1200px');
      const errors = collectPageErrors(page);
      await openHome(page);
      const menuButton = page.getByRole('button', { name: 'Open the main menu' });
      await menuButton.click();
      const drawer = page.getByRole('dialog');
      await expect(drawer).toHaveAccessibleName('Main Menu');
      const box = await drawer.boundingBox();
      expect(Math.round(box!.width)).toBeLessThanOrEqual(360);
      await expect(drawer.getByRole('button', { name: 'Close the menu' })).toBeFocused();
      // The switchers sit in the drawer up to 641px wide.
      await expect(drawer.getByRole('button', { name: 'Currency: USD' })).toBeVisible({
        visible: width <= 641,
      });
      await expectNoSeriousA11yViolations(page);

      await drawer.getByRole('button', { name: 'Record Players' }).click();
      await expect(drawer.getByRole('heading', { name: 'Record Players' })).toBeVisible();
      await drawer.getByRole('button', { name: 'Hi-Fi Turntables' }).click();
      await expect(drawer.getByRole('link', { name: 'Belt Drive' })).toBeVisible();
      await drawer.getByRole('button', { name: 'Back' }).click();
      await expect(drawer.getByRole('heading', { name: 'Record Players' })).toBeVisible();

      await drawer.getByRole('button', { name: 'Sign In' }).click();
      await expect(drawer.getByRole('textbox', { name: /Email Address/ })).toBeVisible();
      await expect(drawer.getByLabel(/Password/)).toHaveAttribute('type', 'password');
      await expectNoSeriousA11yViolations(page);
      await drawer.getByRole('button', { name: 'Create an Account' }).click();
      await expect(drawer.getByRole('heading', { name: 'Create Account' })).toBeVisible();
      await drawer.getByRole('button', { name: 'Back' }).click();
      await drawer.getByRole('button', { name: 'Back' }).click();
      await expect(drawer.getByRole('heading', { name: 'Record Players' })).toBeVisible();

      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
      await expect(menuButton).toBeFocused();

      // A leaf link navigates and closes the drawer.
      await menuButton.click();
      await page.getByRole('dialog').getByRole('button', { name: 'Headphones' }).click();
      await page.getByRole('dialog').getByRole('link', { name: 'Over-Ear' }).click();
      await expect(page).toHaveURL(/\/headphones\/over-ear\.html$/);
      await expect(page.getByRole('dialog')).toBeHidden();
      expect(errors).toEqual([]);
    });

    test('footer: columns, newsletter, social links and scroll to top', async ({ page }) => {
      const errors = collectPageErrors(page);
      await openHome(page);
      const footer = page.getByRole('contentinfo');
      await footer.scrollIntoViewIfNeeded();
      const columns = footer.getByRole('navigation', { name: 'Footer' });
      if (width < 768) {
        const help = columns.getByRole('button', { name: 'Help' });
        await expect(help).toHaveAttribute('aria-expanded', 'false');
        await expect(columns.getByRole('link', { name: 'Order Status' })).toBeHidden();
        await help.click();
        await expect(columns.getByRole('link', { name: 'Order Status' })).toBeVisible();
      } else {
        await expect(columns.getByRole('button')).toHaveCount(0);
        await expect(columns.getByRole('link', { name: 'Order Status' })).toBeVisible();
      }
      await expect(footer.getByRole('link', { name: 'Spindle & Stylus on Instagram' })).toBeVisible();
      await expect(footer.getByText('© Spindle & Stylus. All rights reserved.')).toBeVisible();
      await expect(footer.getByRole('link', { name: 'Terms of Use' }).last()).toHaveAttribute(
        'href',
        '/terms-of-use',
      );

      const email = footer.getByRole('textbox', { name: 'Email address' });
      await email.fill('not-an-email');
      await footer.getByRole('button', { name: 'Subscribe' }).click();
      await expect(
        footer.getByText('Please enter a valid email address (Ex: johndoe@domain.com).'),
      ).toBeVisible();
      await email.fill(`listener-${width}-${Date.now()}@example.com`);
      await footer.getByRole('button', { name: 'Subscribe' }).click();
      await expect(
        page.getByText('Thanks for subscribing! Check your inbox for savings, announcements and more.'),
      ).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      const toTop = page.getByRole('button', { name: 'Back to top' });
      await expect(toTop).toBeVisible();
      await toTop.click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expect(toTop).toBeHidden();
      await expect(page.getByRole('link', { name: 'Spindle & Stylus home' }).first()).toBeFocused();
      expect(errors).toEqual([]);
    });
  });
}

test('on a phone nothing floats over the product page’s Add to Cart, at any scroll position', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/hadley-suitcase-record-player.html');
  const add = page.getByRole('button', { name: 'Add to Cart' });
  await expect(add).toBeVisible();
  const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < pageHeight; y += 200) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    // What a tap at the button's centre reaches, wherever the button is on the screen.
    const covered = await add.evaluate((button) => {
      const box = button.getBoundingClientRect();
      if (box.bottom <= 0 || box.top >= window.innerHeight) return null;
      for (const [x, yy] of [
        [box.left + box.width / 2, box.top + box.height / 2],
        [box.right - 4, box.bottom - 4],
      ] as const) {
        const hit = document.elementFromPoint(x, Math.min(yy, window.innerHeight - 1));
        if (hit && !button.contains(hit)) return hit.outerHTML.slice(0, 120);
      }
      return null;
    });
    expect(covered, `something covers Add to Cart at scroll ${y}`).toBeNull();
  }
});
