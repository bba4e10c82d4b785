/** @jest-environment node */
import { performance } from 'node:perf_hooks';
import { gql } from '../../test/backend';
import { DEMO_CUSTOMER_EMAIL } from '../data/demoCustomer';
import { executeGraphQL } from '../executor';
import { handleRest } from '../rest/router';
import '../rest/checkout';
import '../rest/guestCarts';
import { createState, resetState, type BackendState } from '../state';

// What Magento refuses, the embedded backend refuses too, with Magento's statuses and messages.
let state: BackendState;
beforeEach(() => {
  state = resetState(createState());
  state.carts.guest1 = { id: 'guest1', customer_id: null, is_active: true, items: [] };
});

const rest = async (method: string, path: string, body?: unknown) => {
  const answer = await handleRest(
    new Request(`http://localhost${path}`, {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
    state,
  );
  return answer;
};

const addLine = (qty: unknown, sku = 'SS-AC-9101') =>
  rest('POST', '/rest/V1/guest-carts/guest1/items', { cartItem: { sku, qty, quote_id: 'guest1' } });

describe('REST: adding to a guest cart checks the quantity as GraphQL does', () => {
  it.each([
    ['a billion (1e9)', 1e9, 'The requested qty exceeds the maximum qty allowed in shopping cart'],
    [
      'more than the most a cart may hold (30 of 25)',
      30,
      'The requested qty exceeds the maximum qty allowed in shopping cart',
    ],
    ['a fraction of a product sold whole (0.5)', 0.5, 'You cannot use decimal quantity for this product.'],
    [
      'an enormous number (1e308)',
      1e308,
      'The requested qty exceeds the maximum qty allowed in shopping cart',
    ],
  ])('refuses %s, leaving the cart as it was', async (_title, qty, message) => {
    const answer = await addLine(qty);
    expect(answer).toEqual({ status: 400, body: { message } });
    expect(state.carts.guest1!.items).toEqual([]);
  });

  it('refuses a negative quantity with the field named, instead of adding one', async () => {
    expect(await addLine(-5)).toEqual({
      status: 400,
      body: {
        message: 'Invalid value of "%value" provided for the %fieldName field.',
        parameters: { fieldName: 'qty', value: -5 },
      },
    });
    expect(state.carts.guest1!.items).toEqual([]);
  });

  it('reads a quantity given as text as the number it holds ("5" is five, not one)', async () => {
    expect(await addLine('5')).toMatchObject({ status: 200, body: { sku: 'SS-AC-9101', qty: 5 } });
    expect(await addLine('many')).toEqual({
      status: 400,
      body: {
        message:
          'Error occurred during "qty" processing. The "many" value\'s type is invalid. The "float" type was expected. Verify and try again.',
      },
    });
    expect(state.carts.guest1!.items.map((item) => item.quantity)).toEqual([5]);
  });

  it('counts what the cart already holds against the maximum, so twice 1e308 never reaches the cart', async () => {
    expect((await addLine(20)).status).toBe(200);
    expect((await addLine(6)).body).toEqual({
      message: 'The requested qty exceeds the maximum qty allowed in shopping cart',
    });
    expect((await addLine(1e308)).status).toBe(400);
    expect((await addLine(1e308)).status).toBe(400);
    expect(state.carts.guest1!.items.map((item) => item.quantity)).toEqual([20]);
  });
});

describe('REST: the request itself', () => {
  it('answers a cart id that is not percent-encoded correctly with a clear 400, not a server error', async () => {
    const answer = await rest('POST', '/rest/V1/guest-carts/%E0%A4%A/items', {
      cartItem: { sku: 'x', qty: 1 },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      message: 'The "cartId" in the request URL is not valid: "%E0%A4%A" is not percent-encoded correctly.',
    });
  });

  it('takes a store view code (or "all") before V1, and matches no route for a code no store has', async () => {
    expect((await rest('POST', '/rest/radio_store_view/V1/guest-carts')).status).toBe(200);
    expect((await rest('POST', '/rest/all/V1/guest-carts')).status).toBe(200);
    expect(await rest('POST', '/rest/no_such_store/V1/guest-carts')).toEqual({
      status: 404,
      body: { message: 'Request does not match any route.' },
    });
  });
});

describe('GraphQL: the request itself', () => {
  const post = (contentType: string | null) =>
    executeGraphQL(
      new Request('http://localhost/graphql', {
        method: 'POST',
        headers: contentType ? { 'Content-Type': contentType } : {},
        body: JSON.stringify({ query: 'mutation { createGuestCart { cart { id } } }' }),
      }),
      state,
    );

  it.each(['text/plain', 'application/x-www-form-urlencoded', null])(
    'does not read a POST sent as %s (another site can send one without asking first)',
    async (contentType) => {
      const before = Object.keys(state.carts).length;
      const answer = await post(contentType);
      expect(answer.status).toBe(415);
      expect(answer.body).toEqual({
        errors: [
          {
            message: 'Request content type must be application/json',
            extensions: { category: 'graphql-input' },
          },
        ],
      });
      expect(Object.keys(state.carts)).toHaveLength(before);
    },
  );

  it('reads a POST sent as application/json, with or without a charset', async () => {
    expect((await post('application/json; charset=utf-8')).status).toBe(200);
    expect((await post('application/json')).status).toBe(200);
  });
});

describe('sign-in', () => {
  const SIGN_IN =
    'mutation ($email: String!) { generateCustomerToken(email: $email, password: "Not-Her-Password1") { token } }';
  const timed = async (email: string) => {
    const start = performance.now();
    const answer = await gql(SIGN_IN, { variables: { email }, state });
    expect(answer.body.errors?.[0]?.message).toMatch(/^The account sign-in was incorrect/);
    return performance.now() - start;
  };
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

  it('takes as long for an email with no account as for a wrong password, so timing tells nothing', async () => {
    await timed(DEMO_CUSTOMER_EMAIL); // warm up
    const known: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < 7; round += 1) {
      known.push(await timed(DEMO_CUSTOMER_EMAIL));
      unknown.push(await timed(`nobody-${round}@example.com`));
    }
    // Without the decoy hash an unknown email answers about 15 times faster.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.4);
  });
});
