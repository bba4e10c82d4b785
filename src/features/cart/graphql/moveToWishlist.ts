import { gql } from '@apollo/client';
import { WishlistPage_wishlist } from '../../account/graphql/wishlist';

/**
 * Adds a cart line's product to the customer's wish list (a configurable line: the chosen child's
 * sku, the parent sku and the option value uids). The answer's wish list refreshes the cached one
 * that the wish list page and the hearts read.
 */
export const ADD_CART_LINE_TO_WISHLIST = gql`
  mutation addCartLineToWishlist($wishlistId: ID!, $wishlistItems: [WishlistItemInput!]!) {
    addProductsToWishlist(wishlistId: $wishlistId, wishlistItems: $wishlistItems) {
      wishlist {
        ...WishlistPage_wishlist
      }
      user_errors {
        code
        message
      }
    }
  }
  ${WishlistPage_wishlist}
`;
