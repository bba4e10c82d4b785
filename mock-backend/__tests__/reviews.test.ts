/** @jest-environment node */
// What Magento 2.4.8's ReviewGraphQl module answers (app/code/Magento/ReviewGraphQl/ and
// dev/tests/api-functional/testsuite/Magento/GraphQl/Review/), against the embedded backend.
import { approvePendingReview, gql, setReviewSettings } from '../../test/backend';
import { DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_PASSWORD } from '../data/demoCustomer';
import { resetState } from '../state';

const CREATE = `mutation ($input: CreateProductReviewInput!) {
  createProductReview(input: $input) {
    review { nickname summary text average_rating ratings_breakdown { name value } product { sku } }
  }
}`;
const PRODUCT_REVIEWS = `query ($sku: String!, $pageSize: Int, $currentPage: Int) {
  products(filter: { sku: { eq: $sku } }) {
    items {
      sku rating_summary review_count
      reviews(pageSize: $pageSize, currentPage: $currentPage) {
        items { nickname summary text created_at average_rating ratings_breakdown { name value } }
        page_info { current_page page_size total_pages }
      }
    }
  }
}`;
const METADATA = `{ productReviewRatingsMetadata { items { id name values { value_id value } } } }`;

// Price 3 (option 13), Quality 2 (option 2), Value 5 (option 10): CreateProductReviewsTest's votes.
const RATINGS = [
  { id: 'Mw==', value_id: 'MTM=' },
  { id: 'MQ==', value_id: 'Mg==' },
  { id: 'Mg==', value_id: 'MTA=' },
];
const input = (change: Record<string, unknown> = {}) => ({
  sku: 'SS-CR-8001',
  nickname: 'John Doe',
  summary: 'Summary Test',
  text: 'Text Test',
  ratings: RATINGS,
  ...change,
});

async function customerToken(): Promise<string> {
  const { body } = await gql(
    `mutation ($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }`,
    { variables: { email: DEMO_CUSTOMER_EMAIL, password: DEMO_CUSTOMER_PASSWORD } },
  );
  return body.data.generateCustomerToken.token as string;
}

const productReviews = async (sku: string, variables: Record<string, unknown> = {}) =>
  (await gql(PRODUCT_REVIEWS, { variables: { sku, ...variables } })).body;

describe('product reviews', () => {
  beforeEach(() => resetState());

  it('answers the active ratings by position, ids and option ids base64-encoded', async () => {
    const { body } = await gql(METADATA);
    const items = body.data.productReviewRatingsMetadata.items;
    expect(items.map((item: { name: string }) => item.name)).toEqual(['Quality', 'Value', 'Price']);
    expect(items[0]).toEqual({
      id: 'MQ==',
      name: 'Quality',
      values: ['MQ==', 'Mg==', 'Mw==', 'NA==', 'NQ=='].map((value_id, i) => ({
        value_id,
        value: String(i + 1),
      })),
    });
    expect(items[2].values[0]).toEqual({ value_id: 'MTE=', value: '1' });
  });

  it('lists approved reviews only, newest first, paged as Magento pages them', async () => {
    const body = await productReviews('SS-CR-8005', { pageSize: 3, currentPage: 1 });
    const product = body.data.products.items[0];
    // Seven approved reviews and one pending.
    expect(product.review_count).toBe(7);
    expect(product.reviews.page_info).toEqual({ current_page: 1, page_size: 3, total_pages: 3 });
    const dates = product.reviews.items.map((item: { created_at: string }) => item.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(product.reviews.items.map((item: { nickname: string }) => item.nickname)).not.toContain('Anon');
    expect(product.rating_summary).toBeGreaterThan(0);
    expect(product.rating_summary).toBeLessThanOrEqual(100);

    const last = await productReviews('SS-CR-8005', { pageSize: 3, currentPage: 3 });
    expect(last.data.products.items[0].reviews.items).toHaveLength(1);
  });

  it('refuses a page past the last and a page or size under 1 with Magento’s messages', async () => {
    const past = await productReviews('SS-CR-8005', { pageSize: 3, currentPage: 4 });
    expect(past.errors?.[0]).toMatchObject({
      message: 'currentPage value 3 specified is greater than the number of pages available.',
      extensions: { category: 'graphql-input' },
    });
    const zero = await productReviews('SS-CR-8005', { pageSize: 3, currentPage: 0 });
    expect(zero.errors?.[0]?.message).toBe('currentPage value must be greater than 0.');
    const size = await productReviews('SS-CR-8005', { pageSize: 0 });
    expect(size.errors?.[0]?.message).toBe('pageSize value must be greater than 0.');
  });

  it('answers 0 and no reviews for a product nobody reviewed', async () => {
    const body = await productReviews('SS-SP-5001');
    expect(body.data.products.items[0]).toMatchObject({
      rating_summary: 0,
      review_count: 0,
      reviews: { items: [], page_info: { current_page: 1, page_size: 20, total_pages: 0 } },
    });
  });

  it('takes a guest’s review as pending: not listed, not counted, until approved', async () => {
    const before = (await productReviews('SS-CR-8001')).data.products.items[0];
    const { body } = await gql(CREATE, { variables: { input: input() } });
    expect(body.errors).toBeUndefined();
    expect(body.data.createProductReview.review).toEqual({
      nickname: 'John Doe',
      summary: 'Summary Test',
      text: 'Text Test',
      average_rating: 3.33,
      ratings_breakdown: [
        { name: 'Quality', value: '2' },
        { name: 'Value', value: '5' },
        { name: 'Price', value: '3' },
      ],
      product: { sku: 'SS-CR-8001' },
    });
    const pending = (await productReviews('SS-CR-8001')).data.products.items[0];
    expect(pending.review_count).toBe(before.review_count);
    expect(pending.rating_summary).toBe(before.rating_summary);

    expect(approvePendingReview({ sku: 'SS-CR-8001', nickname: 'John Doe' })).toBe(true);
    const after = (await productReviews('SS-CR-8001')).data.products.items[0];
    expect(after.review_count).toBe(before.review_count + 1);
    expect(after.reviews.items[0]).toMatchObject({ nickname: 'John Doe', summary: 'Summary Test' });
    expect(after.rating_summary).not.toBe(before.rating_summary);
  });

  it('refuses an unknown sku as no such entity', async () => {
    const { body } = await gql(CREATE, { variables: { input: input({ sku: 'no-such-sku' }) } });
    expect(body.errors?.[0]).toMatchObject({
      message: 'Could not find a product with SKU "no-such-sku"',
      extensions: { category: 'graphql-no-such-entity' },
    });
  });

  it('refuses guests when the store does not let them write, and takes a signed-in customer’s', async () => {
    setReviewSettings({ allowGuests: false });
    const guest = await gql(CREATE, { variables: { input: input() } });
    expect(guest.body.errors?.[0]).toMatchObject({
      message: "Guest customers aren't allowed to add product reviews.",
      extensions: { category: 'graphql-authorization' },
    });
    const token = await customerToken();
    const customer = await gql(CREATE, {
      variables: { input: input({ nickname: 'Morgan' }) },
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(customer.body.errors).toBeUndefined();
    expect(customer.body.data.createProductReview.review.nickname).toBe('Morgan');
    const config = await gql(
      `{ storeConfig { allow_guests_to_write_product_reviews product_reviews_enabled } }`,
    );
    expect(config.body.data.storeConfig).toEqual({
      allow_guests_to_write_product_reviews: '0',
      product_reviews_enabled: '1',
    });
  });

  it('with reviews off: no ratings, no reviews, and writing one is refused', async () => {
    setReviewSettings({ enabled: false });
    expect((await gql(METADATA)).body.data.productReviewRatingsMetadata.items).toEqual([]);
    const summary = await gql(
      `{ products(filter: { sku: { eq: "SS-CR-8005" } }) { items { rating_summary review_count } } }`,
    );
    expect(summary.body.data.products.items[0]).toEqual({ rating_summary: 0, review_count: 0 });
    const { body } = await gql(CREATE, { variables: { input: input() } });
    expect(body.errors?.[0]).toMatchObject({
      message: 'Creating product reviews are not currently available.',
      extensions: { category: 'graphql-authorization' },
    });
  });
});
