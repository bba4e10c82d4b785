import { screen, waitFor, within } from '@testing-library/react';
import { DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_PASSWORD } from '../../../../mock-backend/data/demoCustomer';
import AppRoutes from '../../../app/AppRoutes';
import AccountTrigger from '../../shell/components/AccountTrigger';
import { demoToken, freshStart, location, renderAccount, TIMEOUT } from './accountTestUtils';

jest.setTimeout(30_000);

describe('the account trigger and menu', () => {
  it('greets the signed-in customer and signs out from the menu', async () => {
    const backend = freshStart();
    const token = demoToken(backend);
    const { user, store } = renderAccount('/wishlist', { backend, token, ui: <AccountTrigger /> });
    await user.click(await screen.findByRole('button', { name: 'Hi, Morgan' }, TIMEOUT));
    await user.click(await screen.findByRole('button', { name: 'Sign Out' }, TIMEOUT));
    expect(await screen.findByRole('button', { name: 'Sign In' }, TIMEOUT)).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/'));
    expect(store.getState().user.isSignedIn).toBe(false);
    expect(backend.customers.tokens[token]?.revoked).toBe(true);
  });

  it('sends a guest to sign in and back to the page they were on', async () => {
    const backend = freshStart();
    const ui = (
      <>
        <AccountTrigger />
        <AppRoutes />
      </>
    );
    const { user } = renderAccount('/forgot-password', { backend, ui });
    await screen.findByRole('heading', { level: 1, name: 'Forgot Password' }, TIMEOUT);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await user.click(await screen.findByRole('link', { name: 'Sign In' }, TIMEOUT));
    await waitFor(() => expect(location()).toBe('/sign-in'));
    const main = await screen.findByRole('main');
    await user.type(
      await within(main).findByLabelText(/Email Address/, undefined, TIMEOUT),
      DEMO_CUSTOMER_EMAIL,
    );
    await user.type(within(main).getByLabelText(/Password/), DEMO_CUSTOMER_PASSWORD);
    await user.click(within(main).getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(location()).toBe('/forgot-password'), TIMEOUT);
    expect(await screen.findByRole('button', { name: 'Hi, Morgan' }, TIMEOUT)).toBeInTheDocument();
  });
});
