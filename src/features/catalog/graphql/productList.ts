import { gql } from '@apollo/client';
import { PRODUCT_TILE_FRAGMENT } from './productTile';

/**
 * One page of a product listing (category or search results) with its layered navigation.
 * `filter` is built at runtime: besides Magento's fixed fields it carries the installation's
 * filterable attributes (color, finish...), named by the aggregations' attribute codes.
 */
export const GET_PRODUCT_LIST = gql`
  query GetProductList(
    $search: String
    $filter: ProductAttributeFilterInput
    $sort: ProductAttributeSortInput
    $pageSize: Int!
    $currentPage: Int!
  ) {
    products(search: $search, filter: $filter, sort: $sort, pageSize: $pageSize, currentPage: $currentPage) {
      total_count
      page_info {
        current_page
        page_size
        total_pages
      }
      items {
        ...ProductTile_product
      }
      aggregations {
        attribute_code
        label
        count
        position
        options {
          label
          value
          count
        }
      }
      suggestions {
        search
      }
    }
  }
  ${PRODUCT_TILE_FRAGMENT}
`;

/**
 * The category facet of search results, counted without the category filter (Magento counts a
 * category filter's own facet inside the chosen categories only, which would hide the others).
 */
export const GET_CATEGORY_FACET = gql`
  query GetCategoryFacet($search: String, $filter: ProductAttributeFilterInput) {
    products(search: $search, filter: $filter, pageSize: 1, currentPage: 1) {
      aggregations {
        attribute_code
        label
        count
        position
        options {
          label
          value
          count
        }
      }
    }
  }
`;
