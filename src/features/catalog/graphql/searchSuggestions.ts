import { gql } from '@apollo/client';
import { PRODUCT_SUMMARY_FRAGMENT } from '../../../platform/catalog/productSummary';
import { COMPOSITE_PRICE_FRAGMENT } from './compositeProduct';

/** Suggestions while the shopper types: a few products and the categories whose names match. */
export const GET_SEARCH_SUGGESTIONS = gql`
  query GetSearchSuggestions($text: String!, $pageSize: Int!) {
    products(search: $text, pageSize: $pageSize, currentPage: 1) {
      total_count
      items {
        ...ProductSummary_product
        ...CompositePrice_product
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
  ${PRODUCT_SUMMARY_FRAGMENT}
  ${COMPOSITE_PRICE_FRAGMENT}
`;
