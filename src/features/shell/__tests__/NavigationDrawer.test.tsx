import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getBrowserPersistence, STORAGE_KEYS } from '../../../platform/persistence/browserPersistence';
import { initialUserState } from '../../../store/userSlice';
import HeaderFrame from '../components/HeaderFrame';
import NavigationDrawerLoader from '../components/NavigationDrawerLoader';
import { clearBrowserStorage, freshBackend, renderShell } from './shellTestUtils';

beforeEach(() => {
  clearBrowserStorage();
});

function renderDrawer({ signedIn = false } = {}) {
  const backend = freshBackend();
  if (signedIn) {
    backend.customers.accounts.push({
      id: 3,
      email: 'ada@example.com',
      firstname: 'Ada',
      lastname: 'Lovelace',
    });
    backend.customers.tokens['token-ada'] = { customer_id: 3, expires_at: '2999-01-01T00:00:00.000Z' };
    getBrowserPersistence().setItem(STORAGE_KEYS.signInToken, 'token-ada', 3600);
  }
  const view = renderShell(
    <>
      <HeaderFrame />
      <NavigationDrawerLoader />
    </>,
    {
      preloaded: signedIn
        ? { user: { ...initialUserState, token: 'token-ada', isSignedIn: true } }
        : undefined,
    },
  );
  return { ...view, user: userEvent.setup() };
}

async function openDrawer(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Open the main menu' }));
  const dialog = await screen.findByRole('dialog', { name: 'Main Menu' });
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Close the menu' })).toHaveFocus());
  return dialog;
}

const title = (dialog: HTMLElement) => within(dialog).getByRole('heading', { level: 2 });

describe('NavigationDrawer', () => {
  it('walks the category tree and back to the root, then closes and returns focus', async () => {
    const { user } = renderDrawer();
    const dialog = await openDrawer(user);
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    await user.click(await within(dialog).findByRole('button', { name: 'Record Players' }));
    expect(title(dialog)).toHaveTextContent('Record Players');
    await waitFor(() => expect(title(dialog)).toHaveFocus());
    expect(await within(dialog).findByRole('link', { name: 'All Record Players' })).toHaveAttribute(
      'href',
      '/record-players.html',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Hi-Fi Turntables' }));
    expect(title(dialog)).toHaveTextContent('Hi-Fi Turntables');
    expect(await within(dialog).findByRole('link', { name: 'Belt Drive' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(title(dialog)).toHaveTextContent('Record Players');
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(title(dialog)).toHaveTextContent('Main Menu');
    // At the root the button closes the drawer.
    await user.click(within(dialog).getByRole('button', { name: 'Close the menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open the main menu' })).toHaveFocus();
  });

  it('follows a leaf link and closes', async () => {
    const { user } = renderDrawer();
    const dialog = await openDrawer(user);
    await user.click(await within(dialog).findByRole('button', { name: 'Speakers' }));
    await user.click(await within(dialog).findByRole('link', { name: 'Radios' }));
    expect(screen.getByRole('status', { name: 'Current location' })).toHaveTextContent(
      '/speakers/radios.html',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens the sign-in views as a modal panel and walks back through them', async () => {
    const { user } = renderDrawer();
    const dialog = await openDrawer(user);
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(title(dialog)).toHaveTextContent('Sign In');
    expect(within(dialog).getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(await within(dialog).findByLabelText(/Email Address/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Password/)).toHaveAttribute('type', 'password');
    // The tree behind the panel is masked: inert, out of reach of focus and pointer.
    expect(within(dialog).getByRole('button', { name: 'Record Players' }).closest('[inert]')).not.toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Forgot Password?' }));
    expect(title(dialog)).toHaveTextContent('Forgot Password');
    expect(await within(dialog).findByRole('button', { name: 'Send Reset Link' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(title(dialog)).toHaveTextContent('Sign In');

    await user.click(within(dialog).getByRole('button', { name: 'Create an Account' }));
    expect(title(dialog)).toHaveTextContent('Create Account');
    expect(await within(dialog).findByLabelText(/First Name/)).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Subscribe to news and updates' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(title(dialog)).toHaveTextContent('Sign In');
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(title(dialog)).toHaveTextContent('Main Menu');
    expect(await within(dialog).findByRole('button', { name: 'Record Players' })).toBeInTheDocument();
  });

  it('offers My Account when signed in, greeting the shopper', async () => {
    const { user, store } = renderDrawer({ signedIn: true });
    const dialog = await openDrawer(user);
    await user.click(within(dialog).getByRole('button', { name: 'My Account' }));
    expect(title(dialog)).toHaveTextContent('My Account');
    expect(await within(dialog).findByText('Hi, Ada')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Order History' })).toHaveAttribute(
      'href',
      '/order-history',
    );
    expect(within(dialog).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(title(dialog)).toHaveTextContent('Main Menu');
    // A signed-in shopper sent to the sign-in view sees its fallback title.
    act(() => {
      store.dispatch({ type: 'app/showSignIn' });
    });
    expect(title(dialog)).toHaveTextContent('Account');
  });

  it('titles My Account "Account" for a guest', async () => {
    const { user, store } = renderDrawer();
    const dialog = await openDrawer(user);
    act(() => {
      store.dispatch({ type: 'app/showMyAccount' });
    });
    expect(title(dialog)).toHaveTextContent('Account');
  });

  it('keeps focus inside while open and closes on Escape', async () => {
    const { user } = renderDrawer();
    const dialog = await openDrawer(user);
    await within(dialog).findByRole('button', { name: 'Record Players' });
    // Shift+Tab from the first control wraps to the last one, Tab wraps back.
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Sign In' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Close the menu' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open the main menu' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });
});
