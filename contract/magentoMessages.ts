/**
 * Magento's messages that the storefront's own code recognises (to recover a cart, end a session,
 * forget a refused store view or currency, offer sign-in for a taken email, fall back from an
 * extension field), as the contract cases expect them word for word. The
 * cases use them, and a test holds the storefront's matchers to them
 * (contract/__tests__/storefrontMatchers.test.ts), so a change on either side shows.
 */

/** QuoteGraphQl/Model/Cart/GetCartForUser.php */
export const cartNotFound = (maskedId: string) => `Could not find a cart with ID "${maskedId}"`;
export const CART_INACTIVE = "The cart isn't active.";
export const cartNotUsable = (maskedId: string) =>
  `The current user cannot perform operations on cart "${maskedId}"`;

/** StoreGraphQl/Controller/HttpRequestValidator/StoreValidator.php */
export const STORE_NOT_FOUND = 'Requested store is not found';

/** DirectoryGraphQl/Controller/HttpRequestValidator/CurrencyValidator.php */
export const CURRENCY_REFUSED = 'Please correct the target currency';

/** Integration/Model/CompositeTokenReader.php, JwtUserToken/Model/RevokedValidator.php */
export const TOKEN_UNREADABLE = 'Composite reader could not read a token';
export const TOKEN_REVOKED = 'User token has been revoked';

/** Customer/Model/AccountManagement.php (via CustomerGraphQl's CreateCustomerAccount) */
export const EMAIL_TAKEN = 'A customer with the same email address already exists in an associated website.';

/** GraphQL's validation (GraphQl/Model/Query/QueryProcessor.php) of a field the schema lacks */
export const unknownField = (field: string, type: string) =>
  `Cannot query field "${field}" on type "${type}".`;
