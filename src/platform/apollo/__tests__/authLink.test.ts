import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import {
  BrowserPersistence,
  getBrowserPersistence,
  STORAGE_KEYS,
} from '../../persistence/browserPersistence';
import { DEMO_CUSTOMER_ID } from '../../../../mock-backend/data/demoCustomer';
import { issueToken } from '../../../../mock-backend/resolvers/account/tokens';
import { getState } from '../../../../mock-backend/state';
import { createAuthLink } from '../authLink';
import { recordRequests, STORE_CONFIG_QUERY, testClient } from './helpers';

beforeEach(() => window.localStorage.clear());

/** A token the embedded backend accepts (it refuses any other with 401, as Magento does). */
const liveToken = () => issueToken(getState(), DEMO_CUSTOMER_ID);

describe('authLink', () => {
  it('sends no Authorization header when no token is stored', async () => {
    const seen = recordRequests();
    await testClient().query({ query: STORE_CONFIG_QUERY });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.headers.has('Authorization')).toBe(false);
  });

  it('sends the stored sign-in token as a bearer token, read when each request is sent', async () => {
    const seen = recordRequests();
    const persistence = new BrowserPersistence(window.localStorage);
    const client = testClient({ persistence });

    const [first, second] = [liveToken(), liveToken()];
    persistence.setItem(STORAGE_KEYS.signInToken, first, 3600);
    await client.query({ query: STORE_CONFIG_QUERY, fetchPolicy: 'network-only' });
    persistence.setItem(STORAGE_KEYS.signInToken, second, 3600);
    await client.query({ query: STORE_CONFIG_QUERY, fetchPolicy: 'network-only' });
    persistence.removeItem(STORAGE_KEYS.signInToken);
    await client.query({ query: STORE_CONFIG_QUERY, fetchPolicy: 'network-only' });

    expect(seen.map((request) => request.headers.get('Authorization'))).toEqual([
      `Bearer ${first}`,
      `Bearer ${second}`,
      null,
    ]);
  });

  it('does not send a token whose ttl has run out', async () => {
    const seen = recordRequests();
    let now = 1_000_000;
    const persistence = new BrowserPersistence(window.localStorage, 'auth_test__', () => now);
    persistence.setItem(STORAGE_KEYS.signInToken, 'old-token', 3600);
    now += 3601 * 1000;

    await testClient({ persistence }).query({ query: STORE_CONFIG_QUERY });

    expect(seen[0]!.headers.has('Authorization')).toBe(false);
  });

  it('reads the app persistence by default, and takes an injected getter', async () => {
    const seen = recordRequests();
    const http = new HttpLink({ uri: 'http://localhost/graphql', useGETForQueries: true });
    const [stored, injectedToken] = [liveToken(), liveToken()];
    getBrowserPersistence().setItem(STORAGE_KEYS.signInToken, stored, 3600);

    const byDefault = new ApolloClient({
      link: ApolloLink.from([createAuthLink(), http]),
      cache: new InMemoryCache(),
    });
    await byDefault.query({ query: STORE_CONFIG_QUERY });
    const injected = new ApolloClient({
      link: ApolloLink.from([createAuthLink(() => injectedToken), http]),
      cache: new InMemoryCache(),
    });
    await injected.query({ query: STORE_CONFIG_QUERY });

    expect(seen.map((request) => request.headers.get('Authorization'))).toEqual([
      `Bearer ${stored}`,
      `Bearer ${injectedToken}`,
    ]);
  });

  it('drops the header a previous attempt carried once no token is stored', async () => {
    const seen = recordRequests();
    const http = new HttpLink({ uri: 'http://localhost/graphql', useGETForQueries: true });
    const client = new ApolloClient({
      link: ApolloLink.from([
        new ApolloLink((operation, forward) => {
          // What this link set on an earlier attempt of the same request.
          operation.setContext({
            headers: { Authorization: 'Bearer from-before', Store: 'radio_store_view' },
            authFromLink: 'from-before',
          });
          return forward(operation);
        }),
        createAuthLink(() => null),
        http,
      ]),
      cache: new InMemoryCache(),
    });
    await client.query({ query: STORE_CONFIG_QUERY });
    expect(seen[0]!.headers.has('Authorization')).toBe(false);
    expect(seen[0]!.headers.get('Store')).toBe('radio_store_view');
  });

  it('leaves an Authorization the request names itself (sign-out revokes a token it has forgotten)', async () => {
    const seen = recordRequests();
    const token = liveToken();
    await testClient().query({
      query: STORE_CONFIG_QUERY,
      context: { headers: { Authorization: `Bearer ${token}` } },
    });
    expect(seen[0]!.headers.get('Authorization')).toBe(`Bearer ${token}`);
  });
});
