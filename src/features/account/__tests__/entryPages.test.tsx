import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { lastPasswordResetToken } from '../../../../test/backend';
import { server } from '../../../../test/server';
import { DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_PASSWORD } from '../../../../mock-backend/data/demoCustomer';
import { getBrowserPersistence, STORAGE_KEYS } from '../../../platform/persistence/browserPersistence';
import { freshStart, location, renderAccount, TIMEOUT, cachedFirstName } from './accountTestUtils';

jest.setTimeout(30_000);

const SIGN_IN_INCORRECT =
  'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';
const PASSWORD_RULE =
  'A password must contain at least 3 of the following: lowercase, uppercase, digits, special characters.';

describe('sign-in', () => {
  it('says which fields are required, checks the email, and focuses the first problem', async () => {
    const backend = freshStart();
    const { user } = renderAccount('/sign-in', { backend });
    const submit = await screen.findByRole('button', { name: 'Sign In' }, TIMEOUT);
    await user.click(submit);
    const email = screen.getByLabelText(/Email Address/);
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription('Is required.');
    expect(screen.getByLabelText(/Password/)).toHaveAccessibleDescription('Is required.');
    await user.type(email, 'not-an-email');
    await user.click(submit);
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(
        'Please enter a valid email address (Ex: johndoe@domain.com).',
      ),
    );
  });

  it('shows Magento’s message for a wrong password and stays signed out', async () => {
    const backend = freshStart();
    const { user, store } = renderAccount('/sign-in', { backend });
    await user.type(await screen.findByLabelText(/Email Address/, undefined, TIMEOUT), DEMO_CUSTOMER_EMAIL);
    await user.type(screen.getByLabelText(/Password/), 'Wrong-passw0rd');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(SIGN_IN_INCORRECT, undefined, TIMEOUT)).toBeInTheDocument();
    expect(screen.getAllByRole('alert').some((alert) => alert.textContent === SIGN_IN_INCORRECT)).toBe(true);
    expect(store.getState().user.isSignedIn).toBe(false);
  });

  it('focuses the store’s refusal, and drops it once the shopper edits or sends the form again', async () => {
    const backend = freshStart();
    const { user } = renderAccount('/sign-in', { backend });
    const email = await screen.findByLabelText(/Email Address/, undefined, TIMEOUT);
    const password = screen.getByLabelText(/Password/);
    await user.type(email, DEMO_CUSTOMER_EMAIL);
    await user.type(password, 'Wrong-passw0rd');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const refusal = await screen.findByText(SIGN_IN_INCORRECT, undefined, TIMEOUT);
    await waitFor(() => expect(refusal).toHaveFocus());

    // Sent again with the password cleared: the field's own message, and no refusal beside it.
    await user.clear(password);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription('Is required.'));
    expect(password).toHaveFocus();
    expect(screen.queryByText(SIGN_IN_INCORRECT)).not.toBeInTheDocument();

    // Refused again, then the shopper edits the password: the refusal goes.
    await user.type(password, 'Wrong-passw0rd');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByText(SIGN_IN_INCORRECT)).toHaveFocus(), TIMEOUT);
    await user.type(password, '!');
    expect(screen.queryByText(SIGN_IN_INCORRECT)).not.toBeInTheDocument();
  });

  it('sends a guest from an account page to /sign-in and back there after signing in', async () => {
    const backend = freshStart();
    const { user, store } = renderAccount('/order-history', { backend });
    await waitFor(() => expect(location()).toBe('/sign-in'));
    await user.type(await screen.findByLabelText(/Email Address/, undefined, TIMEOUT), DEMO_CUSTOMER_EMAIL);
    await user.type(screen.getByLabelText(/Password/), DEMO_CUSTOMER_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(location()).toBe('/order-history'), TIMEOUT);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order History' }, TIMEOUT),
    ).toBeInTheDocument();
    expect(store.getState().user.isSignedIn).toBe(true);
    expect(getBrowserPersistence().getRawItem(STORAGE_KEYS.signInToken)?.ttl).toBe(3600);
  });
});

describe('create account', () => {
  it('pre-fills from the query, applies the password rules and refuses a taken email', async () => {
    const backend = freshStart();
    const { user } = renderAccount(
      `/create-account?email=${encodeURIComponent(DEMO_CUSTOMER_EMAIL)}&firstName=Morgan&lastName=Reyes`,
      { backend },
    );
    const password = await screen.findByLabelText(/^Password/, undefined, TIMEOUT);
    expect(screen.getByLabelText(/Email Address/)).toHaveValue(DEMO_CUSTOMER_EMAIL);
    expect(screen.getByLabelText(/First Name/)).toHaveValue('Morgan');
    expect(screen.getByLabelText(/Last Name/)).toHaveValue('Reyes');
    const submit = screen.getByRole('button', { name: 'Create an Account' });
    await user.type(password, 'abc');
    await user.click(submit);
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription('Must contain at least 8 character(s).'),
    );
    expect(password).toHaveFocus();
    await user.clear(password);
    await user.type(password, 'abcdefghij');
    await user.click(submit);
    await waitFor(() => expect(password).toHaveAccessibleDescription(PASSWORD_RULE));
    await user.clear(password);
    await user.type(password, 'Abcdefgh1');
    await user.click(submit);
    // The email has an account: a way on, not Magento's message.
    const exists = await screen.findByText(
      `There is already an account with ${DEMO_CUSTOMER_EMAIL}. Sign in to it, or set a new password if you have forgotten yours.`,
      undefined,
      TIMEOUT,
    );
    const notice = exists.closest('[role="alert"]') as HTMLElement;
    await waitFor(() => expect(notice).toHaveFocus());
    expect(within(notice).getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.queryByText(/already exists in an associated website/)).not.toBeInTheDocument();
    await user.click(within(notice).getByRole('link', { name: 'Sign In' }));
    await waitFor(() => expect(location()).toBe('/sign-in'));
    expect(await screen.findByLabelText(/Email Address/, undefined, TIMEOUT)).toHaveValue(
      DEMO_CUSTOMER_EMAIL,
    );
  });

  it('requires the names and email, then creates the account with the opt-in and signs in', async () => {
    const backend = freshStart();
    const { user, client } = renderAccount('/create-account', { backend });
    const submit = await screen.findByRole('button', { name: 'Create an Account' }, TIMEOUT);
    await user.click(submit);
    for (const label of [/First Name/, /Last Name/, /Email Address/]) {
      await waitFor(() => expect(screen.getByLabelText(label)).toHaveAccessibleDescription('Is required.'));
    }
    expect(screen.getByLabelText(/First Name/)).toHaveFocus();
    await user.type(screen.getByLabelText(/First Name/), 'Neo');
    await user.type(screen.getByLabelText(/Last Name/), 'Anders');
    await user.type(screen.getByLabelText(/Email Address/), 'neo@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Wh1te-rabbit');
    await user.click(screen.getByRole('checkbox', { name: 'Subscribe to news and updates' }));
    await user.click(submit);
    await waitFor(() => expect(cachedFirstName(client)).toBe('Neo'), TIMEOUT);
    await waitFor(() => expect(location()).toBe('/'));
    expect(backend.newsletter.subscribers['neo@example.com']?.status).toBe('SUBSCRIBED');
  });
});

describe('forgot and reset password', () => {
  it('sends the reset link, then saves a new password from the link under the rules', async () => {
    const backend = freshStart();
    const forgot = renderAccount('/forgot-password', { backend });
    const send = await screen.findByRole('button', { name: 'Send Reset Link' }, TIMEOUT);
    await forgot.user.click(send);
    await waitFor(() =>
      expect(screen.getByLabelText(/Email Address/)).toHaveAccessibleDescription('Is required.'),
    );
    await forgot.user.type(screen.getByLabelText(/Email Address/), DEMO_CUSTOMER_EMAIL);
    await forgot.user.click(send);
    expect(
      await screen.findByText(
        `If there is an account associated with ${DEMO_CUSTOMER_EMAIL} you will receive an email with a link to change your password.`,
        undefined,
        TIMEOUT,
      ),
    ).toBeInTheDocument();
    forgot.unmount();

    const token = lastPasswordResetToken(DEMO_CUSTOMER_EMAIL, backend)!;
    const reset = renderAccount(`/customer/account/createPassword?token=${token}`, { backend });
    const save = await screen.findByRole('button', { name: 'Save Password' }, TIMEOUT);
    await reset.user.type(screen.getByLabelText(/Email Address/), DEMO_CUSTOMER_EMAIL);
    await reset.user.type(screen.getByLabelText(/New Password/), 'lowercaseonly');
    await reset.user.click(save);
    await waitFor(() =>
      expect(screen.getByLabelText(/New Password/)).toHaveAccessibleDescription(PASSWORD_RULE),
    );
    await reset.user.clear(screen.getByLabelText(/New Password/));
    await reset.user.type(screen.getByLabelText(/New Password/), 'Fresh-Start9');
    await reset.user.click(save);
    expect(
      await screen.findByText(/Your new password has been saved\./, undefined, TIMEOUT),
    ).toBeInTheDocument();
    expect(lastPasswordResetToken(DEMO_CUSTOMER_EMAIL, backend)).toBeNull();
  });

  it('answers an email without an account as one with an account', async () => {
    const backend = freshStart();
    const { user } = renderAccount('/forgot-password', { backend });
    await user.type(
      await screen.findByLabelText(/Email Address/, undefined, TIMEOUT),
      'nobody-here@example.com',
    );
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(
      await screen.findByText(
        'If there is an account associated with nobody-here@example.com you will receive an email with a link to change your password.',
        undefined,
        TIMEOUT,
      ),
    ).toHaveFocus();
    expect(screen.queryByText(/Cannot reset/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the reset link could not be asked for (no answer)', async () => {
    const backend = freshStart();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(graphql.mutation('RequestPasswordResetEmail', () => HttpResponse.error()));
    const { user } = renderAccount('/forgot-password', { backend });
    await user.type(await screen.findByLabelText(/Email Address/, undefined, TIMEOUT), DEMO_CUSTOMER_EMAIL);
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('alert', undefined, TIMEOUT)).toBeInTheDocument();
    expect(screen.queryByText(/If there is an account/)).not.toBeInTheDocument();
    jest.restoreAllMocks();
  });

  it('shows the backend’s message for a forged token, and explains a link without one', async () => {
    const backend = freshStart();
    const forged = renderAccount('/customer/account/createPassword?token=forged', { backend });
    await forged.user.type(
      await screen.findByLabelText(/Email Address/, undefined, TIMEOUT),
      DEMO_CUSTOMER_EMAIL,
    );
    await forged.user.type(screen.getByLabelText(/New Password/), 'Fresh-Start9');
    await forged.user.click(screen.getByRole('button', { name: 'Save Password' }));
    expect(
      await screen.findByText('The password token is mismatched. Reset and try again.', undefined, TIMEOUT),
    ).toBeInTheDocument();
    forged.unmount();
    renderAccount('/customer/account/createPassword', { backend });
    const alert = await screen.findByText(/This reset link is incomplete/, undefined, TIMEOUT);
    expect(within(alert).getByRole('link', { name: 'Forgot Password' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});
