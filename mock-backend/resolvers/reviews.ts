/**
 * Reviews domain, answered as Magento 2.4.8's ReviewGraphQl module answers:
 * - products' `rating_summary` (0-100), `review_count` and `reviews(pageSize, currentPage)`: the
 *   approved reviews of the product in the request's store view, newest first;
 * - `productReviewRatingsMetadata`: the active ratings by position, ids base64-encoded;
 * - `createProductReview`: refused while reviews are off or to guests when the store does not let
 *   them write; an unknown sku is "Could not find a product with SKU"; the review is stored
 *   pending, so it is neither shown nor counted until a moderator approves it.
 * With reviews switched off, products answer 0 and no reviews, and the metadata no ratings.
 */
import type { BackendContext, Resolver, Resolvers } from '../context';
import { ratings as seedRatings, type ReviewRecord, type SeedRating } from '../data/reviews';
import type { SeedProduct } from '../data/types';
import { authorizationError, inputError, noSuchEntity } from '../errors';
import { persistState, type BackendState } from '../state';
import { toMagentoDate } from './account/orders';
import { getCatalogIndex } from './catalog/catalogIndex';
import { productNode, type ProductNode } from './catalog/nodes';
import { currentCustomer } from './customer';

const encode = (id: number) => Buffer.from(String(id)).toString('base64');
const decode = (value: string) => Buffer.from(value, 'base64').toString('utf8');

/** The rating an option id belongs to, with the option's value (1-5). */
function optionOf(optionId: number): { rating: SeedRating; value: number } | null {
  for (const rating of seedRatings) {
    const index = rating.option_ids.indexOf(optionId);
    if (index >= 0) return { rating, value: index + 1 };
  }
  return null;
}

const votesOf = (review: ReviewRecord) =>
  review.votes
    .map((vote) => optionOf(vote.option_id))
    .filter((vote): vote is { rating: SeedRating; value: number } => vote !== null)
    .sort((a, b) => a.rating.position - b.rating.position || a.rating.id - b.rating.id);

/** A review's average rating: its votes' mean value, to two decimals (0 without votes). */
function averageRating(review: ReviewRecord): number {
  const votes = votesOf(review);
  if (votes.length === 0) return 0;
  return Number((votes.reduce((sum, vote) => sum + vote.value, 0) / votes.length).toFixed(2));
}

const enabled = (state: BackendState) => state.reviews.settings.enabled;

/** The approved reviews of a product in a store view, newest first. */
function approvedReviews(ctx: BackendContext, sku: string): ReviewRecord[] {
  return ctx.state.reviews.items
    .filter(
      (review) =>
        review.status === 'approved' &&
        review.sku.toLowerCase() === sku.toLowerCase() &&
        review.stores.includes(ctx.storeView.code),
    )
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
}

/**
 * The product's rating summary as Magento aggregates it: per active rating, the approved votes'
 * mean as a percentage (value 5 = 100), rounded; then the mean of those over the ratings voted on.
 */
function ratingSummary(reviews: ReviewRecord[]): number {
  const byRating = new Map<number, number[]>();
  for (const review of reviews) {
    for (const vote of votesOf(review)) {
      if (!vote.rating.is_active) continue;
      byRating.set(vote.rating.id, [...(byRating.get(vote.rating.id) ?? []), vote.value]);
    }
  }
  if (byRating.size === 0) return 0;
  const percents = [...byRating.values()].map((values) =>
    Math.round((values.reduce((sum, value) => sum + value, 0) / values.length / 5) * 100),
  );
  return Math.round(percents.reduce((sum, percent) => sum + percent, 0) / percents.length);
}

const skuOf = (parent: ProductNode) => parent.__product.sku;

/** A review as the ProductReview type's resolvers read it. */
const reviewAnswer = (review: ReviewRecord) => ({
  __review: review,
  summary: review.title,
  text: review.detail,
  nickname: review.nickname,
  created_at: review.created_at,
});

const REVIEW_FIELDS: Record<string, Resolver> = {
  rating_summary: (parent: ProductNode, _args, ctx: BackendContext) =>
    enabled(ctx.state) ? ratingSummary(approvedReviews(ctx, skuOf(parent))) : 0,
  review_count: (parent: ProductNode, _args, ctx: BackendContext) =>
    enabled(ctx.state) ? approvedReviews(ctx, skuOf(parent)).length : 0,
  reviews: (
    parent: ProductNode,
    args: { pageSize?: number | null; currentPage?: number | null },
    ctx: BackendContext,
  ) => {
    if (!enabled(ctx.state)) return { items: [] };
    const currentPage = args.currentPage ?? 1;
    const pageSize = args.pageSize ?? 20;
    if (currentPage < 1) throw inputError('currentPage value must be greater than 0.');
    if (pageSize < 1) throw inputError('pageSize value must be greater than 0.');
    const all = approvedReviews(ctx, skuOf(parent));
    const totalPages = Math.ceil(all.length / pageSize);
    // Past the last page Magento answers the collection's last page, and current_page as an error.
    const shownPage = all.length > 0 ? Math.min(currentPage, totalPages) : 1;
    return {
      items: all.slice((shownPage - 1) * pageSize, shownPage * pageSize).map(reviewAnswer),
      page_info: {
        page_size: pageSize,
        current_page:
          currentPage > totalPages && all.length > 0
            ? inputError(
                `currentPage value ${totalPages} specified is greater than the number of pages available.`,
              )
            : currentPage,
        total_pages: totalPages,
      },
    };
  },
};

/** The product a sku names, a configurable product's child included (Magento's repository get). */
function productBySku(state: BackendState, sku: string): SeedProduct | null {
  const key = sku.toLowerCase();
  const index = getCatalogIndex(state);
  const found = index.productBySku.get(key);
  if (found) return found;
  for (const product of state.catalog.products) {
    const child = product.variants?.find((variant) => variant.sku.toLowerCase() === key);
    if (child) return { ...product, ...child, type: 'simple', variants: undefined } as SeedProduct;
  }
  return null;
}

interface CreateReviewInput {
  sku: string;
  nickname: string;
  summary: string;
  text: string;
  ratings: Array<{ id: string; value_id: string } | null>;
}

export const reviewResolvers: Resolvers = {
  Query: {
    productReviewRatingsMetadata: (_root, _args, ctx: BackendContext) => {
      if (!enabled(ctx.state)) return { items: [] };
      return {
        items: seedRatings
          .filter((rating) => rating.is_active)
          .sort((a, b) => a.position - b.position || a.id - b.id)
          .map((rating) => ({
            id: encode(rating.id),
            name: rating.code,
            values: rating.option_ids.map((optionId, index) => ({
              value_id: encode(optionId),
              value: String(index + 1),
            })),
          })),
      };
    },
  },
  Mutation: {
    createProductReview: (_root, args: { input: CreateReviewInput }, ctx: BackendContext) => {
      const { state } = ctx;
      if (!enabled(state)) {
        throw authorizationError('Creating product reviews are not currently available.');
      }
      const customer = currentCustomer(ctx);
      if (!customer && !state.reviews.settings.allow_guests) {
        throw authorizationError("Guest customers aren't allowed to add product reviews.");
      }
      const { input } = args;
      const product = productBySku(state, input.sku);
      if (!product) throw noSuchEntity(`Could not find a product with SKU "${input.sku}"`);
      const votes: ReviewRecord['votes'] = [];
      for (const rating of input.ratings) {
        if (!rating) continue;
        const ratingId = Number(decode(rating.id));
        const optionId = Number(decode(rating.value_id));
        const option = optionOf(optionId);
        // Magento writes the vote straight to the database, which refuses an unknown option: the
        // review is kept (it is saved first) and the answer is an internal error.
        if (!option || option.rating.id !== ratingId) {
          persistState();
          state.reviews.items.push(recordOf(state, input, product, customer?.id ?? null, ctx, votes));
          throw new Error(`No rating option ${rating.value_id} for rating ${rating.id}`);
        }
        votes.push({ rating_id: ratingId, option_id: optionId });
      }
      const review = recordOf(state, input, product, customer?.id ?? null, ctx, votes);
      state.reviews.items.push(review);
      persistState();
      return { review: reviewAnswer(review) };
    },
  },
  ProductReview: {
    average_rating: (parent: ReturnType<typeof reviewAnswer>) => averageRating(parent.__review),
    ratings_breakdown: (parent: ReturnType<typeof reviewAnswer>) =>
      votesOf(parent.__review).map((vote) => ({ name: vote.rating.code, value: String(vote.value) })),
    product: (parent: ReturnType<typeof reviewAnswer>, _args, ctx: BackendContext) => {
      const product = productBySku(ctx.state, parent.__review.sku);
      return product ? productNode(product) : null;
    },
  },
  SimpleProduct: REVIEW_FIELDS,
  VirtualProduct: REVIEW_FIELDS,
  ConfigurableProduct: REVIEW_FIELDS,
  BundleProduct: REVIEW_FIELDS,
  GroupedProduct: REVIEW_FIELDS,
  DownloadableProduct: REVIEW_FIELDS,
};

function recordOf(
  state: BackendState,
  input: CreateReviewInput,
  product: SeedProduct,
  customerId: number | null,
  ctx: BackendContext,
  votes: ReviewRecord['votes'],
): ReviewRecord {
  return {
    id: state.reviews.items.reduce((max, review) => Math.max(max, review.id), 0) + 1,
    sku: product.sku,
    nickname: input.nickname,
    title: input.summary,
    detail: input.text,
    status: 'pending',
    customer_id: customerId,
    stores: [ctx.storeView.code],
    created_at: toMagentoDate(new Date()),
    votes,
  };
}

/** Approves a pending review (a moderator's work in Magento's admin); false when there is none. */
export function approveReview(state: BackendState, id: number): boolean {
  const review = state.reviews.items.find((candidate) => candidate.id === id);
  if (!review || review.status === 'approved') return false;
  review.status = 'approved';
  persistState();
  return true;
}
