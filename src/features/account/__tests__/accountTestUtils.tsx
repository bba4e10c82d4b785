/** Shared set-up of the account tests: the real routes, store, client and backend. */
import { gql } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { render, screen, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, useLocation } from 'react-router';
import messages from '../../../../i18n/en_US.json';
import { DEMO_CUSTOMER_ID } from '../../../../mock-backend/data/demoCustomer';
import { issueToken } from '../../../../mock-backend/resolvers/account/tokens';
import { createState, resetState, type BackendState } from '../../../../mock-backend/state';
import AppRoutes from '../../../app/AppRoutes';
import FeatureSlots from '../../../app/featureSlots';
import { PageSlots } from '../../../app/pageSlots';
import { createClient, type StorefrontClient } from '../../../platform/apollo/createClient';
import { getBrowserPersistence, STORAGE_KEYS } from '../../../platform/persistence/browserPersistence';
import { createAppStore, StoreProvider, type AppStore } from '../../../store/createAppStore';
import type { StorefrontStore } from '../../../store/thunkExtra';
import { initialUserState } from '../../../store/userSlice';

function LocationDisplay() {
  const location = useLocation();
  return <output aria-label="Current location">{`${location.pathname}${location.search}`}</output>;
}

export interface AccountRender extends RenderResult {
  store: StorefrontStore;
  client: StorefrontClient;
  backend: BackendState;
  user: ReturnType<typeof userEvent.setup>;
}

/** A fresh backend, empty browser storage and session storage. */
export function freshStart(): BackendState {
  window.localStorage.clear();
  window.sessionStorage.clear();
  return resetState(createState());
}

/** Signs the demo customer in (a token in the backend and in browser storage). */
export function demoToken(backend: BackendState): string {
  const token = issueToken(backend, DEMO_CUSTOMER_ID);
  getBrowserPersistence().setItem(STORAGE_KEYS.signInToken, token, 3600);
  return token;
}

/** Renders `ui` (default: the app's routes) at `route` with the real providers. */
export function renderAccount(
  route: string,
  {
    backend,
    token,
    ui,
    graphqlUri,
  }: {
    backend: BackendState;
    token?: string;
    ui?: ReactElement;
    /** The backend's GraphQL endpoint when it is on another origin (the default: the page's). */
    graphqlUri?: string;
  },
): AccountRender {
  const persistence = getBrowserPersistence();
  const client = createClient({ persistence, persistCache: false, retry: false, uri: graphqlUri });
  const store = createAppStore(
    token ? { user: { ...initialUserState, token, isSignedIn: true } } : undefined,
    { persistence, client: Promise.resolve(client) },
  ) as StorefrontStore;
  const result = render(
    <StoreProvider store={store as AppStore<unknown>}>
      <IntlProvider locale="en-US" messages={messages} defaultLocale="en-US">
        <ApolloProvider client={client}>
          <MemoryRouter initialEntries={[route]}>
            <FeatureSlots>{ui ? <PageSlots>{ui}</PageSlots> : <AppRoutes />}</FeatureSlots>
            <LocationDisplay />
          </MemoryRouter>
        </ApolloProvider>
      </IntlProvider>
    </StoreProvider>,
  );
  return { ...result, store, client, backend, user: userEvent.setup() };
}

export const location = () => screen.getByRole('status', { name: 'Current location' }).textContent ?? '';

export const TIMEOUT = { timeout: 8000 };

/** Fills the open address form with a Seattle address (every required field). */
export async function fillSeattleAddress(user: AccountRender['user']): Promise<void> {
  await user.type(screen.getByLabelText(/First Name/), 'Morgan');
  await user.type(screen.getByLabelText(/Last Name/), 'Reyes');
  await user.type(screen.getByLabelText(/^Street Address \*/), '500 Pike St');
  await user.type(screen.getByLabelText(/City/), 'Seattle');
  await user.selectOptions(screen.getByLabelText(/State/), 'Washington');
  await user.type(screen.getByLabelText(/ZIP Code/), '98101');
  await user.type(screen.getByLabelText(/Phone Number/), '206-555-0199');
}

/** The signed-in customer's first name as the app's cache holds it (null when not there). */
export function cachedFirstName(client: StorefrontClient): string | null {
  const data = client.cache.readQuery<{ customer: { firstname: string | null } | null }>({
    query: gql`
      query CachedFirstName {
        customer {
          firstname
        }
      }
    `,
  });
  return data?.customer?.firstname ?? null;
}
