import { waitFor } from '@testing-library/react';
import { resetState } from '../../../../mock-backend/state';
import { GET_STORE_LOCALE } from '../../../platform/intl/storeLocale';
import { logOperations } from '../../../app/resolver/__tests__/graphqlRequests';
import { createClient } from '../../../platform/apollo/createClient';
import { BrowserPersistence } from '../../../platform/persistence/browserPersistence';
import { GET_SHELL_CMS_BLOCK, INFO_BAR_BLOCK } from '../graphql/cmsBlock';
import { GET_AVAILABLE_STORES, GET_STORE_NAME } from '../graphql/switchers';
import { warmShellQueries } from '../hooks/warmShell';

afterEach(() => {
  resetState();
  window.localStorage.clear();
});

describe('warmShellQueries', () => {
  it("puts the header's first data in the cache, under the queries the header's hooks read", async () => {
    const seen = logOperations();
    const client = createClient({
      persistCache: false,
      retry: false,
      persistence: new BrowserPersistence(window.localStorage),
    });
    warmShellQueries(client);
    await waitFor(() => expect(seen).toHaveLength(4));
    expect(seen.map(({ operationName }) => operationName).sort()).toEqual([
      'GetAvailableStoresData',
      'GetShellCmsBlock',
      'GetStoreLocale',
      'getStoreName',
    ]);
    await waitFor(() =>
      expect(
        client.readQuery({ query: GET_SHELL_CMS_BLOCK, variables: { identifier: INFO_BAR_BLOCK } }),
      ).not.toBeNull(),
    );
    expect(client.readQuery({ query: GET_STORE_LOCALE })).not.toBeNull();
    expect(client.readQuery({ query: GET_STORE_NAME })).not.toBeNull();
    expect(client.readQuery({ query: GET_AVAILABLE_STORES })).not.toBeNull();
  });
});
