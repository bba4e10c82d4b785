import { gql } from '@apollo/client';
import {
  AVAILABLE_SHIPPING_METHOD_FRAGMENT,
  SELECTED_SHIPPING_METHOD_FRAGMENT,
} from '../../../platform/cart/shippingMethodFragments';

/**
 * Whether the cart has anything to check out, which lines Magento can't sell as they are (a line's
 * `errors`: out of stock, more than is salable), which block the order, and the shipping method
 * Magento has on the cart with its current price (the method step's and the review's line), in
 * the selection the order summary reads too (ShippingMethod_selected): one cached answer.
 */
export const GET_CHECKOUT_CART = gql`
  query GetCheckoutCart($cartId: String!) {
    cart(cart_id: $cartId) {
      id
      total_quantity
      is_virtual
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
      }
      items {
        uid
        product {
          uid
          name
        }
        errors {
          code
          message
        }
      }
    }
  }
  ${SELECTED_SHIPPING_METHOD_FRAGMENT}
`;

/** A virtual cart's billing address, which its tax follows (it has no shipping address). */
export const SET_BILLING_ADDRESS_ON_CART = gql`
  mutation SetBillingAddressOnCart($cartId: String!, $address: CartAddressInput!) {
    setBillingAddressOnCart(input: { cart_id: $cartId, billing_address: { address: $address } }) {
      cart {
        id
      }
    }
  }
`;

export const SET_GUEST_EMAIL_ON_CART = gql`
  mutation SetGuestEmailOnCart($cartId: String!, $email: String!) {
    setGuestEmailOnCart(input: { cart_id: $cartId, email: $email }) {
      cart {
        id
      }
    }
  }
`;

/** Sets the shipping address; the methods offered come back on the first shipping address. */
export const SET_SHIPPING_ADDRESS_ON_CART = gql`
  mutation SetShippingAddressOnCart($cartId: String!, $address: CartAddressInput!) {
    setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [{ address: $address }] }) {
      cart {
        id
        shipping_addresses {
          selected_shipping_method {
            ...ShippingMethod_selected
          }
          available_shipping_methods {
            ...ShippingMethod_available
          }
        }
      }
    }
  }
  ${SELECTED_SHIPPING_METHOD_FRAGMENT}
  ${AVAILABLE_SHIPPING_METHOD_FRAGMENT}
`;

/**
 * Sets the chosen shipping method on the cart, so Magento's totals (shipping, tax, grand total)
 * are the ones the order summary shows before the order is placed.
 */
export const SET_SHIPPING_METHOD_ON_CART = gql`
  mutation SetShippingMethodOnCart($cartId: String!, $carrierCode: String!, $methodCode: String!) {
    setShippingMethodsOnCart(
      input: {
        cart_id: $cartId
        shipping_methods: [{ carrier_code: $carrierCode, method_code: $methodCode }]
      }
    ) {
      cart {
        id
        shipping_addresses {
          selected_shipping_method {
            ...ShippingMethod_selected
          }
        }
      }
    }
  }
  ${SELECTED_SHIPPING_METHOD_FRAGMENT}
`;

/**
 * The shipping methods Magento offers the cart's address now (a coupon, or a change in another
 * tab, may change them). Asked past the cache: the cached cart keeps the summary's selection.
 */
export const GET_SHIPPING_METHODS = gql`
  query GetCheckoutShippingMethods($cartId: String!) {
    cart(cart_id: $cartId) {
      id
      shipping_addresses {
        available_shipping_methods {
          ...ShippingMethod_available
        }
      }
    }
  }
  ${AVAILABLE_SHIPPING_METHOD_FRAGMENT}
`;

/** The payment methods the cart may use. */
export const GET_PAYMENT_METHODS = gql`
  query GetCheckoutPaymentMethods($cartId: String!) {
    cart(cart_id: $cartId) {
      id
      available_payment_methods {
        code
        title
      }
    }
  }
`;

/**
 * What checkout needs of the store's configuration: the base currency (what Magento charges the
 * order in, whatever currency prices are shown in) and, for check / money order, whom the check is
 * payable to and where it is mailed (null when the store has not set them).
 */
export const GET_CHECKOUT_STORE_CONFIG = gql`
  query GetCheckoutStoreConfig {
    storeConfig {
      store_code
      base_currency_code
      check_money_order_make_check_payable_to
      check_money_order_send_check_to
    }
  }
`;

/** The authorization the card form needs (a Braintree client token). */
export const CREATE_BRAINTREE_CLIENT_TOKEN = gql`
  mutation CreateBraintreeClientToken {
    createBraintreeClientToken
  }
`;

/** A signed-in customer's address book, for the saved-address picker. */
export const GET_SAVED_ADDRESSES = gql`
  query GetCheckoutSavedAddresses {
    customer {
      addresses {
        id
        firstname
        lastname
        street
        city
        region {
          region
          region_code
          region_id
        }
        postcode
        country_code
        telephone
        default_shipping
        default_billing
      }
    }
  }
`;

/**
 * The signed-in customer's latest order: after the answer to placing an order was lost and the
 * cart is no longer active, its number.
 */
export const GET_LATEST_ORDER = gql`
  query GetCheckoutLatestOrder {
    customer {
      orders(pageSize: 1, sort: { sort_field: CREATED_AT, sort_direction: DESC }) {
        items {
          id
          number
        }
      }
    }
  }
`;
