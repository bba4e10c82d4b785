import { gql } from '@apollo/client';

/**
 * What every product summary shows (search suggestions, content widgets, wish list, tiles): name,
 * link, small image and lowest price.
 */
export const PRODUCT_SUMMARY_FRAGMENT = gql`
  fragment ProductSummary_product on ProductInterface {
    uid
    sku
    name
    url_key
    url_suffix
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
`;
