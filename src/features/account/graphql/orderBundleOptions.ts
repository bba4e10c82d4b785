import { gql } from '@apollo/client';

/** A bundle line of an order: per option its title, per product chosen its name and quantity. */
export const ORDER_BUNDLE_OPTIONS_FRAGMENT = gql`
  fragment OrderBundleItem_options on BundleOrderItem {
    bundle_options {
      uid
      label
      values {
        uid
        product_name
        quantity
      }
    }
  }
`;
