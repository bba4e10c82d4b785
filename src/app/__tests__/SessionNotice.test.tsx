import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { renderWithProviders } from '../../../test/render';
import ToastContainer from '../../features/shell/components/ToastContainer';
import { createAppStore } from '../../store/createAppStore';
import { toastCallbacks } from '../../store/toastCallbacks';
import { userActions } from '../../store/userSlice';
import { useSessionNotice } from '../useSessionNotice';

function Notice() {
  useSessionNotice();
  return <ToastContainer />;
}

afterEach(() => {
  jest.useRealTimers();
  toastCallbacks.clear();
});

describe('the notice that the store ended the session', () => {
  it('stays until the shopper acts on it, however long they take, and leads to Sign In', async () => {
    jest.useFakeTimers();
    const store = createAppStore();
    renderWithProviders(
      <Routes>
        <Route path="/" element={<Notice />} />
        <Route path="/sign-in" element={<h1>Sign-in page</h1>} />
      </Routes>,
      { store },
    );
    expect(screen.queryByText(/Your session has ended/)).not.toBeInTheDocument();
    act(() => {
      store.dispatch(userActions.sessionRefused());
    });
    expect(await screen.findByText(/Your session has ended, so you are now browsing as a guest\./)).toBeVisible();
    act(() => {
      jest.advanceTimersByTime(120_000);
    });
    const signIn = screen.getByRole('button', { name: 'Sign In' });
    jest.useRealTimers();
    await userEvent.click(signIn);
    expect(await screen.findByRole('heading', { name: 'Sign-in page' })).toBeInTheDocument();
    expect(screen.queryByText(/Your session has ended/)).not.toBeInTheDocument();
  });
});
