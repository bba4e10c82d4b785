/**
 * Where the storefront's code recognises a Magento message, it recognises the exact text the
 * contract cases hold Magento to (contract/magentoMessages.ts): cart recovery (spec 8), the checkout's
 * look at an ordered cart, the refusals of a token, a store view or a currency before a request
 * runs (platform/apollo/refusalLink.ts), a taken email at sign-up and an unknown extension field.
 * The stock-error filter's messages are the product spec's (spec 8), held to it here.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import * as refusal from '../../src/platform/apollo/refusalLink';
import { isCartRecoveryError } from '../../src/features/cart/hooks/cartThunks';
import { isInactiveCartError } from '../../src/features/checkout/hooks/checkoutThunks';
import { isEmailTaken } from '../../src/features/account/hooks/useCreateAccount';
import { isUnknownFieldError } from '../../src/platform/apollo/extensionQuery';
import { STOCK_ERROR_MESSAGES } from '../../src/platform/apollo/stockErrorLink';
import {
  CART_INACTIVE,
  cartNotFound,
  cartNotUsable,
  CURRENCY_REFUSED,
  EMAIL_TAKEN,
  STORE_NOT_FOUND,
  TOKEN_REVOKED,
  TOKEN_UNREADABLE,
  unknownField,
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

  it("account creation knows a taken email by account.create.duplicate's answer", () => {
    const answer = (message: string, category = 'graphql-input') =>
      new CombinedGraphQLErrors({
        errors: [{ message, path: ['createCustomerV2'], extensions: { category } }],
      });
    expect(isEmailTaken(answer(EMAIL_TAKEN))).toBe(true);
    expect(isEmailTaken(answer('"plainaddress" is not a valid email address.'))).toBe(false);
    expect(isEmailTaken(answer(EMAIL_TAKEN, 'graphql-authorization'))).toBe(false);
  });

  it("the extension query falls back on transport.unknown-field's answer only", () => {
    const answer = (message: string) =>
      new CombinedGraphQLErrors({ errors: [{ message, extensions: { category: 'graphql' } }] });
    expect(isUnknownFieldError(answer(unknownField('no_such_field', 'StoreConfig')))).toBe(true);
    expect(isUnknownFieldError(answer(unknownField('menu_url', 'CategoryTree')))).toBe(true);
    expect(isUnknownFieldError(answer('Internal server error'))).toBe(false);
    expect(isUnknownFieldError(undefined)).toBe(false);
  });

  // No contract case: no Magento 2.4.8 case produces these at the top level (2.4.8 reports stock on
  // the cart line, CartItemErrors.php), so the filter's three texts are pinned to the product spec.
  it("the stock-error filter's messages are the spec's, word for word", () => {
    const spec = readFileSync(join(__dirname, '../../../shared/spec/storefront-spec.md'), 'utf8');
    const row = spec.split('\n').find((line) => line.startsWith('| Stock errors in GraphQL:'));
    expect(row).toBeDefined();
    const quoted = [...(row ?? '').split('|')[1]!.matchAll(/"([^"]+)"/g)].map((match) => match[1]);
    expect(STOCK_ERROR_MESSAGES).toEqual(quoted);
  });
});
