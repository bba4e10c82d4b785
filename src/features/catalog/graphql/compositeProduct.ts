import { gql } from '@apollo/client';

/**
 * How a bundle or a grouped product's price reads: its type, a bundle's price view (a range, or
 * "as low as") and the highest price ("From $X To $Y").
 */
export const COMPOSITE_PRICE_FRAGMENT = gql`
  fragment CompositePrice_product on ProductInterface {
    __typename
    ... on BundleProduct {
      price_view
    }
    price_range {
      maximum_price {
        final_price {
          value
          currency
        }
      }
    }
  }
`;

const PART_PRICE = gql`
  fragment CompositePart_priceRange on PriceRange {
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
  }
`;

/** A bundle's settings and options, each with the products it offers. */
export const BUNDLE_PRODUCT_FRAGMENT = gql`
  fragment BundleProduct_options on BundleProduct {
    dynamic_price
    price_view
    items {
      option_id
      uid
      title
      required
      type
      position
      options {
        id
        uid
        quantity
        position
        is_default
        price
        price_type
        can_change_quantity
        label
        product {
          uid
          sku
          name
          stock_status
          price_range {
            ...CompositePart_priceRange
          }
        }
      }
    }
  }
  ${PART_PRICE}
`;

/** A grouped product's members, each bought as its own product. */
export const GROUPED_PRODUCT_FRAGMENT = gql`
  fragment GroupedProduct_items on GroupedProduct {
    items {
      qty
      position
      product {
        uid
        sku
        name
        stock_status
        only_x_left_in_stock
        min_sale_qty
        max_sale_qty
        small_image {
          url
          label
        }
        price_range {
          ...CompositePart_priceRange
        }
      }
    }
  }
  ${PART_PRICE}
`;
