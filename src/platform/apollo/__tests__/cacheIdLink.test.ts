import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../test/server';
import {
  BrowserPersistence,
  getBrowserPersistence,
  STORAGE_KEYS,
} from '../../persistence/browserPersistence';
import { CACHE_ID_HEADER, createCacheIdLink } from '../cacheIdLink';
import {
  answerTestMutation,
  mutationResult,
  recordRequests,
  STORE_CONFIG_QUERY,
  TEST_MUTATION,
  testClient,
} from './helpers';

beforeEach(() => window.localStorage.clear());

describe('cacheIdLink', () => {
  it('stores the cache id of each answer and sends the stored one back', async () => {
    const seen = recordRequests();
    const persistence = new BrowserPersistence(window.localStorage);
    const client = testClient({ persistence });

    await client.query({ query: STORE_CONFIG_QUERY, fetchPolicy: 'network-only' });
    const first = persistence.getItem<string>(STORAGE_KEYS.cacheId);
    await client.query({ query: STORE_CONFIG_QUERY, fetchPolicy: 'network-only' });

    expect(CACHE_ID_HEADER).toBe('X-Magento-Cache-Id');
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(seen[0]!.headers.has(CACHE_ID_HEADER)).toBe(false);
    expect(seen[1]!.headers.get(CACHE_ID_HEADER)).toBe(first);
  });

  it('replaces the stored id when the answer carries another (here: another currency)', async () => {
    const persistence = new BrowserPersistence(window.localStorage);
    const client = testClient({ persistence });

    await client.query({ query: STORE_CONFIG_QUERY, fetchPolicy: 'network-only' });
    const usd = persistence.getItem<string>(STORAGE_KEYS.cacheId);
    persistence.setItem(STORAGE_KEYS.storeViewCurrency, 'EUR');
    await client.query({ query: STORE_CONFIG_QUERY, fetchPolicy: 'network-only' });

    expect(persistence.getItem<string>(STORAGE_KEYS.cacheId)).not.toBe(usd);
    expect(persistence.getItem<string>(STORAGE_KEYS.cacheId)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('keeps the stored id when an answer has none (mutations)', async () => {
    answerTestMutation((name) => mutationResult(name));
    const seen = recordRequests();
    const persistence = new BrowserPersistence(window.localStorage);
    persistence.setItem(STORAGE_KEYS.cacheId, 'kept-id');

    await testClient({ persistence }).mutate({ mutation: TEST_MUTATION, variables: { name: 'a' } });

    expect(seen[0]!.headers.get(CACHE_ID_HEADER)).toBe('kept-id');
    expect(persistence.getItem(STORAGE_KEYS.cacheId)).toBe('kept-id');
  });

  it('uses the app persistence by default', async () => {
    server.use(
      http.get('*/graphql', () =>
        HttpResponse.json({ data: { storeConfig: null } }, { headers: { [CACHE_ID_HEADER]: 'from-answer' } }),
      ),
    );
    const client = new ApolloClient({
      link: ApolloLink.from([
        createCacheIdLink(),
        new HttpLink({ uri: 'http://localhost/graphql', useGETForQueries: true }),
      ]),
      cache: new InMemoryCache(),
    });

    await client.query({ query: STORE_CONFIG_QUERY });

    expect(getBrowserPersistence().getItem(STORAGE_KEYS.cacheId)).toBe('from-answer');
  });
});
