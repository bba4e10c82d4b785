import { twoStoreFixture } from '../../../../mock-backend/data/store';
import { createState, resetState } from '../../../../mock-backend/state';
import { createClient } from '../../../platform/apollo/createClient';
import { BrowserPersistence, STORAGE_KEYS } from '../../../platform/persistence/browserPersistence';
import { handleStoreSegment } from '../storeSegment';
import { answerOperation, logOperations, serverErrorAnswer } from './graphqlRequests';

function setup() {
  const persistence = new BrowserPersistence(window.localStorage);
  const client = createClient({ persistCache: false, retry: false, persistence });
  return { persistence, client };
}

beforeEach(() => {
  window.localStorage.clear();
  resetState(createState({ store: twoStoreFixture() }));
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  resetState();
  jest.restoreAllMocks();
});

describe('handleStoreSegment', () => {
  it.each(['/', '/record-players.html', '/record-players/cruiser.html', '/Radio_Store_View/x'])(
    'does not ask the backend about %s, whose first segment cannot be a store code',
    async (path) => {
      const seen = logOperations();
      const { client, persistence } = setup();
      await expect(handleStoreSegment(client, persistence, path)).resolves.toEqual({ action: 'none' });
      expect(seen).toEqual([]);
    },
  );

  it('ignores an unknown code', async () => {
    const { client, persistence } = setup();
    await expect(handleStoreSegment(client, persistence, '/vinyl/jazz.html')).resolves.toEqual({
      action: 'none',
    });
    expect(persistence.getItem(STORAGE_KEYS.storeViewCode)).toBeUndefined();
  });

  it('strips the stored (or default) code', async () => {
    const { client, persistence } = setup();
    await expect(
      handleStoreSegment(client, persistence, '/radio_store_view/clearance.html'),
    ).resolves.toEqual({
      action: 'strip',
      path: '/clearance.html',
    });
    await expect(handleStoreSegment(client, persistence, '/radio_store_view')).resolves.toEqual({
      action: 'strip',
      path: '/',
    });
  });

  it('stores another code with its currency and media base URL', async () => {
    const { client, persistence } = setup();
    await expect(
      handleStoreSegment(client, persistence, '/radio_store_view_ca/clearance.html'),
    ).resolves.toEqual({
      action: 'switched',
    });
    expect(persistence.getItem(STORAGE_KEYS.storeViewCode)).toBe('radio_store_view_ca');
    expect(persistence.getItem(STORAGE_KEYS.storeViewCurrency)).toBe('EUR');
    expect(persistence.getItem(STORAGE_KEYS.storeViewSecureBaseMediaUrl)).toBe('http://localhost/media/');
  });

  it('stores only the code when the store names no currency or media URL', async () => {
    answerOperation('GetAvailableStoreCodes', () => ({
      data: {
        availableStores: [
          {
            __typename: 'StoreConfig',
            store_code: 'radio_store_view_ca',
            default_display_currency_code: null,
            secure_base_media_url: null,
          },
        ],
      },
    }));
    const { client, persistence } = setup();
    persistence.setItem(STORAGE_KEYS.storeViewCurrency, 'USD');
    await expect(handleStoreSegment(client, persistence, '/radio_store_view_ca')).resolves.toEqual({
      action: 'switched',
    });
    expect(persistence.getItem(STORAGE_KEYS.storeViewCode)).toBe('radio_store_view_ca');
    expect(persistence.getItem(STORAGE_KEYS.storeViewCurrency)).toBe('USD');
    expect(persistence.getItem(STORAGE_KEYS.storeViewSecureBaseMediaUrl)).toBeUndefined();
  });

  it('ignores the segment when the store list cannot be read', async () => {
    answerOperation('GetAvailableStoreCodes', serverErrorAnswer);
    const { client, persistence } = setup();
    await expect(handleStoreSegment(client, persistence, '/radio_store_view_ca')).resolves.toEqual({
      action: 'none',
    });
    expect(persistence.getItem(STORAGE_KEYS.storeViewCode)).toBeUndefined();
  });
});
