import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { expect, expectImagesInViewLoaded, SET_UP_HEADERS, test } from './fixtures';

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

const productJsonLd = async (page: Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents())
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((entry) => entry['@type'] === 'Product');

test.describe('reviews journey', () => {
  // Two pages, a reload and five accessibility scans: over a minute on a busy two-core machine.
  test.setTimeout(120_000);

  test('read a product’s reviews, write one, and see it once approved', async ({ page, request }) => {
    const errors = collectErrors(page);
    const nickname = `Rowan ${Date.now().toString(36)}`;
    await page.goto('/record-players/cruiser.html');
    await expect(page.getByRole('heading', { level: 1, name: 'Cruiser Collection' })).toBeVisible();
    const gallery = page.getByRole('list', { name: 'Products' });
    // Tiles of reviewed products show their stars and count.
    const tile = gallery.getByRole('article', { name: 'Cruiser Classic' });
    await expect(tile.getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeVisible();
    await expect(tile.getByText('3 reviews')).toBeVisible();
    await expectImagesInViewLoaded(page, { atLeast: 1 });
    await expectNoSeriousA11yViolations(page);
    await tile.getByRole('link').click();

    await expect(page.getByRole('heading', { level: 1, name: 'Cruiser Classic' })).toBeVisible();
    // The rating by the name leads to the reviews.
    await page.getByRole('link', { name: 'Rated 4.3 out of 5 3 reviews' }).click();
    const reviews = page.getByRole('region', { name: 'Reviews' });
    await expect(reviews.getByRole('heading', { level: 2, name: 'Reviews' })).toBeFocused();
    await expect(reviews.getByText('4.3 out of 5 · 3 reviews')).toBeVisible();
    await expect(reviews.getByRole('article')).toHaveCount(3);
    await expect(reviews.getByRole('article').first()).toHaveAccessibleName('Fine for the price');

    // The structured data: AggregateRating on a 5 scale, and the reviews.
    await expect
      .poll(async () => (await productJsonLd(page))?.aggregateRating)
      .toEqual({
        '@type': 'AggregateRating',
        ratingValue: 4.3,
        reviewCount: 3,
        bestRating: 5,
        worstRating: 1,
      });
    await expect
      .poll(async () => ((await productJsonLd(page))?.review as unknown[] | undefined)?.length)
      .toBe(3);

    // Write a review: the form checks every criterion and field first.
    const form = page.getByRole('region', { name: 'Write a review' });
    await form.getByRole('button', { name: 'Submit Review' }).click();
    await expect(form.getByText('Please select one of each of the ratings above.')).toHaveCount(3);
    await expect(form.getByText('Is required.')).toHaveCount(3);
    await expectNoSeriousA11yViolations(page);
    for (const [criterion, stars] of [
      ['Quality', '5 stars'],
      ['Value', '4 stars'],
      ['Price', '5 stars'],
    ] as const) {
      await form
        .getByRole('group', { name: new RegExp(`^${criterion}`) })
        .getByText(stars, { exact: true })
        // The star the shopper clicks: the radio's label.
        .locator('xpath=ancestor::label')
        .click();
      await expect(
        form.getByRole('group', { name: new RegExp(`^${criterion}`) }).getByRole('radio', { name: stars }),
      ).toBeChecked();
    }
    await form.getByRole('textbox', { name: 'Nickname' }).fill(nickname);
    await form.getByRole('textbox', { name: 'Summary' }).fill('Spins everything I own');
    await form.getByRole('textbox', { name: 'Review' }).fill('From new pressings to my dad’s old 45s.');
    await form.getByRole('button', { name: 'Submit Review' }).click();
    const thanks = form.getByRole('status');
    await expect(thanks).toHaveText(
      'Thank you for your review. It will appear here once it has been checked by our team.',
    );
    await expect(thanks).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    // Waiting for moderation: not listed yet.
    await expect(reviews.getByRole('article', { name: 'Spins everything I own' })).toHaveCount(0);

    // A moderator approves it; after a reload it is the newest review, and it counts.
    const approved = await request.post('/rest/V1/mock-moderation/reviews/approve', {
      headers: SET_UP_HEADERS,
      data: { sku: 'SS-CR-8001', nickname },
    });
    expect(await approved.json()).toBe(1);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Cruiser Classic' })).toBeVisible();
    const section = page.getByRole('region', { name: 'Reviews' });
    await section.scrollIntoViewIfNeeded();
    const newest = section.getByRole('article').first();
    await expect(newest).toHaveAccessibleName('Spins everything I own');
    await expect(section.getByRole('article')).toHaveCount(4);
    // The rating by the name follows the reviews' answer.
    await expect(page.getByRole('link', { name: /^Rated [\d.]+ out of 5 4 reviews$/ })).toBeVisible();
    await expect(newest.getByText(nickname)).toBeVisible();
    await expect
      .poll(async () => (await productJsonLd(page))?.aggregateRating)
      .toMatchObject({ reviewCount: 4 });
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  });
});
