import { gql } from '@apollo/client';
import { PRODUCT_SUMMARY_FRAGMENT } from '../../catalog/graphql/productSummary';

export const WishlistPage_wishlist = gql`
  fragment WishlistPage_wishlist on Wishlist {
    id
    items_count
    items_v2(pageSize: 100) {
      items {
        id
        quantity
        added_at
        product {
          ...ProductSummary_product
          stock_status
        }
      }
    }
  }
  ${PRODUCT_SUMMARY_FRAGMENT}
`;

export const GET_WISHLIST = gql`
  query GetWishlist {
    customer {
      email
      wishlists {
        ...WishlistPage_wishlist
      }
    }
  }
  ${WishlistPage_wishlist}
`;

export const ADD_TO_WISHLIST = gql`
  mutation AddProductToWishlist($wishlistId: ID!, $sku: String!) {
    addProductsToWishlist(wishlistId: $wishlistId, wishlistItems: [{ sku: $sku, quantity: 1 }]) {
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

export const REMOVE_FROM_WISHLIST = gql`
  mutation RemoveProductFromWishlist($wishlistId: ID!, $itemId: ID!) {
    removeProductsFromWishlist(wishlistId: $wishlistId, wishlistItemsIds: [$itemId]) {
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

export const ADD_WISHLIST_ITEM_TO_CART = gql`
  mutation AddWishlistItemToCart($wishlistId: ID!, $itemId: ID!) {
    addWishlistItemsToCart(wishlistId: $wishlistId, wishlistItemIds: [$itemId]) {
      status
      add_wishlist_items_to_cart_user_errors {
        message
      }
      wishlist {
        ...WishlistPage_wishlist
      }
    }
  }
  ${WishlistPage_wishlist}
`;
