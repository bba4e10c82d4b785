import { gql } from '@apollo/client';

/**
 * The shipping method Magento has on a cart's address, with its price now. One selection for the
 * cart page's summary and checkout's steps, so their answers share one cached object.
 */
export const SELECTED_SHIPPING_METHOD_FRAGMENT = gql`
  fragment ShippingMethod_selected on SelectedShippingMethod {
    carrier_code
    method_code
    carrier_title
    method_title
    amount {
      value
      currency
    }
  }
`;

/** A shipping method Magento offers a cart's address, with its price. */
export const AVAILABLE_SHIPPING_METHOD_FRAGMENT = gql`
  fragment ShippingMethod_available on AvailableShippingMethod {
    carrier_code
    carrier_title
    method_code
    method_title
    amount {
      currency
      value
    }
  }
`;
