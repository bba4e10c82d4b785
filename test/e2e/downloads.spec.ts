import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { expect, test } from './fixtures';

const DEMO = { email: 'morgan.reyes@example.com', password: 'Spindle-Demo1' };

test.use({ viewport: { width: 1280, height: 900 } });

async function signIn(page: Page) {
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  const form = page.locator('main');
  await form.getByLabel(/Email Address/).fill(DEMO.email);
  await form.getByLabel(/Password/).fill(DEMO.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/\/sign-in$/);
}

test('a customer finds a digital album, plays a sample, buys tracks without a shipping step and sees the download', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);

  // From search to the album's page.
  await page.goto('/search.html?query=digital%20album');
  await page
    .getByRole('link', { name: /^Midnight Spindle Sessions - Digital Album/ })
    .first()
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Midnight Spindle Sessions - Digital Album' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A track's sample plays from the storefront's own origin (the policy allows it).
  const sample = page.getByLabel('Sample of Track 1: Blue Hour');
  await sample.evaluate((audio: HTMLAudioElement) => {
    audio.muted = true;
    return audio.play().catch(() => audio.load());
  });
  await expect
    .poll(() => sample.evaluate((audio: HTMLAudioElement) => audio.readyState), { timeout: 10_000 })
    .toBeGreaterThanOrEqual(1);

  const tracks = page.getByRole('group', { name: 'Tracks' });
  await tracks.getByRole('checkbox', { name: /Track 1: Blue Hour/ }).check();
  await tracks.getByRole('checkbox', { name: /Track 2: Needle Drop/ }).check();
  await expect(page.getByText('Your choice: $2.58')).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added Midnight Spindle Sessions - Digital Album to your cart.')).toBeVisible();

  // Checkout: no shipping steps, billing and payment first.
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  const main = page.getByRole('main');
  await main.getByRole('radio', { name: 'Check / Money order' }).check();
  await expect(main.getByRole('button', { name: 'Continue to Shipping Method' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await main.getByRole('button', { name: 'Review Order' }).click();
  await main.getByRole('button', { name: /^Place Order/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();
  const number = ((await page.getByText(/^Order number: /).textContent()) ?? '').replace(
    'Order number: ',
    '',
  );
  expect(number).toMatch(/^\d+$/);
  await expect(page.getByText('Bill to')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The account's downloads list the two tracks, waiting for the invoice.
  await page.goto('/downloads');
  await expect(page.getByRole('heading', { level: 1, name: 'My Downloads' })).toBeVisible();
  const rows = page.getByRole('row').filter({ hasText: number.padStart(9, '0') });
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('Available once your order is invoiced');
  await expect(page.getByRole('row').filter({ hasText: 'Track 2: Needle Drop' })).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
});
