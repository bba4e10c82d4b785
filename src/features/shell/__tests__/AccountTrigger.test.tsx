import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getBrowserPersistence, STORAGE_KEYS } from '../../../platform/persistence/browserPersistence';
import { initialUserState } from '../../../store/userSlice';
import AccountTrigger from '../components/AccountTrigger';
import { clearBrowserStorage, freshBackend, renderShell } from './shellTestUtils';

beforeEach(() => clearBrowserStorage());

describe('AccountTrigger', () => {
  it('says "Sign In" to a guest and offers the entry pages', async () => {
    freshBackend();
    const user = userEvent.setup();
    renderShell(<AccountTrigger />);
    const trigger = screen.getByRole('button', { name: 'Sign In' });
    await user.click(trigger);
    expect(await screen.findByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/sign-in');
    expect(screen.getByRole('link', { name: 'Create an Account' })).toHaveAttribute(
      'href',
      '/create-account',
    );
    await user.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });

  it('greets a signed-in shopper by first name and lists the account pages', async () => {
    const backend = freshBackend();
    backend.customers.accounts.push({
      id: 9,
      email: 'ada@example.com',
      firstname: 'Ada',
      lastname: 'Lovelace',
    });
    backend.customers.tokens['token-ada'] = { customer_id: 9, expires_at: '2999-01-01T00:00:00.000Z' };
    getBrowserPersistence().setItem(STORAGE_KEYS.signInToken, 'token-ada', 3600);
    const user = userEvent.setup();
    renderShell(<AccountTrigger />, {
      preloaded: { user: { ...initialUserState, token: 'token-ada', isSignedIn: true } },
    });
    const trigger = await screen.findByRole('button', { name: 'Hi, Ada' });
    await user.click(trigger);
    expect(await screen.findByRole('link', { name: 'Account Information' })).toHaveAttribute(
      'href',
      '/account-information',
    );
    expect(screen.getByRole('link', { name: 'Wish List' })).toHaveAttribute('href', '/wishlist');
  });
});
