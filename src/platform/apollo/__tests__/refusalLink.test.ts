import { gql } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../test/server';
import { DEMO_CUSTOMER_ID } from '../../../../mock-backend/data/demoCustomer';
import { issueToken, revokeTokensOf } from '../../../../mock-backend/resolvers/account/tokens';
import { getState, resetState } from '../../../../mock-backend/state';
import { BrowserPersistence, STORAGE_KEYS } from '../../persistence/browserPersistence';
import { recordRequests, STORE_CONFIG_QUERY, testClient } from './helpers';

const CUSTOMER = gql`
  query SessionTestCustomer {
    customer {
      firstname
    }
  }
`;

const persistence = new BrowserPersistence(window.localStorage);

beforeEach(() => {
  window.localStorage.clear();
  resetState();
});

function revokedToken(): string {
  const token = issueToken(getState(), DEMO_CUSTOMER_ID);
  revokeTokensOf(getState(), DEMO_CUSTOMER_ID);
  return token;
}

describe('a session the backend refuses (HTTP 401 before the query runs)', () => {
  it('forgets the token, tells the app once and answers the query as a guest', async () => {
    const seen = recordRequests();
    const onSessionRefused = jest.fn();
    persistence.setItem(STORAGE_KEYS.signInToken, revokedToken(), 3600);
    const client = testClient({ persistence, onSessionRefused });

    const { data } = await client.query({ query: STORE_CONFIG_QUERY });

    expect(data).toMatchObject({ storeConfig: { store_code: 'radio_store_view' } });
    expect(seen.map((request) => request.headers.has('Authorization'))).toEqual([true, false]);
    expect(persistence.getItem(STORAGE_KEYS.signInToken)).toBeUndefined();
    expect(onSessionRefused).toHaveBeenCalledTimes(1);
  });

  it('ends the session once when several requests meet the refusal', async () => {
    const onSessionRefused = jest.fn();
    persistence.setItem(STORAGE_KEYS.signInToken, revokedToken(), 3600);
    const client = testClient({ persistence, onSessionRefused });

    const answers = await Promise.all([
      client.query({ query: STORE_CONFIG_QUERY }),
      client.query({
        query: gql`
          {
            currency {
              default_display_currency_code
            }
          }
        `,
      }),
    ]);

    expect(answers.every((answer) => answer.data)).toBe(true);
    expect(onSessionRefused).toHaveBeenCalledTimes(1);
  });

  it("sends a customer-only query again once, as a guest, and hands on Magento's authorization error", async () => {
    const seen = recordRequests();
    const onSessionRefused = jest.fn();
    persistence.setItem(STORAGE_KEYS.signInToken, revokedToken(), 3600);
    const client = testClient({ persistence, onSessionRefused });

    const failure = await client.query({ query: CUSTOMER }).catch((error: unknown) => error);

    expect(CombinedGraphQLErrors.is(failure)).toBe(true);
    expect((failure as CombinedGraphQLErrors).errors[0]).toMatchObject({
      message: "The current customer isn't authorized.",
      extensions: { category: 'graphql-authorization' },
    });
    expect(seen).toHaveLength(2);
    expect(onSessionRefused).toHaveBeenCalledTimes(1);
  });

  it('leaves the session alone for a live token and for an authentication error a resolver gives', async () => {
    const onSessionRefused = jest.fn();
    const token = issueToken(getState(), DEMO_CUSTOMER_ID);
    persistence.setItem(STORAGE_KEYS.signInToken, token, 3600);
    const client = testClient({ persistence, onSessionRefused });
    await expect(client.query({ query: CUSTOMER })).resolves.toMatchObject({
      data: { customer: { firstname: expect.any(String) } },
    });

    // e.g. a wrong current password: the error has a path, the token stays good.
    server.use(
      http.post('*/graphql', () =>
        HttpResponse.json(
          {
            errors: [
              {
                message: 'Invalid login or password.',
                path: ['testMutation'],
                extensions: { category: 'graphql-authentication' },
              },
            ],
            data: { testMutation: null },
          },
          { status: 401 },
        ),
      ),
    );
    const failure = await client
      .mutate({
        mutation: gql`
          mutation TestAuth {
            testMutation: revokeCustomerToken {
              result
            }
          }
        `,
      })
      .catch((error: unknown) => error);
    expect((failure as CombinedGraphQLErrors).errors[0]?.message).toBe('Invalid login or password.');
    expect(persistence.getItem(STORAGE_KEYS.signInToken)).toBe(token);
    expect(onSessionRefused).not.toHaveBeenCalled();
  });
});

describe("Magento's 4xx answers carry GraphQL errors (statusAnswerLink)", () => {
  it("hands a 403 to the caller as Magento's GraphQL error, not as an HTTP failure", async () => {
    const failure = await testClient({ persistence })
      .query({ query: CUSTOMER })
      .catch((error: unknown) => error);
    expect(CombinedGraphQLErrors.is(failure)).toBe(true);
    expect((failure as CombinedGraphQLErrors).errors[0]?.message).toBe(
      "The current customer isn't authorized.",
    );
  });

  it('keeps a 5xx, and a 4xx without a GraphQL body, as HTTP failures', async () => {
    // The error link logs them as unexpected: expected here.
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    for (const [status, body] of [
      [500, { errors: [{ message: 'Internal server error' }] }],
      [404, { message: 'Not found' }],
    ] as const) {
      server.use(http.get('*/graphql', () => HttpResponse.json(body, { status }), { once: true }));
      const failure = await testClient({ persistence, retry: false })
        .query({ query: STORE_CONFIG_QUERY, fetchPolicy: 'network-only' })
        .catch((error: unknown) => error);
      expect(ServerError.is(failure)).toBe(true);
      expect((failure as ServerError).statusCode).toBe(status);
    }
    expect(log).toHaveBeenCalledTimes(2);
    log.mockRestore();
  });
});

describe('a saved store view or currency the backend refuses', () => {
  it('forgets a saved currency the store no longer offers and answers in its default currency', async () => {
    const seen = recordRequests();
    persistence.setItem(STORAGE_KEYS.storeViewCurrency, 'JPY');
    const { data } = await testClient({ persistence }).query({
      query: gql`
        {
          currency {
            default_display_currency_code
          }
        }
      `,
    });
    expect(data).toMatchObject({ currency: { default_display_currency_code: 'USD' } });
    expect(seen.map((request) => request.headers.get('Content-Currency'))).toEqual(['JPY', null]);
    expect(persistence.getItem(STORAGE_KEYS.storeViewCurrency)).toBeUndefined();
  });

  it('forgets a saved store view the backend no longer has, with its currency, and asks the default one', async () => {
    const seen = recordRequests();
    persistence.setItem(STORAGE_KEYS.storeViewCode, 'closed_store_view');
    persistence.setItem(STORAGE_KEYS.storeViewCurrency, 'EUR');
    const { data } = await testClient({ persistence }).query({ query: STORE_CONFIG_QUERY });
    expect(data).toMatchObject({ storeConfig: { store_code: 'radio_store_view' } });
    expect(seen.map((request) => request.headers.get('Store'))).toEqual([
      'closed_store_view',
      'radio_store_view',
    ]);
    expect(persistence.getItem(STORAGE_KEYS.storeViewCode)).toBeUndefined();
    expect(persistence.getItem(STORAGE_KEYS.storeViewCurrency)).toBeUndefined();
  });

  it('names no store view once the backend refuses the default code (a Magento whose views are named otherwise)', async () => {
    // A backend without a "radio_store_view": it refuses that code and answers without a header.
    server.use(
      http.get('*/graphql', ({ request }) =>
        request.headers.get('Store')
          ? HttpResponse.json({
              errors: [
                { message: 'Requested store is not found', extensions: { category: 'graphql-input' } },
              ],
            })
          : undefined,
      ),
    );
    const seen = recordRequests();
    const client = testClient({ persistence });
    await client.query({ query: STORE_CONFIG_QUERY });
    await client.query({
      query: gql`
        {
          currency {
            default_display_currency_code
          }
        }
      `,
    });
    expect(seen.map((request) => request.headers.get('Store'))).toEqual(['radio_store_view', null, null]);
  });

  it("hands on the refusal of a store a request names itself (a store switch's lookup), forgetting nothing", async () => {
    persistence.setItem(STORAGE_KEYS.storeViewCurrency, 'EUR');
    const result = await testClient({ persistence })
      .query({ query: STORE_CONFIG_QUERY, context: { headers: { Store: 'nowhere' } }, errorPolicy: 'all' })
      .catch((error: unknown) => ({ error }));
    expect(JSON.stringify(result)).toContain('Requested store is not found');
    expect(persistence.getItem(STORAGE_KEYS.storeViewCurrency)).toBe('EUR');
  });
});
