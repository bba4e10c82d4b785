import { gql } from '@apollo/client';
import { PRODUCT_SUMMARY_FRAGMENT } from '../../../platform/catalog/productSummary';

/**
 * The wish list's lines. A configurable product's line is the parent product with the options
 * saved for it (`configurable_options`, and the child they name in `configured_variant`); the
 * product's options and children let the shopper choose them on the wish list when none were saved.
 */
const WishlistPage_wishlist = gql`
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
          ... on ConfigurableProduct {
            configurable_options {
              uid
              attribute_code
              label
              position
              values {
                uid
                value_index
                label
              }
            }
            variants {
              attributes {
                code
                value_index
              }
              product {
                uid
                sku
                stock_status
              }
            }
          }
        }
        ... on ConfigurableWishlistItem {
          configurable_options {
            configurable_product_option_uid
            configurable_product_option_value_uid
            option_label
            value_label
          }
          configured_variant {
            uid
            sku
            stock_status
            small_image {
              url
              label
            }
            price_range {
              minimum_price {
                final_price {
                  value
                  currency
                }
              }
            }
          }
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

/**
 * Adds a product: a configurable one by its own (the parent's) sku with the chosen option value
 * uids, as Magento keeps it (WishlistItemInput.selected_options).
 */
export const ADD_TO_WISHLIST = gql`
  mutation AddProductToWishlist(
    $wishlistId: ID!
    $sku: String!
    $quantity: Float = 1
    $selectedOptions: [ID!]
  ) {
    addProductsToWishlist(
      wishlistId: $wishlistId
      wishlistItems: [{ sku: $sku, quantity: $quantity, selected_options: $selectedOptions }]
    ) {
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
  mutation RemoveProductFromWishlist($wishlistId: ID!, $itemIds: [ID!]!) {
    removeProductsFromWishlist(wishlistId: $wishlistId, wishlistItemsIds: $itemIds) {
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

/**
 * Adds a cart line's product to the customer's wish list (a configurable line: the chosen child's
 * sku, the parent sku and the option value uids). The answer's wish list refreshes the cached one
 * that the wish list page and the hearts read. ("Move to Wish List" on the cart page.)
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
