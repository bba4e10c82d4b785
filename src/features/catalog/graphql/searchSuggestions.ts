import { gql } from '@apollo/client';

/** Suggestions while the shopper types: a few products and the categories whose names match. */
export const GET_SEARCH_SUGGESTIONS = gql`
  query GetSearchSuggestions($text: String!, $pageSize: Int!) {
    products(search: $text, pageSize: $pageSize, currentPage: 1) {
      total_count
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
    categories(filters: { name: { match: $text } }, pageSize: $pageSize, currentPage: 1) {
      items {
        uid
        name
        url_path
        url_suffix
        breadcrumbs {
          category_uid
          category_name
        }
      }
    }
  }
`;
