/** Product reviews: rating criteria, writing a review, and products' review fields. */
import {
  CREATE_PRODUCT_REVIEW,
  GET_PRODUCT_REVIEWS,
  GET_REVIEW_FORM,
} from '../../src/features/catalog/graphql/reviews';
import { data, equal, graphqlError, matches, ok } from '../check';
import { send } from '../documents';
import type { Fixtures } from '../fixtures';
import { Skip, type ContractCase } from '../suite';

const METADATA = 'app/code/Magento/ReviewGraphQl/Model/Resolver/ProductReviewRatingsMetadata.php';
const METADATA_TEST = 'dev/tests/api-functional/testsuite/Magento/GraphQl/Review/GetProductReviewsTest.php';
const CREATE = 'app/code/Magento/ReviewGraphQl/Model/Resolver/CreateProductReview.php';
const ADD_REVIEW = 'app/code/Magento/ReviewGraphQl/Model/Review/AddReviewToProduct.php';
const CREATE_TEST = 'dev/tests/api-functional/testsuite/Magento/GraphQl/Review/CreateProductReviewsTest.php';
const REVIEWS = 'app/code/Magento/ReviewGraphQl/Model/Resolver/Product/Reviews.php';
const REVIEWS_DATA = 'app/code/Magento/ReviewGraphQl/Model/DataProvider/ProductReviewsDataProvider.php';
const PAGES = 'app/code/Magento/ReviewGraphQl/Model/DataProvider/AggregatedReviewsDataProvider.php';
const AVERAGE = 'app/code/Magento/ReviewGraphQl/Model/Resolver/Product/Review/AverageRating.php';

interface FormData {
  storeConfig: {
    product_reviews_enabled: string | null;
    allow_guests_to_write_product_reviews: string | null;
  } | null;
  productReviewRatingsMetadata: {
    items: Array<{ id: string; name: string; values: Array<{ value_id: string; value: string }> }>;
  };
}

interface ReviewsData {
  products: {
    items: Array<{
      rating_summary: number;
      review_count: number;
      reviews: {
        items: Array<{ created_at: string; average_rating: number; ratings_breakdown: unknown[] }>;
        page_info: { current_page: number | null; page_size: number; total_pages: number };
      };
    }>;
  };
}

const decodesToId = (value: string) => /^\d+$/.test(Buffer.from(value, 'base64').toString('utf8'));

async function reviewForm(client: Parameters<ContractCase['run']>[0]['client']): Promise<FormData> {
  const form = data<FormData>(await send(client, GET_REVIEW_FORM));
  if (form.storeConfig?.product_reviews_enabled !== '1') throw new Skip('the store has product reviews off');
  return form;
}

/** A product with at least `atLeast` approved reviews, from the categories' products. */
async function reviewedProduct(
  client: Parameters<ContractCase['run']>[0]['client'],
  fixtures: Fixtures,
  atLeast: number,
): Promise<{ sku: string; review_count: number; rating_summary: number }> {
  for (const category of await fixtures.categories()) {
    const found = data<{
      products: { items: Array<{ sku: string; review_count: number; rating_summary: number }> };
    }>(
      await client.gql(
        `query ($uid: String!) { products(filter: { category_uid: { eq: $uid } }, pageSize: 50) {
           items { sku review_count rating_summary } } }`,
        { variables: { uid: category.uid } },
      ),
    ).products.items.find((item) => item.review_count >= atLeast);
    if (found) return found;
  }
  throw new Skip(`no product with ${atLeast} approved reviews`);
}

export const reviewCases: ContractCase[] = [
  {
    id: 'reviews.metadata',
    title:
      'productReviewRatingsMetadata: the active ratings, ids and value ids base64-encoded numbers, values "1" to "5"',
    source: [METADATA, METADATA_TEST],
    async run({ client }) {
      const { items } = (await reviewForm(client)).productReviewRatingsMetadata;
      ok(items.length > 0, 'at least one active rating');
      for (const item of items) {
        ok(decodesToId(item.id), `rating id ${item.id} is a base64-encoded number`);
        ok(item.name.length > 0, 'the rating has a name');
        equal(
          item.values.map((value) => value.value),
          ['1', '2', '3', '4', '5'],
          `${item.name}'s values`,
        );
        for (const value of item.values) ok(decodesToId(value.value_id), `value id ${value.value_id}`);
      }
    },
  },
  {
    id: 'reviews.create',
    title:
      'createProductReview: the review echoed with its average rating to two decimals; pending, so not yet counted',
    source: [CREATE, ADD_REVIEW, CREATE_TEST, AVERAGE],
    async run({ client, fixtures }) {
      const form = await reviewForm(client);
      const guestsMayWrite = form.storeConfig?.allow_guests_to_write_product_reviews === '1';
      const [product, shopper] = await Promise.all([
        fixtures.otherSimpleProduct(),
        guestsMayWrite ? Promise.resolve(null) : fixtures.shopper(),
      ]);
      const before = data<ReviewsData>(
        await send(client, GET_PRODUCT_REVIEWS, { sku: product.sku, pageSize: 5, currentPage: 1 }),
      ).products.items[0]!;
      const criteria = form.productReviewRatingsMetadata.items;
      // Alternating 5 and 2 stars: a mean that needs rounding with three criteria.
      const chosen = criteria.map((criterion, index) => criterion.values[index % 2 === 0 ? 4 : 1]!);
      const answer = await send<{
        createProductReview: {
          review: { nickname: string; summary: string; text: string; average_rating: number };
        };
      }>(
        client,
        CREATE_PRODUCT_REVIEW,
        {
          input: {
            sku: product.sku,
            nickname: 'Contract Tester',
            summary: 'Contract summary',
            text: 'Contract text',
            ratings: criteria.map((criterion, index) => ({
              id: criterion.id,
              value_id: chosen[index]!.value_id,
            })),
          },
        },
        shopper ? { token: shopper.token } : {},
      );
      const { review } = data(answer).createProductReview;
      const mean = chosen.reduce((sum, value) => sum + Number(value.value), 0) / chosen.length;
      equal(
        review,
        {
          nickname: 'Contract Tester',
          summary: 'Contract summary',
          text: 'Contract text',
          average_rating: Number(mean.toFixed(2)),
        },
        'review',
      );
      const after = data<ReviewsData>(
        await send(client, GET_PRODUCT_REVIEWS, { sku: product.sku, pageSize: 5, currentPage: 1 }),
      ).products.items[0]!;
      equal(after.review_count, before.review_count, 'review_count (the new review waits for approval)');
    },
  },
  {
    id: 'reviews.create.unknown-sku',
    title:
      'createProductReview of an unknown SKU: "Could not find a product with SKU \\"…\\"" (no such entity)',
    source: [ADD_REVIEW],
    async run({ client, fixtures }) {
      const form = await reviewForm(client);
      const shopper = await fixtures.shopper();
      const answer = await send(
        client,
        CREATE_PRODUCT_REVIEW,
        {
          input: {
            sku: 'NOPE-NOT-A-SKU',
            nickname: 'Contract Tester',
            summary: 'Contract summary',
            text: 'Contract text',
            ratings: form.productReviewRatingsMetadata.items.map((criterion) => ({
              id: criterion.id,
              value_id: criterion.values[0]!.value_id,
            })),
          },
        },
        { token: shopper.token },
      );
      graphqlError(answer, {
        message: 'Could not find a product with SKU "NOPE-NOT-A-SKU"',
        category: 'graphql-no-such-entity',
      });
    },
  },
  {
    id: 'reviews.product-fields',
    title:
      'products { rating_summary review_count reviews }: a 0-100 summary, newest first, pages of pageSize, total_pages from the count',
    source: [
      REVIEWS,
      REVIEWS_DATA,
      PAGES,
      'app/code/Magento/ReviewGraphQl/Model/Resolver/Product/RatingSummary.php',
    ],
    async run({ client, fixtures }) {
      await reviewForm(client);
      const product = await reviewedProduct(client, fixtures, 3);
      const { items } = data<ReviewsData>(
        await send(client, GET_PRODUCT_REVIEWS, { sku: product.sku, pageSize: 2, currentPage: 1 }),
      ).products;
      const answered = items[0]!;
      ok(answered.rating_summary > 0 && answered.rating_summary <= 100, 'rating_summary within 0-100');
      equal(
        answered.reviews.page_info,
        { current_page: 1, page_size: 2, total_pages: Math.ceil(answered.review_count / 2) },
        'page_info',
      );
      equal(answered.reviews.items.length, 2, 'a page of two reviews');
      const dates = answered.reviews.items.map((item) => item.created_at);
      for (const date of dates) matches(date, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, 'created_at');
      ok(dates[0]! >= dates[1]!, `newest first (${dates.join(', ')})`);
    },
  },
  {
    id: 'reviews.page-past-last',
    title:
      'reviews past the last page: "currentPage value N specified is greater than the number of pages available."',
    source: [PAGES],
    async run({ client, fixtures }) {
      await reviewForm(client);
      const product = await reviewedProduct(client, fixtures, 1);
      const pages = Math.ceil(product.review_count / 5);
      const answer = await send(client, GET_PRODUCT_REVIEWS, {
        sku: product.sku,
        pageSize: 5,
        currentPage: pages + 1,
      });
      graphqlError(answer, {
        message: `currentPage value ${pages} specified is greater than the number of pages available.`,
        category: 'graphql-input',
        hasPath: true,
      });
    },
  },
];
