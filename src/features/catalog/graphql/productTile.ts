import { gql } from '@apollo/client';
import { PRODUCT_SUMMARY_FRAGMENT } from '../../../platform/catalog/productSummary';
import { COMPOSITE_PRICE_FRAGMENT } from './compositeProduct';

/** What a product tile shows: the summary, with the regular and highest prices and the stock. */
export const PRODUCT_TILE_FRAGMENT = gql`
  fragment ProductTile_product on ProductInterface {
    __typename
    ...ProductSummary_product
    ...CompositePrice_product
    stock_status
    rating_summary
    review_count
    price_range {
      minimum_price {
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
  ${PRODUCT_SUMMARY_FRAGMENT}
  ${COMPOSITE_PRICE_FRAGMENT}
`;
