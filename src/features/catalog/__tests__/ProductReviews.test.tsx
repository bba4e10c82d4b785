import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { setReviewSettings } from '../../../../test/backend';
import { demoToken, freshStart, renderAccount } from '../../account/__tests__/accountTestUtils';
import { CATALOG_TIMEOUT, jsonLd } from './catalogTestUtils';

jest.setTimeout(40_000);

beforeEach(() => {
  document.head.innerHTML = '';
});

const reviewsSection = () => screen.findByRole('region', { name: 'Reviews' }, { timeout: CATALOG_TIMEOUT });
const reviewForm = () =>
  screen.findByRole('region', { name: 'Write a review' }, { timeout: CATALOG_TIMEOUT });

/** Picks `stars` for the rating criterion `name` (a radio group of 1-5). */
async function rate(user: UserEvent, name: string, stars: number) {
  const group = screen.getByRole('group', { name: new RegExp(`^${name}`) });
  await user.click(within(group).getByRole('radio', { name: stars === 1 ? '1 star' : `${stars} stars` }));
}

describe('product reviews on the product page', () => {
  it('shows the rating by the name, the reviews newest first, more on demand, and the JSON-LD rating', async () => {
    const backend = freshStart();
    const { user } = renderAccount('/cruiser-deluxe.html', { backend });
    await screen.findByRole('heading', { level: 1, name: 'Cruiser Deluxe' }, { timeout: CATALOG_TIMEOUT });
    // Seven approved reviews (one pending is not counted).
    const link = screen.getByRole('link', { name: /^Rated 4\.3 out of 5 7 reviews$/ });
    expect(link).toHaveAttribute('href', '#reviews');

    const section = within(await reviewsSection());
    expect(await section.findByText('4.3 out of 5 · 7 reviews')).toBeInTheDocument();
    const titles = async () =>
      (await section.findAllByRole('heading', { level: 3 }))
        .map((heading) => heading.textContent)
        .filter((text) => text !== 'Write a review');
    await waitFor(async () => expect(await titles()).toHaveLength(5));
    expect((await titles())[0]).toBe('Headphone jack is handy');
    expect(section.queryByText('Arrived with a scratched lid')).not.toBeInTheDocument();
    const first = within(section.getByRole('article', { name: 'Headphone jack is handy' }));
    expect(first.getByText('Owen')).toBeInTheDocument();
    expect(first.getByText('September 1, 2025')).toBeInTheDocument();
    expect(first.getByText('Quality')).toBeInTheDocument();
    expect(first.getAllByRole('img', { name: 'Rated 4 out of 5' })).toHaveLength(3);

    await user.click(section.getByRole('button', { name: 'Show more reviews' }));
    await waitFor(async () => expect(await titles()).toHaveLength(7));
    expect(section.getByRole('status')).toHaveTextContent('Showing 7 of 7 reviews');
    expect(section.queryByRole('button', { name: 'Show more reviews' })).not.toBeInTheDocument();

    await waitFor(() => {
      const product = jsonLd().find((entry) => entry['@type'] === 'Product')!;
      expect(product.aggregateRating).toEqual({
        '@type': 'AggregateRating',
        ratingValue: 4.3,
        reviewCount: 7,
        bestRating: 5,
        worstRating: 1,
      });
      expect(product.review).toHaveLength(3);
    });
    const product = jsonLd().find((entry) => entry['@type'] === 'Product')!;
    expect((product.review as Array<Record<string, unknown>>)[0]).toEqual({
      '@type': 'Review',
      author: { '@type': 'Person', name: 'Owen' },
      datePublished: '2025-09-01',
      name: 'Headphone jack is handy',
      reviewBody: 'Late-night listening with headphones is the feature I did not know I wanted.',
      reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
    });
  });

  it('checks the form, sends the review and thanks the shopper: it waits for moderation', async () => {
    const backend = freshStart();
    const { user } = renderAccount('/cruiser-classic.html', { backend });
    const form = within(await reviewForm());
    await user.click(await form.findByRole('button', { name: 'Submit Review' }));
    // Every criterion and field is required; focus goes to the first left out.
    expect(form.getAllByText('Please select one of each of the ratings above.')).toHaveLength(3);
    expect(form.getAllByText('Is required.')).toHaveLength(3);
    expect(document.activeElement).toBe(
      within(form.getByRole('group', { name: /^Quality/ })).getAllByRole('radio')[0],
    );

    await rate(user, 'Quality', 5);
    await rate(user, 'Value', 4);
    await rate(user, 'Price', 3);
    expect(form.queryByText('Please select one of each of the ratings above.')).not.toBeInTheDocument();
    await user.type(form.getByRole('textbox', { name: 'Nickname' }), 'Rowan');
    await user.type(form.getByRole('textbox', { name: 'Summary' }), 'Plays everything I own');
    await user.type(form.getByRole('textbox', { name: 'Review' }), 'From 33s to old 78s, no trouble.');
    await user.click(form.getByRole('button', { name: 'Submit Review' }));

    expect(
      await form.findByText(
        'Thank you for your review. It will appear here once it has been checked by our team.',
      ),
    ).toBeInTheDocument();
    const kept = backend.reviews.items.find((review) => review.nickname === 'Rowan')!;
    expect(kept).toMatchObject({ sku: 'SS-CR-8001', status: 'pending', title: 'Plays everything I own' });
    expect(kept.votes).toEqual([
      { rating_id: 1, option_id: 5 },
      { rating_id: 2, option_id: 9 },
      { rating_id: 3, option_id: 13 },
    ]);
    // Pending: not listed.
    const section = within(await reviewsSection());
    expect(section.queryByText('Plays everything I own')).not.toBeInTheDocument();
  });

  it('starts the nickname with the signed-in customer’s first name', async () => {
    const backend = freshStart();
    const token = demoToken(backend);
    renderAccount('/cruiser-classic.html', { backend, token });
    const form = within(await reviewForm());
    await waitFor(() => expect(form.getByRole('textbox', { name: 'Nickname' })).toHaveValue('Morgan'));
  });

  it('asks a guest to sign in when the store does not let guests write reviews', async () => {
    const backend = freshStart();
    setReviewSettings({ allowGuests: false }, backend);
    renderAccount('/cruiser-classic.html', { backend });
    const region = within(await reviewForm());
    expect(await region.findByText(/Only registered users can write reviews/)).toBeInTheDocument();
    expect(region.getByRole('link', { name: 'sign in' })).toHaveAttribute('href', '/sign-in');
    expect(region.queryByRole('button', { name: 'Submit Review' })).not.toBeInTheDocument();
  });

  it('shows Magento’s refusal as it comes', async () => {
    const backend = freshStart();
    const { user } = renderAccount('/cruiser-classic.html', { backend });
    const form = within(await reviewForm());
    await form.findByRole('button', { name: 'Submit Review' });
    // The store stops taking guests' reviews after the form was shown.
    setReviewSettings({ allowGuests: false }, backend);
    await rate(user, 'Quality', 2);
    await rate(user, 'Value', 2);
    await rate(user, 'Price', 2);
    await user.type(form.getByRole('textbox', { name: 'Nickname' }), 'Guest');
    await user.type(form.getByRole('textbox', { name: 'Summary' }), 'Hmm');
    await user.type(form.getByRole('textbox', { name: 'Review' }), 'Text');
    await user.click(form.getByRole('button', { name: 'Submit Review' }));
    expect(await form.findByRole('alert')).toHaveTextContent(
      "Guest customers aren't allowed to add product reviews.",
    );
    expect(backend.reviews.items.some((review) => review.nickname === 'Guest')).toBe(false);
  });

  it('shows no reviews section when the store has reviews off', async () => {
    const backend = freshStart();
    setReviewSettings({ enabled: false }, backend);
    renderAccount('/cruiser-deluxe.html', { backend });
    await screen.findByRole('heading', { level: 1, name: 'Cruiser Deluxe' }, { timeout: CATALOG_TIMEOUT });
    expect(screen.queryByRole('link', { name: /^Rated/ })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Reviews' })).not.toBeInTheDocument());
  });

  it('shows stars and count on tiles of reviewed products only', async () => {
    const backend = freshStart();
    renderAccount('/record-players/cruiser.html', { backend });
    const tile = await screen.findByRole('article', { name: 'Cruiser Deluxe' }, { timeout: CATALOG_TIMEOUT });
    expect(within(tile).getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeInTheDocument();
    expect(within(tile).getByText('7 reviews')).toBeInTheDocument();
  });
});
