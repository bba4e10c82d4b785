import type { ComponentType } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { getState } from '../../../mock-backend/state';
import { createClient } from '../../platform/apollo/createClient';
import { getBrowserPersistence } from '../../platform/persistence/browserPersistence';
import { createAppStore } from '../../store/createAppStore';
import { toastCallbacks } from '../../store/toastCallbacks';
import App from '../App';
import DataLayerProvider from '../dataLayer';

/** The data layer module as index.tsx requests it, held until the test lets it arrive. */
function heldDataLayer() {
  const client = createClient({ persistCache: false, retry: false });
  const module = { default: () => <DataLayerProvider apolloClient={client} /> };
  let arrive!: () => void;
  const dataLayer = new Promise<{ default: ComponentType }>((resolve) => {
    arrive = () => resolve(module);
  });
  return { dataLayer, arrive, client };
}

beforeEach(() => {
  window.localStorage.clear();
  document.title = '';
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  toastCallbacks.clear();
  jest.restoreAllMocks();
});

describe('App', () => {
  it('renders the shell before the data layer arrives, and the page after', async () => {
    const { dataLayer, arrive, client } = heldDataLayer();
    // As index.tsx makes it: the thunks get the browser storage and the data layer's client.
    const store = createAppStore(undefined, {
      persistence: getBrowserPersistence(),
      client: dataLayer.then(() => client),
    });
    render(<App store={store} dataLayer={dataLayer} />);

    // The shell: loading bar, both toast regions, and a placeholder where the page goes.
    expect(screen.getByRole('progressbar', { hidden: true })).toHaveAttribute('data-state', 'off');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    const statuses = screen.getAllByRole('status');
    expect(statuses.some((region) => region.childElementCount === 0)).toBe(true);
    expect(screen.getByText('Fetching Data...')).toBeInTheDocument();
    expect(screen.queryByRole('main')).not.toBeInTheDocument();

    await act(async () => arrive());
    // The home page (route '/'), titled as the backend has it.
    const home = getState().cms.pages.find((page) => page.identifier === 'home');
    await waitFor(() => expect(document.title).toBe(home?.meta_title), { timeout: 3000 });
    expect(screen.getByRole('main')).not.toBeEmptyDOMElement();
    expect(screen.queryByText('Fetching Data...')).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar', { hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });
});
