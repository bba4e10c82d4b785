import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import ToastContainer from '../../features/shell/components/ToastContainer';
import { registerServiceWorker } from '../../platform/sw/registerServiceWorker';
import { createAppStore } from '../../store/createAppStore';
import { toastCallbacks } from '../../store/toastCallbacks';
import ServiceWorkerUpdates from '../ServiceWorkerUpdates';

/**
 * jsdom has no service workers: workbox-window's Workbox is replaced by an event target that
 * records what the page asks of it, so the tests can play the browser's lifecycle events.
 */
const mockWorkboxes: Array<
  EventTarget & { url: string; register: jest.Mock; messageSkipWaiting: jest.Mock }
> = [];
jest.mock('workbox-window', () => ({
  Workbox: class extends EventTarget {
    register = jest.fn(async () => ({}));
    messageSkipWaiting = jest.fn();
    readonly url: string;
    constructor(url: string) {
      super();
      this.url = url;
      mockWorkboxes.push(this);
    }
  },
}));

const originalNodeEnv = process.env.NODE_ENV;

beforeEach(() => {
  mockWorkboxes.length = 0;
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { controller: null } });
});

afterEach(() => {
  process.env.NODE_ENV = originalNodeEnv;
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  toastCallbacks.clear();
});

describe('registerServiceWorker', () => {
  it('registers /sw.js and activates a waiting version only when asked, reloading once it controls', async () => {
    const onUpdateReady = jest.fn();
    const reload = jest.fn();
    await registerServiceWorker({ onUpdateReady, reload });
    const [workbox] = mockWorkboxes;
    expect(workbox!.url).toBe('/sw.js');
    expect(workbox!.register).toHaveBeenCalledTimes(1);

    // The first worker taking control (clients.claim) reloads nothing.
    workbox!.dispatchEvent(new Event('controlling'));
    expect(reload).not.toHaveBeenCalled();

    workbox!.dispatchEvent(new Event('waiting'));
    expect(onUpdateReady).toHaveBeenCalledTimes(1);
    expect(workbox!.messageSkipWaiting).not.toHaveBeenCalled();
    const activate = onUpdateReady.mock.calls[0][0] as () => void;
    activate();
    expect(workbox!.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    workbox!.dispatchEvent(new Event('controlling'));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('ServiceWorkerUpdates', () => {
  const renderUpdates = () =>
    renderWithProviders(
      <>
        <ServiceWorkerUpdates />
        <ToastContainer />
      </>,
      { store: createAppStore() },
    );

  it('registers nothing outside production builds', async () => {
    renderUpdates();
    await act(async () => {});
    expect(mockWorkboxes).toHaveLength(0);
  });

  it('links the web app manifest once the page has loaded, and only once', async () => {
    document.head.querySelectorAll('link[rel="manifest"]').forEach((link) => link.remove());
    renderUpdates();
    await waitFor(() => expect(document.head.querySelector('link[rel="manifest"]')).not.toBeNull());
    expect(document.head.querySelector('link[rel="manifest"]')).toHaveAttribute(
      'href',
      '/manifest.webmanifest',
    );
    renderUpdates();
    await act(async () => {});
    expect(document.head.querySelectorAll('link[rel="manifest"]')).toHaveLength(1);
  });

  it('offers a new version with a Reload action, and activates it only on that action', async () => {
    process.env.NODE_ENV = 'production';
    renderUpdates();
    await waitFor(() => expect(mockWorkboxes).toHaveLength(1));
    const [workbox] = mockWorkboxes;
    await waitFor(() => expect(workbox!.register).toHaveBeenCalled());
    expect(screen.queryByText('A new version of the store is available.')).not.toBeInTheDocument();

    act(() => {
      workbox!.dispatchEvent(new Event('waiting'));
    });
    const status = screen
      .getAllByRole('status')
      .find((region) => region.textContent?.includes('new version'));
    expect(status).toHaveTextContent('A new version of the store is available.');
    // The open tab keeps running until the shopper chooses to reload.
    expect(workbox!.messageSkipWaiting).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(workbox!.messageSkipWaiting).toHaveBeenCalledTimes(1);
  });
});
