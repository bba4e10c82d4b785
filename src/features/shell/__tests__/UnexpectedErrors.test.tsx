import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../../test/render';
import { createAppStore } from '../../../store/createAppStore';
import { toastCallbacks } from '../../../store/toastCallbacks';
import ToastContainer from '../components/ToastContainer';
import { installGlobalErrorHandlers } from '../hooks/installGlobalErrorHandlers';
import { reportUnexpectedError, useUnexpectedErrors } from '../hooks/useUnexpectedErrors';

const SORRY = 'Sorry! An unexpected error occurred.';

function UnexpectedErrors({ reload }: { reload: () => void }) {
  useUnexpectedErrors({ reload });
  return null;
}

let consoleError: jest.SpyInstance;

function setup() {
  const store = createAppStore();
  const reload = jest.fn();
  const view = renderWithProviders(
    <>
      <UnexpectedErrors reload={reload} />
      <ToastContainer />
    </>,
    { store },
  );
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const report = (error: unknown) => {
    let id = '';
    act(() => {
      id = reportUnexpectedError(store.dispatch, error);
    });
    return id;
  };
  const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));
  return { store, reload, view, user, report, wait };
}

beforeEach(() => {
  jest.useFakeTimers();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  toastCallbacks.clear();
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('unexpected errors', () => {
  it('shows the error toast with a debug line and logs the error with its id once', () => {
    const { report, store } = setup();
    const id = report(new Error('Cannot read the turntable'));

    const alert = screen.getByRole('alert');
    expect(within(alert).getByText(SORRY)).toBeInTheDocument();
    expect(within(alert).getByText(`Debug: ${id} Cannot read the turntable`)).toBeInTheDocument();
    expect(store.getState().app.unhandledErrors).toEqual([expect.objectContaining({ id })]);

    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError.mock.calls[0]![0]).toContain(id);
    expect(String(consoleError.mock.calls[0]![1])).toContain('Cannot read the turntable');
  });

  it('stays 15 seconds', () => {
    const { report, wait, store } = setup();
    report(new Error('boom'));
    expect(Object.values(store.getState().toast.toasts)[0]).toMatchObject({ timeout: 15000, type: 'error' });
    wait(14_999);
    expect(screen.getByText(SORRY)).toBeInTheDocument();
    wait(1);
    expect(screen.queryByText(SORRY)).not.toBeInTheDocument();
    // Timing out is not handling: the error stays recorded, and is not shown or logged again.
    expect(store.getState().app.unhandledErrors).toHaveLength(1);
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  it('offers "Reload"', async () => {
    const { report, user, reload } = setup();
    report(new Error('boom'));
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('dismissing the toast marks the error handled', async () => {
    const { report, user, store } = setup();
    const first = report(new Error('first'));
    const second = report('second');
    expect(screen.getAllByText(SORRY)).toHaveLength(2);

    const firstToast = screen.getByText(`Debug: ${first} first`).closest('[data-type]') as HTMLElement;
    await user.click(within(firstToast).getByRole('button', { name: 'Close' }));

    expect(screen.queryByText(`Debug: ${first} first`)).not.toBeInTheDocument();
    expect(screen.getByText(`Debug: ${second} second`)).toBeInTheDocument();
    expect(store.getState().app.unhandledErrors.map((error) => error.id)).toEqual([second]);
    expect(consoleError).toHaveBeenCalledTimes(2);
  });

  it('shows and logs an error once even with two subscribers', () => {
    const store = createAppStore();
    const reload = jest.fn();
    renderWithProviders(
      <>
        <UnexpectedErrors reload={reload} />
        <UnexpectedErrors reload={reload} />
        <ToastContainer />
      </>,
      { store },
    );
    act(() => void reportUnexpectedError(store.dispatch, new Error('once')));
    expect(screen.getAllByText(SORRY)).toHaveLength(1);
    expect(Object.values(store.getState().toast.toasts)[0]!.isDuplicate).toBe(false);
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  describe('installGlobalErrorHandlers', () => {
    it('turns window errors and unhandled rejections into the toast until uninstalled', () => {
      const { store } = setup();
      const uninstall = installGlobalErrorHandlers(store);

      act(() => {
        window.dispatchEvent(
          new ErrorEvent('error', { error: new Error('Script failed'), message: 'Script failed' }),
        );
      });
      const rejection = Object.assign(new Event('unhandledrejection'), { reason: new Error('Request lost') });
      act(() => {
        window.dispatchEvent(rejection);
      });

      const [scriptError, rejected] = store.getState().app.unhandledErrors;
      expect(screen.getByText(`Debug: ${scriptError!.id} Script failed`)).toBeInTheDocument();
      expect(screen.getByText(`Debug: ${rejected!.id} Request lost`)).toBeInTheDocument();

      uninstall();
      // jsdom rethrows an error event nobody listens to; this listener only keeps it quiet.
      const keepQuiet = () => {};
      window.addEventListener('error', keepQuiet);
      act(() => {
        window.dispatchEvent(new ErrorEvent('error', { error: new Error('Later'), message: 'Later' }));
      });
      window.removeEventListener('error', keepQuiet);
      expect(store.getState().app.unhandledErrors).toHaveLength(2);
    });

    it('ignores the benign ResizeObserver loop report', () => {
      const { store } = setup();
      const uninstall = installGlobalErrorHandlers(store);
      act(() => {
        window.dispatchEvent(
          new ErrorEvent('error', {
            message: 'ResizeObserver loop completed with undelivered notifications.',
          }),
        );
      });
      expect(store.getState().app.unhandledErrors).toHaveLength(0);
      uninstall();
    });
  });
});
