import { gql } from '@apollo/client';

export const GET_CATEGORY_PAGE = gql`
  query GetCategoryPage($uid: String!, $pageSize: Int!, $currentPage: Int!) {
    categories(filters: { category_uid: { eq: $uid } }) {
      items {
        uid
        name
        description
        meta_title
        meta_description
      }
    }
    products(filter: { category_uid: { eq: $uid } }, pageSize: $pageSize, currentPage: $currentPage) {
      total_count
      items {
        uid
        name
        sku
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

export const GET_PRODUCT_PAGE = gql`
  query GetProductPage($urlKey: String!) {
    products(filter: { url_key: { eq: $urlKey } }) {
      items {
        uid
        sku
        name
        stock_status
        meta_title
        meta_description
        description {
          html
        }
        image {
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
