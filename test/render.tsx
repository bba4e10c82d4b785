import type { ApolloClient } from '@apollo/client';
import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { ApolloProvider } from '@apollo/client/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import messages from '../i18n/en_US.json';
import FeatureSlots from '../src/app/featureSlots';
import { PageSlots } from '../src/app/pageSlots';
import { createClient } from '../src/platform/apollo/createClient';
import { StoreProvider, type AppStore } from '../src/store/createAppStore';

export interface RenderOptions {
  /** The URL rendered, or a location with the history state its entry holds. */
  route?: string | { pathname: string; search?: string; state?: unknown };
  /** Client options; UI tests default to no retries and no cache persistence between tests. */
  client?: Parameters<typeof createClient>[0];
  /** A client to use instead (e.g. the one the store's thunks use); `client` is then ignored. */
  apolloClient?: ApolloClient;
  /** A store (createAppStore) to provide to the tree; without it no StoreProvider is rendered. */
  store?: AppStore<unknown>;
}

/** Renders a tree with the app's real providers (and the slots it fills), talking to the embedded backend through msw. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', client: clientOptions, apolloClient, store }: RenderOptions = {},
): RenderResult {
  const client = apolloClient ?? createClient({ persistCache: false, retry: false, ...clientOptions });
  const tree = (
    <IntlProvider locale="en-US" messages={messages} defaultLocale="en-US">
      <ApolloProvider client={client}>
        <MemoryRouter initialEntries={[route]}>
          <FeatureSlots>
            <PageSlots>{ui}</PageSlots>
          </FeatureSlots>
        </MemoryRouter>
      </ApolloProvider>
    </IntlProvider>
  );
  return render(store ? <StoreProvider store={store}>{tree}</StoreProvider> : tree);
}
