/**
 * Account changes whose answer is lost after the backend made them (the connection drops on the
 * way back): each is made once, and the shopper sees it made, not an error.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import {
  DEMO_CUSTOMER_EMAIL,
  DEMO_CUSTOMER_ID,
  DEMO_CUSTOMER_PASSWORD,
} from '../../../../mock-backend/data/demoCustomer';
import { executeGraphQL } from '../../../../mock-backend/executor';
import { server } from '../../../../test/server';
import {
  demoToken,
  freshStart,
  location,
  renderAccount,
  TIMEOUT,
  fillSeattleAddress,
  cachedFirstName,
} from './accountTestUtils';

jest.setTimeout(40_000);

const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, TIMEOUT);

/** The first `operationName` is made by the backend, then its answer is lost; counts the sends. */
function loseFirstAnswer(operationName: string): { count: number } {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const sent = { count: 0 };
  server.use(
    graphql.mutation(operationName, async ({ request }) => {
      sent.count += 1;
      if (sent.count > 1) return undefined;
      await executeGraphQL(request);
      return HttpResponse.error();
    }),
  );
  return sent;
}

const NO_ERROR = /did not answer|Failed to fetch|already exists|Invalid login|could not|doesn't match/i;

afterEach(() => jest.restoreAllMocks());

describe('account changes whose answer is lost', () => {
  it('creates the account once and signs in with it', async () => {
    const backend = freshStart();
    const sent = loseFirstAnswer('CreateAccount');
    const { user, client } = renderAccount('/create-account', { backend });
    const submit = await screen.findByRole('button', { name: 'Create an Account' }, TIMEOUT);
    await user.type(screen.getByLabelText(/First Name/), 'Neo');
    await user.type(screen.getByLabelText(/Last Name/), 'Anders');
    await user.type(screen.getByLabelText(/Email Address/), 'neo@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Wh1te-rabbit');
    await user.click(submit);
    await waitFor(() => expect(cachedFirstName(client)).toBe('Neo'), TIMEOUT);
    await waitFor(() => expect(location()).toBe('/'));
    expect(sent.count).toBe(1);
    expect(backend.customers.accounts.filter((account) => account.email === 'neo@example.com')).toHaveLength(
      1,
    );
  });

  it('saves a new address once', async () => {
    const backend = freshStart();
    const sent = loseFirstAnswer('CreateCustomerAddress');
    const { user } = renderAccount('/address-book', { backend, token: demoToken(backend) });
    await heading('Address Book');
    const list = await screen.findByRole('list', { name: 'Address Book' }, TIMEOUT);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Add an Address' }));
    await fillSeattleAddress(user);
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(await screen.findByText('The address has been saved.', undefined, TIMEOUT)).toBeInTheDocument();
    expect(sent.count).toBe(1);
    const demo = backend.customers.accounts.find((account) => account.id === DEMO_CUSTOMER_ID)!;
    expect(demo.addresses!.filter((address) => address.city === 'Seattle')).toHaveLength(1);
    expect(screen.queryByText(NO_ERROR)).not.toBeInTheDocument();
  });

  it('deletes an address once', async () => {
    const backend = freshStart();
    const sent = loseFirstAnswer('DeleteCustomerAddress');
    const { user } = renderAccount('/address-book', { backend, token: demoToken(backend) });
    await heading('Address Book');
    await user.click(await screen.findByRole('button', { name: 'Delete: 88 Congress Ave, Austin' }, TIMEOUT));
    await user.click(screen.getByRole('button', { name: 'Yes, Delete' }));
    expect(await screen.findByText('The address has been deleted.', undefined, TIMEOUT)).toBeInTheDocument();
    expect(sent.count).toBe(1);
    const demo = backend.customers.accounts.find((account) => account.id === DEMO_CUSTOMER_ID)!;
    expect(demo.addresses!.map((address) => address.city)).toEqual(['Portland']);
    expect(screen.queryByText(NO_ERROR)).not.toBeInTheDocument();
  });

  it('changes the password once', async () => {
    const backend = freshStart();
    const sent = loseFirstAnswer('ChangeCustomerPassword');
    const { user } = renderAccount('/account-information', { backend, token: demoToken(backend) });
    await heading('Account Information');
    await waitFor(() => expect(screen.getByLabelText(/First Name/)).toHaveValue('Morgan'), TIMEOUT);
    await user.type(screen.getAllByLabelText(/Current Password/)[1]!, DEMO_CUSTOMER_PASSWORD);
    await user.type(screen.getByLabelText(/^New Password/), 'Brand-New-2');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(
      await screen.findByText('Your password has been changed.', undefined, TIMEOUT),
    ).toBeInTheDocument();
    expect(sent.count).toBe(1);
    expect(screen.queryByText(NO_ERROR)).not.toBeInTheDocument();
    // The new password is the one that signs in.
    const answer = await executeGraphQL(
      new Request('http://localhost/graphql', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          query:
            'mutation ($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }',
          variables: { e: DEMO_CUSTOMER_EMAIL, p: 'Brand-New-2' },
        }),
      }),
    );
    expect(answer.body).toEqual({ data: { generateCustomerToken: { token: expect.any(String) } } });
  });

  it('moves a wish-list line to the cart once', async () => {
    const backend = freshStart();
    const sent = loseFirstAnswer('AddWishlistItemToCart');
    const { user } = renderAccount('/wishlist', { backend, token: demoToken(backend) });
    await heading('Wish List');
    await screen.findByRole('list', { name: 'Wish List' }, TIMEOUT);
    await user.click(screen.getByRole('button', { name: /^Add to Cart: Studio 5 Monitor Speakers/ }));
    expect(
      await screen.findByText('There are currently no items in your wish list.', undefined, TIMEOUT),
    ).toBeInTheDocument();
    expect(sent.count).toBe(1);
    const cart = Object.values(backend.carts).find((candidate) => candidate.customer_id === DEMO_CUSTOMER_ID);
    expect(cart?.items.map((item) => [item.sku, item.quantity])).toEqual([[expect.any(String), 1]]);
    expect(screen.queryByText(NO_ERROR)).not.toBeInTheDocument();
  });
});
