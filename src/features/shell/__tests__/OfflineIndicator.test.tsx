import { act, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/render';
import { createAppStore } from '../../../store/createAppStore';
import { toastCallbacks } from '../../../store/toastCallbacks';
import OfflineIndicator from '../components/OfflineIndicator';
import ToastContainer from '../components/ToastContainer';

const OFFLINE = 'You are offline. Some features may be unavailable.';
const ONLINE = 'You are online.';

function setup() {
  const store = createAppStore();
  const view = renderWithProviders(
    <>
      <OfflineIndicator />
      <ToastContainer />
    </>,
    { store },
  );
  const fire = (type: 'online' | 'offline') => act(() => void window.dispatchEvent(new Event(type)));
  const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));
  const alertRegion = () => screen.getByRole('alert');
  const toastRegion = () =>
    screen.getAllByRole('status').find((region) => region.getAttribute('aria-atomic') === 'false')!;
  const indicator = () =>
    screen.queryAllByRole('status').find((region) => region.getAttribute('aria-atomic') !== 'false') ?? null;
  return { store, view, fire, wait, alertRegion, toastRegion, indicator };
}

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  toastCallbacks.clear();
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('OfflineIndicator and the online/offline toasts', () => {
  it('shows nothing while the app has never been offline', () => {
    const { indicator, alertRegion, toastRegion } = setup();
    expect(indicator()).toBeNull();
    expect(alertRegion()).toBeEmptyDOMElement();
    expect(toastRegion()).toBeEmptyDOMElement();
  });

  it('going offline shows the error toast for 3000 ms and the indicator while offline', () => {
    const { fire, wait, store, alertRegion, indicator } = setup();
    fire('offline');

    expect(store.getState().app).toMatchObject({ isOnline: false, hasBeenOffline: true });
    expect(within(alertRegion()).getByText(OFFLINE)).toBeInTheDocument();
    expect(Object.values(store.getState().toast.toasts)).toEqual([
      expect.objectContaining({ type: 'error', message: OFFLINE, timeout: 3000 }),
    ]);
    expect(indicator()).toHaveTextContent(OFFLINE);

    wait(2999);
    expect(within(alertRegion()).getByText(OFFLINE)).toBeInTheDocument();
    wait(1);
    expect(alertRegion()).toBeEmptyDOMElement();
    // The indicator stays while the app is offline.
    expect(indicator()).toHaveTextContent(OFFLINE);
  });

  it('coming back online shows the info toast for 3000 ms and hides the indicator', () => {
    const { fire, wait, store, toastRegion, indicator } = setup();
    fire('offline');
    wait(3000);
    fire('online');

    expect(store.getState().app).toMatchObject({ isOnline: true, hasBeenOffline: true });
    expect(indicator()).toBeNull();
    expect(within(toastRegion()).getByText(ONLINE)).toBeInTheDocument();
    expect(Object.values(store.getState().toast.toasts)).toEqual([
      expect.objectContaining({ type: 'info', message: ONLINE, timeout: 3000 }),
    ]);
    wait(2999);
    expect(within(toastRegion()).getByText(ONLINE)).toBeInTheDocument();
    wait(1);
    expect(toastRegion()).toBeEmptyDOMElement();
  });

  it('says nothing about being online if the app was never offline', () => {
    const { fire, toastRegion } = setup();
    fire('online');
    expect(toastRegion()).toBeEmptyDOMElement();
  });

  it('a repeated offline event shows no second toast', () => {
    const { fire, store } = setup();
    fire('offline');
    fire('offline');
    const toasts = Object.values(store.getState().toast.toasts);
    expect(toasts).toHaveLength(1);
    expect(toasts[0]!.isDuplicate).toBe(false);
    expect(screen.getAllByText(OFFLINE)).toHaveLength(2); // the toast and the indicator
  });

  it('the offline toast can be closed', async () => {
    const { fire, alertRegion } = setup();
    fire('offline');
    act(() => within(alertRegion()).getByRole('button', { name: 'Close' }).click());
    expect(alertRegion()).toBeEmptyDOMElement();
  });

  it('an app opened offline says so straight away', () => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { alertRegion, indicator } = setup();
    expect(within(alertRegion()).getByText(OFFLINE)).toBeInTheDocument();
    expect(indicator()).toHaveTextContent(OFFLINE);
  });

  it('stops listening when unmounted', () => {
    const { fire, view, store } = setup();
    view.unmount();
    fire('offline');
    expect(store.getState().app.isOnline).toBe(true);
  });
});
