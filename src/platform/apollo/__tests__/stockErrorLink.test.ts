import { gql } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../test/server';
import { filterStockErrors, isStockError, STOCK_ERROR_MESSAGES, stockItemLocation } from '../stockErrorLink';
import { testClient } from './helpers';

const CART_QUERY = gql`
  query GetCart($cartId: String!) {
    cart(cart_id: $cartId) {
      id
      items {
        uid
        quantity
        product {
          uid
          sku
        }
      }
    }
  }
`;

const item = (uid: string, sku: string) => ({
  __typename: 'SimpleCartItem',
  uid,
  quantity: 1,
  product: { __typename: 'SimpleProduct', uid: `p-${sku}`, sku },
});

const cart = (items: unknown[]) => ({ cart: { __typename: 'Cart', id: 'cart-1', items } });

/** The embedded backend has no cart yet: answer GetCart with `body`. */
function answerCart(body: Record<string, unknown>) {
  server.use(http.get('*/graphql', () => HttpResponse.json(body)));
}

beforeEach(() => window.localStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('stockErrorLink against a cart answer', () => {
  it('removes the stock error and drops the failing item, so the rest of the cart renders', async () => {
    answerCart({
      data: cart([item('a', 'turntable'), null, item('c', 'stylus')]),
      errors: [{ message: 'The requested qty is not available', path: ['cart', 'items', 1] }],
    });

    const result = await testClient().query({ query: CART_QUERY, variables: { cartId: 'cart-1' } });

    expect(result.error).toBeUndefined();
    expect((result.data as ReturnType<typeof cart>).cart.items).toEqual([
      item('a', 'turntable'),
      item('c', 'stylus'),
    ]);
  });

  it('keeps other errors', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    answerCart({
      data: cart([null, item('b', 'record')]),
      errors: [
        { message: 'Some of the products are out of stock.', path: ['cart', 'items', 0] },
        { message: 'Something else failed', path: ['cart', 'id'], extensions: { category: 'internal' } },
      ],
    });

    const result = await testClient().query({
      query: CART_QUERY,
      variables: { cartId: 'cart-1' },
      errorPolicy: 'all',
    });

    expect(CombinedGraphQLErrors.is(result.error)).toBe(true);
    expect((result.error as CombinedGraphQLErrors).errors.map((error) => error.message)).toEqual([
      'Something else failed',
    ]);
    expect((result.data as ReturnType<typeof cart>).cart.items).toEqual([item('b', 'record')]);
  });
});

describe('filterStockErrors', () => {
  it('knows the three spec messages, matched exactly', () => {
    expect(STOCK_ERROR_MESSAGES).toEqual([
      'Some of the products are out of stock.',
      'There are no source items with the in stock status',
      'The requested qty is not available',
    ]);
    expect(isStockError({ message: 'There are no source items with the in stock status' })).toBe(true);
    expect(
      isStockError({
        message:
          'Could not add the product with SKU turntable to the shopping cart: The requested qty is not available',
      }),
    ).toBe(false);
  });

  it('finds the item from a path: the first index, and the list before it', () => {
    expect(stockItemLocation(['cart', 'items', 3])).toEqual({ listPath: ['cart', 'items'], index: 3 });
    expect(stockItemLocation(['updateCartItems', 'cart', 'items', 2, 'product', 'stock_status'])).toEqual({
      listPath: ['updateCartItems', 'cart', 'items'],
      index: 2,
    });
    expect(stockItemLocation(['cart'])).toBeNull();
    expect(stockItemLocation(undefined)).toBeNull();
  });

  it('drops several failing items of one list, in a mutation answer too, without touching the input', () => {
    const data = { updateCartItems: cart([item('a', 'a'), item('b', 'b'), item('c', 'c'), item('d', 'd')]) };
    const input = {
      data,
      errors: [
        {
          message: 'The requested qty is not available',
          path: ['updateCartItems', 'cart', 'items', 1, 'product'],
        },
        { message: 'Some of the products are out of stock.', path: ['updateCartItems', 'cart', 'items', 3] },
      ],
    };
    const snapshot = structuredClone(input);

    const result = filterStockErrors(input);

    expect(result).toEqual({ data: { updateCartItems: cart([item('a', 'a'), item('c', 'c')]) } });
    expect('errors' in result).toBe(false);
    expect(input).toEqual(snapshot);
  });

  it('without a path, removes the error and drops the null entries of every cart item list', () => {
    const result = filterStockErrors({
      data: {
        cart: { id: 'c', items: [null, item('b', 'b')] },
        other: { nested: { __typename: 'Cart', items: [item('x', 'x'), null] }, items: [null] },
        list: [{ __typename: 'Cart', items: [null] }],
        plain: 1,
      },
      errors: [{ message: 'There are no source items with the in stock status' }],
    });

    expect(result).toEqual({
      data: {
        cart: { id: 'c', items: [item('b', 'b')] },
        other: { nested: { __typename: 'Cart', items: [item('x', 'x')] }, items: [null] },
        list: [{ __typename: 'Cart', items: [] }],
        plain: 1,
      },
    });
  });

  it('keeps the errors when there is nothing to render', () => {
    const noData = {
      data: null,
      errors: [{ message: 'The requested qty is not available', path: ['cart', 'items', 0] }],
    };
    expect(filterStockErrors(noData)).toBe(noData);

    const noCart = {
      data: { cart: null },
      errors: [{ message: 'The requested qty is not available', path: ['cart', 'items', 0] }],
    };
    expect(filterStockErrors(noCart)).toEqual(noCart);
  });

  it('returns results without stock errors unchanged', () => {
    const plain = { data: { cart: { items: [null] } } };
    const other = { data: { cart: null }, errors: [{ message: 'Could not find a cart' }] };
    expect(filterStockErrors(plain)).toBe(plain);
    expect(filterStockErrors(other)).toBe(other);
  });
});
