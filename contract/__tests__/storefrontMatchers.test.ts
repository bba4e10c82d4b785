/**
 * Where the storefront's code recognises a Magento message, it recognises the exact text the
 * contract cases hold Magento to (contract/magentoMessages.ts): cart recovery (spec 8), the checkout's
 * look at an ordered cart, and the refusals of a token, a store view or a currency before a request
 * runs (platform/apollo/refusalLink.ts).
 */
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import * as refusal from '../../src/platform/apollo/refusalLink';
import { isCartRecoveryError } from '../../src/features/cart/hooks/cartThunks';
import { isInactiveCartError } from '../../src/features/checkout/hooks/checkoutThunks';
import {
  CART_INACTIVE,
  cartNotFound,
  cartNotUsable,
  CURRENCY_REFUSED,
  STORE_NOT_FOUND,
  TOKEN_REVOKED,
  TOKEN_UNREADABLE,
} from '../magentoMessages';

const graphQLErrors = (message: string, category = 'graphql-no-such-entity') =>
  new CombinedGraphQLErrors({ errors: [{ message, path: ['cart'], extensions: { category } }] });

describe("the storefront's matchers of Magento's messages", () => {
  it.each([
    ['cart.get.unknown', cartNotFound('AbCdEfGhIjKlMnOpQrStUvWxYz012345')],
    ['cart.get.inactive', CART_INACTIVE],
    ['cart.get.guest-with-token', cartNotUsable('AbCdEfGhIjKlMnOpQrStUvWxYz012345')],
  ])('cart recovery recognises the answer of %s', (_case, message) => {
    expect(isCartRecoveryError(graphQLErrors(message))).toBe(true);
  });

  it("checkout knows an ordered cart by cart.get.inactive's answer", () => {
    expect(isInactiveCartError(graphQLErrors(CART_INACTIVE))).toBe(true);
    expect(isInactiveCartError(graphQLErrors(cartNotFound('x')))).toBe(false);
  });

  it('cart recovery leaves other answers alone', () => {
    expect(isCartRecoveryError(graphQLErrors('Could not find a product with SKU "X"'))).toBe(false);
  });

  it('the refusal link names the messages of transport.store.unknown and transport.currency.unknown', () => {
    expect(refusal.STORE_NOT_FOUND).toBe(STORE_NOT_FOUND);
    expect(refusal.CURRENCY_REFUSED).toBe(CURRENCY_REFUSED);
    expect(refusal.refusalOf({ message: STORE_NOT_FOUND, extensions: { category: 'graphql-input' } })).toBe(
      'store',
    );
    expect(refusal.refusalOf({ message: CURRENCY_REFUSED, extensions: { category: 'graphql-input' } })).toBe(
      'currency',
    );
  });

  it.each([TOKEN_UNREADABLE, TOKEN_REVOKED])(
    'the refusal link takes %j before execution (no path) as the end of the session, not after',
    (message) => {
      expect(refusal.refusalOf({ message, extensions: { category: 'graphql-authentication' } })).toBe(
        'token',
      );
      expect(
        refusal.refusalOf({
          message: 'Invalid login or password.',
          path: ['changeCustomerPassword'],
          extensions: { category: 'graphql-authentication' },
        }),
      ).toBeNull();
    },
  );
});
