import { gql } from '@apollo/client';
import { SELECTED_SHIPPING_METHOD_FRAGMENT } from '../../../platform/cart/shippingMethodFragments';
import { BUNDLE_LINE_FRAGMENT } from './bundleLine';

/**
 * What the mini cart, the cart page and checkout's order summary read of a cart: its lines
 * (product, options, prices, quantity), totals, coupons and the shipping method chosen. Stock Magento fields only, so any Magento answers it; the
 * badge's extension count has its own query (shell/graphql/cartTrigger.ts).
 */
const CART_PAGE_FRAGMENT = gql`
  fragment CartPage_cart on Cart {
    id
    total_quantity
    is_virtual
    items {
      uid
      quantity
      product {
        uid
        sku
        name
        url_key
        url_suffix
        stock_status
        thumbnail {
          url
          label
        }
        ... on DownloadableProduct {
          links_title
        }
      }
      prices {
        price {
          value
          currency
        }
        row_total {
          value
          currency
        }
      }
      errors {
        code
        message
      }
      ...BundleLine_item
      ... on DownloadableCartItem {
        links {
          uid
          title
        }
      }
      ... on ConfigurableCartItem {
        configurable_options {
          configurable_product_option_uid
          configurable_product_option_value_uid
          option_label
          value_label
        }
        configured_variant {
          uid
          sku
          thumbnail {
            url
            label
          }
        }
      }
    }
    applied_coupons {
      code
    }
    billing_address {
      firstname
    }
    shipping_addresses {
      selected_shipping_method {
        ...ShippingMethod_selected
      }
    }
    prices {
      grand_total {
        value
        currency
      }
      subtotal_excluding_tax {
        value
        currency
      }
      subtotal_with_discount_excluding_tax {
        value
        currency
      }
      discounts {
        label
        amount {
          value
          currency
        }
      }
      applied_taxes {
        label
        amount {
          value
          currency
        }
      }
    }
  }
  ${BUNDLE_LINE_FRAGMENT}
  ${SELECTED_SHIPPING_METHOD_FRAGMENT}
`;

/** The cart's details, always from the network (spec 7, get-details). */
export const GET_CART_DETAILS = gql`
  query getCartDetails($cartId: String!) {
    cart(cart_id: $cartId) {
      ...CartPage_cart
    }
  }
  ${CART_PAGE_FRAGMENT}
`;

/** A new, empty guest cart (spec 7, createEmptyCart; Magento 2.4's createGuestCart). */
export const CREATE_GUEST_CART = gql`
  mutation createGuestCart {
    createGuestCart {
      cart {
        id
      }
    }
  }
`;

/** The signed-in customer's active cart (created by Magento when they have none). */
export const GET_CUSTOMER_CART = gql`
  query getCustomerCart {
    customerCart {
      id
    }
  }
`;

/** Adds products: simple by sku, configurable by parent sku plus the chosen option value uids. */
export const ADD_PRODUCTS_TO_CART = gql`
  mutation addProductsToCart($cartId: String!, $cartItems: [CartItemInput!]!) {
    addProductsToCart(cartId: $cartId, cartItems: $cartItems) {
      cart {
        ...CartPage_cart
      }
      user_errors {
        code
        message
      }
    }
  }
  ${CART_PAGE_FRAGMENT}
`;

/** Sets a line's quantity (an absolute value, so repeating it is harmless). */
export const UPDATE_CART_ITEM = gql`
  mutation updateCartItem($cartId: String!, $itemUid: ID!, $quantity: Float!) {
    updateCartItems(
      input: { cart_id: $cartId, cart_items: [{ cart_item_uid: $itemUid, quantity: $quantity }] }
    ) {
      cart {
        ...CartPage_cart
      }
      errors {
        code
        message
      }
    }
  }
  ${CART_PAGE_FRAGMENT}
`;

export const REMOVE_CART_ITEM = gql`
  mutation removeCartItem($cartId: String!, $itemUid: ID!) {
    removeItemFromCart(input: { cart_id: $cartId, cart_item_uid: $itemUid }) {
      cart {
        ...CartPage_cart
      }
    }
  }
  ${CART_PAGE_FRAGMENT}
`;

export const APPLY_COUPON = gql`
  mutation applyCouponToCart($cartId: String!, $couponCode: String!) {
    applyCouponToCart(input: { cart_id: $cartId, coupon_code: $couponCode }) {
      cart {
        ...CartPage_cart
      }
    }
  }
  ${CART_PAGE_FRAGMENT}
`;

export const REMOVE_COUPON = gql`
  mutation removeCouponFromCart($cartId: String!) {
    removeCouponFromCart(input: { cart_id: $cartId }) {
      cart {
        ...CartPage_cart
      }
    }
  }
  ${CART_PAGE_FRAGMENT}
`;

/** Moves a guest cart's lines into the signed-in customer's cart (the guest cart is then inactive). */
export const MERGE_CARTS = gql`
  mutation mergeCarts($sourceCartId: String!, $destinationCartId: String!) {
    mergeCarts(source_cart_id: $sourceCartId, destination_cart_id: $destinationCartId) {
      ...CartPage_cart
    }
  }
  ${CART_PAGE_FRAGMENT}
`;
