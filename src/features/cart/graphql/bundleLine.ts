import { gql } from '@apollo/client';

/** A bundle line's chosen options: per option its title, per product chosen its name and quantity. */
export const BUNDLE_LINE_FRAGMENT = gql`
  fragment BundleLine_item on BundleCartItem {
    bundle_options {
      uid
      label
      type
      values {
        uid
        label
        quantity
        price
      }
    }
  }
`;
