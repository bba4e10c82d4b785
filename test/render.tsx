import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { ApolloProvider } from '@apollo/client/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import messages from '../i18n/en_US.json';
import { createClient } from '../src/platform/apollo/createClient';

export interface RenderOptions {
  route?: string;
  /** Client options; UI tests default to no retries and no cache persistence between tests. */
  client?: Parameters<typeof createClient>[0];
}

/** Renders a tree with the app's real providers, talking to the embedded backend through msw. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', client: clientOptions }: RenderOptions = {},
): RenderResult {
  const client = createClient({ persistCache: false, retry: false, ...clientOptions });
  return render(
    <IntlProvider locale="en-US" messages={messages} defaultLocale="en-US">
      <ApolloProvider client={client}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </ApolloProvider>
    </IntlProvider>,
  );
}
