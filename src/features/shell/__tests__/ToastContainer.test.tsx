import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../../test/render';
import { createAppStore } from '../../../store/createAppStore';
import { toastCallbacks } from '../../../store/toastCallbacks';
import type { ToastOptions } from '../../../store/toastSlice';
import { addToast } from '../../../store/toastThunks';
import ToastContainer from '../components/ToastContainer';
import { useToasts, type Toasts } from '../hooks/useToasts';

let api: Toasts;

/** A real caller of the hook, so the tests add toasts the way features do. */
function ToastCaller() {
  api = useToasts();
  return null;
}

function setup() {
  const store = createAppStore();
  renderWithProviders(
    <>
      <ToastCaller />
      <ToastContainer />
    </>,
    { store },
  );
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const show = (options: ToastOptions) => {
    let id = '';
    act(() => {
      id = api.addToast(options);
    });
    return id;
  };
  const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));
  return { store, user, show, wait };
}

beforeEach(() => {
  jest.useFakeTimers({ now: 10_000 });
});

afterEach(() => {
  toastCallbacks.clear();
  jest.useRealTimers();
});

describe('ToastContainer', () => {
  it('shows info and success toasts politely (role="status") and errors and warnings assertively (role="alert")', () => {
    const { show } = setup();
    const status = screen.getByRole('status');
    const alert = screen.getByRole('alert');
    // The live regions are in the page before anything is announced.
    expect(status).toBeEmptyDOMElement();
    expect(alert).toBeEmptyDOMElement();

    show({ type: 'info', message: 'Heads up' });
    show({ type: 'success', message: 'Saved' });
    show({ type: 'error', message: 'Broken' });
    show({ type: 'warning', message: 'Careful' });

    expect(within(status).getByText('Heads up')).toBeInTheDocument();
    expect(within(status).getByText('Saved')).toBeInTheDocument();
    expect(within(alert).getByText('Broken')).toBeInTheDocument();
    expect(within(alert).getByText('Careful')).toBeInTheDocument();
    expect(status).toHaveAttribute('aria-atomic', 'false');
    expect(alert).toHaveAttribute('aria-atomic', 'false');
  });

  it('removes a toast after the default 5000 ms', () => {
    const { show, wait } = setup();
    show({ type: 'success', message: 'Saved' });
    expect(screen.getByText('Saved')).toBeInTheDocument();
    wait(4999);
    expect(screen.getByText('Saved')).toBeInTheDocument();
    wait(1);
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('removes a toast after its own timeout', () => {
    const { show, wait } = setup();
    show({ type: 'info', message: 'Quick', timeout: 1200 });
    wait(1199);
    expect(screen.getByText('Quick')).toBeInTheDocument();
    wait(1);
    expect(screen.queryByText('Quick')).not.toBeInTheDocument();
  });

  it('keeps a toast with timeout 0 or false until it is dismissed', async () => {
    const { show, wait, user } = setup();
    show({ type: 'info', message: 'Zero', timeout: 0, dismissable: true });
    show({ type: 'warning', message: 'Never', timeout: false, dismissable: true });
    wait(60_000);
    expect(screen.getByText('Zero')).toBeInTheDocument();
    expect(screen.getByText('Never')).toBeInTheDocument();

    const zero = screen.getByText('Zero').closest('[data-type]') as HTMLElement;
    await user.click(within(zero).getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Zero')).not.toBeInTheDocument();
    expect(screen.getByText('Never')).toBeInTheDocument();
  });

  it('shows a close button only on a dismissable toast, labelled "Close" or its dismiss action text', async () => {
    const { show, user } = setup();
    show({ type: 'info', message: 'Timed only' });
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();

    show({ type: 'info', message: 'Custom', dismissable: true, dismissActionText: 'Hide notice' });
    await user.click(screen.getByRole('button', { name: 'Hide notice' }));
    expect(screen.queryByText('Custom')).not.toBeInTheDocument();
  });

  it("hands `remove` to the toast's onDismiss instead of removing it directly", async () => {
    const { show, user } = setup();
    let remove: (() => void) | undefined;
    const onDismiss = jest.fn((handed: () => void) => {
      remove = handed;
    });
    show({ type: 'error', message: 'Ask first', onDismiss, timeout: 0 });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Ask first')).toBeInTheDocument();
    act(() => remove?.());
    expect(screen.queryByText('Ask first')).not.toBeInTheDocument();
  });

  it('runs the action with `remove` when its button is pressed', async () => {
    const { show, user } = setup();
    const onAction = jest.fn((remove: () => void) => remove());
    show({
      type: 'info',
      message: 'Item removed',
      actionText: 'Undo',
      onAction,
      timeout: 0,
      dismissable: true,
    });
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Item removed')).not.toBeInTheDocument();
  });

  it('shows a repeat once, keeping the original timestamp and restarting the timer', () => {
    const { show, wait, store } = setup();
    const first = show({ type: 'error', message: 'Out of stock' });
    const { timestamp } = store.getState().toast.toasts[first]!;
    wait(4000);
    const repeat = show({ type: 'error', message: 'Out of stock' });

    expect(repeat).toBe(first);
    expect(screen.getAllByText('Out of stock')).toHaveLength(1);
    expect(store.getState().toast.toasts[first]).toMatchObject({ timestamp, isDuplicate: true });
    wait(4999);
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    wait(1);
    expect(screen.queryByText('Out of stock')).not.toBeInTheDocument();
  });

  it('lists toasts oldest first', () => {
    const { show, wait } = setup();
    show({ type: 'info', message: 'First' });
    wait(10);
    show({ type: 'info', message: 'Second' });
    const texts = Array.from(screen.getByRole('status').children).map((toast) => toast.textContent);
    expect(texts).toEqual(['First', 'Second']);
  });

  it('shows the lines after the first as details', () => {
    const { show } = setup();
    show({ type: 'error', message: 'Something failed\nDebug: 42' });
    expect(screen.getByText('Something failed')).toBeInTheDocument();
    expect(screen.getByText('Debug: 42')).toBeInTheDocument();
  });

  it('renders toasts dispatched to the store from outside React', () => {
    const { store } = setup();
    act(() => {
      store.dispatch(addToast({ type: 'success', message: 'From a thunk' }));
    });
    expect(within(screen.getByRole('status')).getByText('From a thunk')).toBeInTheDocument();
  });

  it('throws the spec messages for an invalid toast and shows nothing', () => {
    setup();
    expect(() => api.addToast({ type: 'info', message: '' })).toThrow('toast.message is required');
    expect(() => api.addToast({ message: 'x' } as ToastOptions)).toThrow('toast.type is required');
    expect(() => api.addToast({ type: 'info', message: 'x', timeout: 0 })).toThrow(
      'Toast should be user-dismissable or have a timeout',
    );
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
