import { act, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { appActions } from '../../../store/appSlice';
import { createAppStore, StoreProvider } from '../../../store/createAppStore';
import LoadingBar from '../components/LoadingBar';
import { LOADING_BAR_LINGER_MS } from '../hooks/useLoadingBar';

function setup(isPageLoading = false) {
  const store = createAppStore();
  if (isPageLoading) store.dispatch(appActions.setPageLoading(true));
  render(
    <StoreProvider store={store}>
      <IntlProvider locale="en-US" defaultLocale="en-US">
        <LoadingBar />
      </IntlProvider>
    </StoreProvider>,
  );
  const setPageLoading = (value: boolean) => act(() => void store.dispatch(appActions.setPageLoading(value)));
  const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));
  return { setPageLoading, wait };
}

const bar = () => screen.getByRole('progressbar', { hidden: true });

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('LoadingBar', () => {
  it('is off and hidden while no page loads', () => {
    setup();
    expect(bar()).toHaveAttribute('data-state', 'off');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('goes off → loading → done, and off again 750 ms after loading ends', () => {
    const { setPageLoading, wait } = setup();
    expect(LOADING_BAR_LINGER_MS).toBe(750);

    setPageLoading(true);
    const loading = screen.getByRole('progressbar', { name: 'Fetching Data...' });
    expect(loading).toHaveAttribute('data-state', 'loading');
    expect(loading).toHaveAttribute('aria-busy', 'true');

    setPageLoading(false);
    expect(bar()).toHaveAttribute('data-state', 'done');
    expect(bar()).toHaveAttribute('aria-busy', 'false');
    wait(749);
    expect(bar()).toHaveAttribute('data-state', 'done');
    wait(1);
    expect(bar()).toHaveAttribute('data-state', 'off');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('starts in loading when a page is already loading', () => {
    setup(true);
    expect(bar()).toHaveAttribute('data-state', 'loading');
  });

  it('goes back to loading when the next page starts loading while it lingers', () => {
    const { setPageLoading, wait } = setup();
    setPageLoading(true);
    setPageLoading(false);
    wait(500);
    setPageLoading(true);
    expect(bar()).toHaveAttribute('data-state', 'loading');
    // The earlier linger does not switch the bar off under the new load.
    wait(1000);
    expect(bar()).toHaveAttribute('data-state', 'loading');
    setPageLoading(false);
    expect(bar()).toHaveAttribute('data-state', 'done');
    wait(750);
    expect(bar()).toHaveAttribute('data-state', 'off');
  });
});
