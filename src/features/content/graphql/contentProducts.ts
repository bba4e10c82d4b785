import { gql } from '@apollo/client';

export const GET_PRODUCTS_FOR_CONTENT = gql`
  query GetProductsForContent($urlKeys: [String]!, $pageSize: Int!) {
    products(filter: { url_key: { in: $urlKeys } }, pageSize: $pageSize) {
      items {
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
    }
  }
`;
