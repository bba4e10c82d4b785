import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { store as defaultStore, twoStoreFixture } from '../../../../mock-backend/data/store';
import { createState } from '../../../../mock-backend/state';
import { createClient } from '../../../platform/apollo/createClient';
import { browserLocation } from '../../../platform/browser/location';
import { getBrowserPersistence, STORAGE_KEYS } from '../../../platform/persistence/browserPersistence';
import CurrencySwitcher from '../components/CurrencySwitcher';
import StoreSwitcher from '../components/StoreSwitcher';
import StoreTabs from '../components/StoreTabs';
import { useCurrencySwitcher } from '../hooks/useCurrencySwitcher';
import { useStoreSwitcher } from '../hooks/useStoreSwitcher';
import { clearBrowserStorage, freshBackend, renderShell } from './shellTestUtils';

let reload: jest.SpyInstance;
let assign: jest.SpyInstance;

beforeEach(() => {
  clearBrowserStorage();
  reload = jest.spyOn(browserLocation, 'reload').mockImplementation(() => undefined);
  assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

const stored = (key: string) => getBrowserPersistence().getItem<string>(key);

function hookWrapper(route = '/') {
  const client = createClient({ persistCache: false, retry: false });
  return ({ children }: { children: ReactNode }) => (
    <IntlProvider locale="en-US" defaultLocale="en-US">
      <ApolloProvider client={client}>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </ApolloProvider>
    </IntlProvider>
  );
}

describe('currency switcher', () => {
  it('lists the store’s currencies, stores the chosen code and reloads so prices follow', async () => {
    freshBackend();
    const user = userEvent.setup();
    renderShell(<CurrencySwitcher />);
    const trigger = await screen.findByRole('button', { name: 'Currency: USD' });
    await user.click(trigger);
    const options = await screen.findAllByRole('button', { name: /^(USD|EUR|GBP)$/ });
    // Each with its symbol (spec 3: USD $, EUR €, GBP £).
    expect(options.map((option) => option.textContent)).toEqual(['$USD', '€EUR', '£GBP']);
    expect(screen.getByRole('button', { name: 'USD' })).toHaveAttribute('aria-current', 'true');
    await user.click(screen.getByRole('button', { name: 'EUR' }));
    expect(stored(STORAGE_KEYS.storeViewCurrency)).toBe('EUR');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows the saved currency as current, and ignores codes the store does not offer', async () => {
    freshBackend();
    getBrowserPersistence().setItem(STORAGE_KEYS.storeViewCurrency, 'GBP');
    const { result } = renderHook(() => useCurrencySwitcher(), { wrapper: hookWrapper() });
    await waitFor(() => expect(result.current.currentCode).toBe('GBP'));
    act(() => result.current.handleSwitchCurrency('JPY'));
    act(() => result.current.handleSwitchCurrency('GBP'));
    expect(stored(STORAGE_KEYS.storeViewCurrency)).toBe('GBP');
    expect(reload).not.toHaveBeenCalled();
  });

  it('falls back to the default currency when the saved one is not offered', async () => {
    freshBackend();
    getBrowserPersistence().setItem(STORAGE_KEYS.storeViewCurrency, 'JPY');
    const { result } = renderHook(() => useCurrencySwitcher(), { wrapper: hookWrapper() });
    await waitFor(() => expect(result.current.currentCode).toBe('USD'));
  });

  it('is hidden when the store offers one currency', async () => {
    const view = { ...defaultStore.storeViews[0]!, available_currency_codes: ['USD'] };
    freshBackend(createState({ store: { ...defaultStore, storeViews: [view] } }));
    const { result } = renderHook(() => useCurrencySwitcher(), { wrapper: hookWrapper() });
    await waitFor(() => expect(result.current.options).toHaveLength(1));
    expect(result.current.isHidden).toBe(true);
  });
});

describe('store switcher', () => {
  it('is hidden with one store, and so is the store tab list', async () => {
    freshBackend();
    const { result } = renderHook(() => useStoreSwitcher(), { wrapper: hookWrapper() });
    await waitFor(() => expect(result.current.groups).toHaveLength(1));
    expect(result.current.isHidden).toBe(true);
    renderShell(
      <>
        <StoreSwitcher />
        <StoreTabs />
      </>,
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: /Store:/ })).not.toBeInTheDocument());
    expect(screen.queryByRole('navigation', { name: 'Our stores' })).not.toBeInTheDocument();
  });

  it('shows the store groups in two columns and switches: code, currency and media URL stored, then reload', async () => {
    freshBackend(createState({ store: twoStoreFixture() }));
    const user = userEvent.setup();
    renderShell(<StoreSwitcher />);
    const trigger = await screen.findByRole('button', { name: 'Store: Spindle & Stylus' });
    await user.click(trigger);
    const us = await screen.findByRole('list', { name: 'Spindle & Stylus US' });
    const ca = screen.getByRole('list', { name: 'Spindle & Stylus CA' });
    expect(within(us).getByRole('button', { name: 'Spindle & Stylus' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await user.click(within(ca).getByRole('button', { name: 'Spindle & Stylus Canada' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(stored(STORAGE_KEYS.storeViewCode)).toBe('radio_store_view_ca');
    expect(stored(STORAGE_KEYS.storeViewCurrency)).toBe('EUR');
    expect(stored(STORAGE_KEYS.storeViewSecureBaseMediaUrl)).toBe('http://localhost/media/');
    expect(assign).not.toHaveBeenCalled();
  });

  it('looks the current page up in the new store and goes to its URL there', async () => {
    freshBackend(createState({ store: twoStoreFixture() }));
    const { result } = renderHook(() => useStoreSwitcher(), { wrapper: hookWrapper('/turntables.html') });
    await waitFor(() => expect(result.current.isHidden).toBe(false));
    await act(() => result.current.handleSwitchStore('radio_store_view_ca'));
    expect(assign).toHaveBeenCalledWith('/record-players/hi-fi-turntables.html');
    expect(stored(STORAGE_KEYS.storeViewCode)).toBe('radio_store_view_ca');
  });

  it('ignores an unknown store code and the current one', async () => {
    freshBackend(createState({ store: twoStoreFixture() }));
    const { result } = renderHook(() => useStoreSwitcher(), { wrapper: hookWrapper() });
    await waitFor(() => expect(result.current.isHidden).toBe(false));
    await act(() => result.current.handleSwitchStore('no_such_store'));
    await act(() => result.current.handleSwitchStore('radio_store_view'));
    expect(stored(STORAGE_KEYS.storeViewCode)).toBeUndefined();
    expect(stored(STORAGE_KEYS.storeViewCurrency)).toBeUndefined();
    expect(reload).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
  });

  it('offers the two store groups as tabs; the current one is not clickable', async () => {
    freshBackend(createState({ store: twoStoreFixture() }));
    const user = userEvent.setup();
    renderShell(<StoreTabs />);
    const tabs = await screen.findByRole('navigation', { name: 'Our stores' });
    const current = within(tabs).getByText('Spindle & Stylus US');
    expect(current).toHaveAttribute('aria-current', 'true');
    expect(current.closest('button, a')).toBeNull();
    await user.click(within(tabs).getByRole('button', { name: 'Spindle & Stylus CA' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(stored(STORAGE_KEYS.storeViewCode)).toBe('radio_store_view_ca');
  });
});
