import { gql } from '@apollo/client';

/** What a product tile shows: image, name, price (final against regular), stock. */
export const PRODUCT_TILE_FRAGMENT = gql`
  fragment ProductTile_product on ProductInterface {
    __typename
    uid
    sku
    name
    url_key
    url_suffix
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
        regular_price {
          value
          currency
        }
      }
      maximum_price {
        final_price {
          value
          currency
        }
      }
    }
  }
`;
