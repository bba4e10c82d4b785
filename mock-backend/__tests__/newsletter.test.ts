/** @jest-environment node */
import { gql } from '../../test/backend';
import { createState, type BackendState } from '../state';

const SUBSCRIBE = `mutation Subscribe($email: String!) { subscribeEmailToNewsletter(email: $email) { status } }`;

describe('subscribeEmailToNewsletter', () => {
  let state: BackendState;
  beforeEach(() => {
    state = createState();
  });

  it('subscribes a new address and refuses it the second time, in any letter case', async () => {
    const first = await gql(SUBSCRIBE, { variables: { email: ' Listener@Example.com ' }, state });
    expect(first.body.errors).toBeUndefined();
    expect(first.body.data.subscribeEmailToNewsletter).toEqual({ status: 'SUBSCRIBED' });
    expect(state.newsletter.subscribers['listener@example.com']).toEqual({ status: 'SUBSCRIBED' });

    const again = await gql(SUBSCRIBE, { variables: { email: 'listener@example.COM' }, state });
    expect(again.body.errors?.[0]).toMatchObject({
      message: 'This email address is already subscribed.',
      extensions: { category: 'graphql-already-exists' },
    });
  });

  it.each([
    ['', 'You must specify an email address to subscribe to a newsletter.'],
    ['   ', 'You must specify an email address to subscribe to a newsletter.'],
    ['not-an-email', 'Enter a valid email address.'],
    ['someone@localhost', 'Enter a valid email address.'],
    ['two@@example.com', 'Enter a valid email address.'],
  ])('refuses %j with Magento’s message', async (email, message) => {
    const { body } = await gql(SUBSCRIBE, { variables: { email }, state });
    expect(body.errors?.[0]).toMatchObject({ message, extensions: { category: 'graphql-input' } });
    expect(state.newsletter.subscribers).toEqual({});
  });

  it('lets a customer subscribe their own address but not another account’s', async () => {
    state.customers.accounts.push(
      { id: 1, email: 'ada@example.com', firstname: 'Ada', lastname: 'Lovelace' },
      { id: 2, email: 'bob@example.com', firstname: 'Bob', lastname: 'Moog' },
    );
    state.customers.tokens['token-ada'] = { customer_id: 1, expires_at: '2999-01-01T00:00:00.000Z' };
    const headers = { Authorization: 'Bearer token-ada' };
    const other = await gql(SUBSCRIBE, { variables: { email: 'bob@example.com' }, headers, state });
    expect(other.body.errors?.[0]?.message).toBe('Cannot create a newsletter subscription.');
    const own = await gql(SUBSCRIBE, { variables: { email: 'ada@example.com' }, headers, state });
    expect(own.body.data.subscribeEmailToNewsletter.status).toBe('SUBSCRIBED');
    const customer = await gql('{ customer { firstname is_subscribed } }', { headers, state });
    expect(customer.body.data.customer).toEqual({ firstname: 'Ada', is_subscribed: true });
  });

  it('is a mutation: GET is refused', async () => {
    const { body } = await gql(SUBSCRIBE, { variables: { email: 'a@example.com' }, method: 'GET', state });
    expect(body.errors?.[0]?.message).toBe('Mutation requests allowed only for POST requests');
  });
});

describe('cart and customer reads', () => {
  let state: BackendState;
  beforeEach(() => {
    state = createState();
    state.customers.accounts.push({
      id: 7,
      email: 'ada@example.com',
      firstname: 'Ada',
      lastname: 'Lovelace',
    });
    state.customers.tokens['token-ada'] = { customer_id: 7, expires_at: '2999-01-01T00:00:00.000Z' };
    state.carts.guest = {
      id: 'guest',
      customer_id: null,
      is_active: true,
      items: [
        { uid: 'MQ==', sku: 'cruiser', parent_sku: null, selected_options: [], quantity: 2 },
        { uid: 'Mg==', sku: 'needle', parent_sku: null, selected_options: [], quantity: 3 },
      ],
    };
    state.carts.ada = { id: 'ada', customer_id: 7, is_active: true, items: [] };
    state.carts.ordered = { id: 'ordered', customer_id: null, is_active: false, items: [] };
  });

  const COUNT = `query Count($id: String!) { cart(cart_id: $id) { id total_quantity total_summary_quantity_including_config } }`;

  it('counts the items of a guest cart', async () => {
    const { body } = await gql(COUNT, { variables: { id: 'guest' }, state });
    expect(body.data.cart).toEqual({
      id: 'guest',
      total_quantity: 5,
      total_summary_quantity_including_config: 5,
    });
  });

  it('answers Magento’s errors for missing, inactive and someone else’s carts', async () => {
    const missing = await gql(COUNT, { variables: { id: 'nope' }, state });
    expect(missing.body.errors?.[0]).toMatchObject({
      message: 'Could not find a cart with ID "nope"',
      extensions: { category: 'graphql-no-such-entity' },
    });
    const inactive = await gql(COUNT, { variables: { id: 'ordered' }, state });
    expect(inactive.body.errors?.[0]?.message).toBe("The cart isn't active.");
    const foreign = await gql(COUNT, { variables: { id: 'ada' }, state });
    expect(foreign.body.errors?.[0]).toMatchObject({
      message: 'The current user cannot perform operations on cart "ada"',
      extensions: { category: 'graphql-authorization' },
    });
    const own = await gql(COUNT, {
      variables: { id: 'ada' },
      headers: { Authorization: 'Bearer token-ada' },
      state,
    });
    expect(own.body.data.cart.total_quantity).toBe(0);
  });

  it('answers the customer for their token only', async () => {
    const guest = await gql('{ customer { firstname } }', { state });
    expect(guest.body.errors?.[0]).toMatchObject({
      message: "The current customer isn't authorized.",
      extensions: { category: 'graphql-authorization' },
    });
    const signedIn = await gql('{ customer { firstname lastname email } }', {
      headers: { Authorization: 'Bearer token-ada' },
      state,
    });
    expect(signedIn.body.data.customer).toEqual({
      firstname: 'Ada',
      lastname: 'Lovelace',
      email: 'ada@example.com',
    });
  });
});
