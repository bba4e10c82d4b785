/**
 * Everything that reads through the data layer, under one Apollo client: the shell (header,
 * footer, slots) and the routes. The browser renders it in the data layer (dataLayer.tsx); the
 * server renders it for a page's preview (src/preview.tsx), where effects do not run.
 */
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import CartUpkeep from '../features/cart/components/CartUpkeep';
import Shell from '../features/shell/components/Shell';
import { PageLoaderProvider } from '../platform/routing/pageLoader';
import AppRoutes from './AppRoutes';
import FeatureSlots from './featureSlots';
import LocaleSync from './LocaleSync';
import { pageLoader } from './pages/loadPage';
import { renderSearchSuggestions } from './SearchSuggestionsSlot';

export default function Storefront({ client, children }: { client: ApolloClient; children?: ReactNode }) {
  return (
    <ApolloProvider client={client}>
      <PageLoaderProvider value={pageLoader}>
        <LocaleSync />
        <FeatureSlots>
          <CartUpkeep />
          {children ?? (
            <Shell searchSuggestions={renderSearchSuggestions}>
              <AppRoutes />
            </Shell>
          )}
        </FeatureSlots>
      </PageLoaderProvider>
    </ApolloProvider>
  );
}
