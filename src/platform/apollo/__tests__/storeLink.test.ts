import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { twoStoreFixture } from '../../../../mock-backend/data/store';
import { createState, resetState } from '../../../../mock-backend/state';
import {
  BrowserPersistence,
  getBrowserPersistence,
  STORAGE_KEYS,
} from '../../persistence/browserPersistence';
import { createStoreLink, DEFAULT_STORE_VIEW_CODE } from '../storeLink';
import { recordRequests, STORE_CONFIG_QUERY, testClient } from './helpers';

beforeEach(() => window.localStorage.clear());
afterEach(() => resetState());

describe('storeLink', () => {
  it('sends the default store view and no currency when nothing is stored', async () => {
    const seen = recordRequests();
    const { data } = await testClient().query({ query: STORE_CONFIG_QUERY });

    expect(DEFAULT_STORE_VIEW_CODE).toBe('radio_store_view');
    expect(seen[0]!.headers.get('Store')).toBe('radio_store_view');
    expect(seen[0]!.headers.has('Content-Currency')).toBe(false);
    expect(data).toMatchObject({ storeConfig: { store_code: 'radio_store_view' } });
  });

  it('sends the stored store view code and currency, read when each request is sent', async () => {
    resetState(createState({ store: twoStoreFixture() }));
    const seen = recordRequests();
    const persistence = new BrowserPersistence(window.localStorage);
    const client = testClient({ persistence });

    persistence.setItem(STORAGE_KEYS.storeViewCode, 'radio_store_view_ca');
    persistence.setItem(STORAGE_KEYS.storeViewCurrency, 'EUR');
    const { data } = await client.query({ query: STORE_CONFIG_QUERY, fetchPolicy: 'network-only' });
    persistence.removeItem(STORAGE_KEYS.storeViewCurrency);
    await client.query({ query: STORE_CONFIG_QUERY, fetchPolicy: 'network-only' });

    expect(seen.map((request) => request.headers.get('Store'))).toEqual([
      'radio_store_view_ca',
      'radio_store_view_ca',
    ]);
    expect(seen.map((request) => request.headers.get('Content-Currency'))).toEqual(['EUR', null]);
    expect(data).toMatchObject({ storeConfig: { store_code: 'radio_store_view_ca' } });
  });

  it('keeps headers set by the caller and reads the app persistence by default', async () => {
    const seen = recordRequests();
    getBrowserPersistence().setItem(STORAGE_KEYS.storeViewCurrency, 'GBP');
    const client = new ApolloClient({
      link: ApolloLink.from([createStoreLink(), new HttpLink({ uri: 'http://localhost/graphql' })]),
      cache: new InMemoryCache(),
    });

    await client.query({ query: STORE_CONFIG_QUERY, context: { headers: { 'X-Extra': 'kept' } } });

    expect(seen[0]!.headers.get('X-Extra')).toBe('kept');
    expect(seen[0]!.headers.get('Store')).toBe('radio_store_view');
    expect(seen[0]!.headers.get('Content-Currency')).toBe('GBP');
  });
});
