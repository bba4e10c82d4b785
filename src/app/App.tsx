import { lazy, Suspense } from 'react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { IntlProvider } from 'react-intl';
import { BrowserRouter, Route, Routes } from 'react-router';
import type { Messages } from '../platform/intl/loadMessages';

const StorePreview = lazy(
  () => import(/* webpackChunkName: "page-home" */ '../features/shell/components/StorePreview'),
);

export interface AppProps {
  client: ApolloClient;
  locale: string;
  messages: Messages;
}

export default function App({ client, locale, messages }: AppProps) {
  return (
    <IntlProvider locale={locale} messages={messages} defaultLocale="en-US">
      <ApolloProvider client={client}>
        <BrowserRouter>
          <Suspense fallback={null}>
            <Routes>
              <Route path="*" element={<StorePreview />} />
            </Routes>
          </Suspense>
        </BrowserRouter>
      </ApolloProvider>
    </IntlProvider>
  );
}
