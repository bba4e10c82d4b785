import { gql } from '@apollo/client';
import { PRODUCT_SUMMARY_FRAGMENT } from '../../../platform/catalog/productSummary';

export const GET_PRODUCTS_FOR_CONTENT = gql`
  query GetProductsForContent($urlKeys: [String]!, $pageSize: Int!) {
    products(filter: { url_key: { in: $urlKeys } }, pageSize: $pageSize) {
      items {
        ...ProductSummary_product
      }
    }
  }
  ${PRODUCT_SUMMARY_FRAGMENT}
`;
