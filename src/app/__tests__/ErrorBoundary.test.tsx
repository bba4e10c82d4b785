import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import ToastContainer from '../../features/shell/components/ToastContainer';
import { createAppStore } from '../../store/createAppStore';
import { toastCallbacks } from '../../store/toastCallbacks';
import ErrorBoundary from '../ErrorBoundary';

const HEADING = 'Something went wrong. Sorry about that.';

function Turntable({ broken }: { broken: boolean }) {
  if (broken) throw new Error('Tonearm snapped');
  return <p>Now playing</p>;
}

function setup(broken: boolean) {
  const store = createAppStore();
  const reload = jest.fn();
  renderWithProviders(
    <>
      <ErrorBoundary reload={reload}>
        <Turntable broken={broken} />
      </ErrorBoundary>
      <ToastContainer />
    </>,
    { store },
  );
  return { store, reload, user: userEvent.setup({ advanceTimers: jest.advanceTimersByTime }) };
}

beforeEach(() => {
  jest.useFakeTimers();
  // React reports caught render errors on the console; useUnexpectedErrors logs them too.
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  toastCallbacks.clear();
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('ErrorBoundary', () => {
  it('renders its children while nothing fails', () => {
    setup(false);
    expect(screen.getByText('Now playing')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('replaces a failing tree with the masked error view, focused on its heading', () => {
    setup(true);
    expect(screen.queryByText('Now playing')).not.toBeInTheDocument();
    const dialog = screen.getByRole('alertdialog', { name: HEADING });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('heading', { level: 1, name: HEADING })).toHaveFocus();
    expect(within(dialog).getByRole('link', { name: 'Take me home' })).toHaveAttribute('href', '/');
  });

  it('records the error, so the unexpected-error toast appears and is logged with its id', () => {
    const { store } = setup(true);
    const [error] = store.getState().app.unhandledErrors;
    expect(error).toMatchObject({ message: 'Tonearm snapped', name: 'Error' });
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Sorry! An unexpected error occurred.')).toBeInTheDocument();
    expect(within(alert).getByText(`Debug: ${error!.id} Tonearm snapped`)).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining(error!.id), expect.anything());
  });

  it('"Reload" reloads, from the view and from the toast', async () => {
    const { reload, user } = setup(true);
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('keeps keyboard focus inside the panel', async () => {
    const { user } = setup(true);
    const dialog = screen.getByRole('alertdialog');
    const reload = within(dialog).getByRole('button', { name: 'Reload' });
    const home = within(dialog).getByRole('link', { name: 'Take me home' });
    await user.tab();
    expect(reload).toHaveFocus();
    await user.tab();
    expect(home).toHaveFocus();
    await user.tab();
    expect(reload).toHaveFocus();
    await user.tab({ shift: true });
    expect(home).toHaveFocus();
    // Focus that has left the panel (a click on the mask) comes back with the next Tab.
    act(() => home.blur());
    expect(document.body).toHaveFocus();
    await user.tab();
    expect(reload).toHaveFocus();
  });

  it('dismissing the toast marks the error handled; the error view stays', async () => {
    const { store, user } = setup(true);
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Close' }));
    expect(store.getState().app.unhandledErrors).toEqual([]);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(20_000));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });
});
