import type { ComponentType } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetState } from '../../../mock-backend/state';
import { createClient } from '../../platform/apollo/createClient';
import { getBrowserPersistence } from '../../platform/persistence/browserPersistence';
import { createAppStore } from '../../store/createAppStore';
import { toastCallbacks } from '../../store/toastCallbacks';
import App from '../App';
import DataLayerProvider from '../dataLayer';

jest.setTimeout(40_000);

/** The whole app as index.tsx renders it, at `path`. */
function renderStorefront(path = '/') {
  window.history.replaceState(null, '', path);
  const client = createClient({ persistCache: false, retry: false });
  const dataLayer = Promise.resolve<{ default: ComponentType }>({
    default: () => <DataLayerProvider apolloClient={client} />,
  });
  const store = createAppStore(undefined, {
    persistence: getBrowserPersistence(),
    client: Promise.resolve(client),
  });
  render(<App store={store} dataLayer={dataLayer} />);
  return { user: userEvent.setup() };
}

const header = () => screen.getByRole('banner');
const field = () => within(header()).getByRole('combobox', { name: 'Search the store' });
const suggestions = () =>
  within(header()).findByRole('listbox', { name: 'Search suggestions' }, { timeout: 10_000 });

async function openSearchAndType(user: ReturnType<typeof userEvent.setup>, text: string) {
  await screen.findByRole('main', {}, { timeout: 10_000 });
  await user.click(within(header()).getByRole('button', { name: 'Toggle search' }));
  // The field becomes the combobox once the suggestions' code is in.
  await waitFor(() => expect(field()).toHaveFocus(), { timeout: 10_000 });
  await user.type(field(), text);
}

beforeEach(() => {
  window.localStorage.clear();
  resetState();
});

afterEach(() => {
  toastCallbacks.clear();
  window.history.replaceState(null, '', '/');
});

describe("the header's search field", () => {
  it('suggests products as the shopper types, and opens the one chosen with the keyboard', async () => {
    const { user } = renderStorefront('/');
    await openSearchAndType(user, 'cruiser del');
    const listbox = await suggestions();
    expect(field()).toHaveAttribute('aria-controls', listbox.id);
    await waitFor(() => expect(field()).toHaveAttribute('aria-expanded', 'true'));
    // A configurable product whose variants cost more reads "As low as", as on its tile.
    const product = within(listbox).getByRole('option', { name: /^Cruiser Deluxe\s*As low as\s*\$/ });
    // A screen reader hears how many there are.
    expect(within(header()).getByText(/^\d+ suggestions available\.$/)).toHaveAttribute('role', 'status');

    // Down until the product is highlighted, then Enter.
    const options = within(listbox).getAllByRole('option');
    for (let index = 0; index <= options.indexOf(product); index += 1) await user.keyboard('{ArrowDown}');
    expect(field()).toHaveAttribute('aria-activedescendant', product.id);
    await user.keyboard('{Enter}');

    const productHeading = await screen.findByRole(
      'heading',
      { level: 1, name: 'Cruiser Deluxe' },
      { timeout: 10_000 },
    );
    expect(window.location.pathname).toBe('/cruiser-deluxe.html');
    // The bar has closed; as after any link, the new page has the focus on its heading.
    expect(within(header()).queryByRole('combobox')).not.toBeInTheDocument();
    const toggle = within(header()).getByRole('button', { name: 'Toggle search' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(productHeading).toHaveFocus());
  });

  it('goes to all the results from "See all"', async () => {
    const { user } = renderStorefront('/');
    await openSearchAndType(user, 'cruiser');
    const listbox = await suggestions();
    const seeAll = within(listbox).getByRole('option', { name: /^See all \d+ results for “cruiser”/ });
    await user.keyboard('{ArrowUp}');
    expect(field()).toHaveAttribute('aria-activedescendant', seeAll.id);
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(`${window.location.pathname}${window.location.search}`).toBe('/search.html?query=cruiser'),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: /cruiser/i }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});
