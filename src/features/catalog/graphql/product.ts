import { gql } from '@apollo/client';
import { PRODUCT_TILE_FRAGMENT } from './productTile';
import {
  BUNDLE_PRODUCT_FRAGMENT,
  COMPOSITE_PRICE_FRAGMENT,
  GROUPED_PRODUCT_FRAGMENT,
} from './compositeProduct';

const PRODUCT_PRICE_FIELDS = gql`
  fragment ProductPage_priceRange on PriceRange {
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
      regular_price {
        value
        currency
      }
    }
  }
`;

/** Everything the product page shows, found by the product's URL key. */
export const GET_PRODUCT_DETAIL = gql`
  query GetProductDetail($urlKey: String!) {
    products(filter: { url_key: { eq: $urlKey } }) {
      items {
        __typename
        uid
        sku
        name
        url_key
        url_suffix
        canonical_url
        stock_status
        only_x_left_in_stock
        rating_summary
        review_count
        min_sale_qty
        max_sale_qty
        meta_title
        meta_description
        description {
          html
        }
        short_description {
          html
        }
        media_gallery {
          url
          label
          position
          disabled
        }
        price_range {
          ...ProductPage_priceRange
        }
        categories {
          uid
          name
          url_path
          url_suffix
          level
          breadcrumbs {
            category_uid
            category_name
            category_level
            category_url_path
          }
        }
        custom_attributesV2(filters: { is_visible_on_front: true }) {
          items {
            code
            ... on AttributeValue {
              value
            }
            ... on AttributeSelectedOptions {
              selected_options {
                label
                value
              }
            }
          }
        }
        related_products {
          ...ProductTile_product
        }
        ...CompositePrice_product
        ...BundleProduct_options
        ...GroupedProduct_items
        ... on DownloadableProduct {
          links_purchased_separately
          links_title
          downloadable_product_links {
            uid
            title
            price
            sample_url
            sort_order
          }
          downloadable_product_samples {
            title
            sample_url
            sort_order
          }
        }
        ... on ConfigurableProduct {
          configurable_options {
            uid
            attribute_code
            label
            position
            values {
              uid
              value_index
              label
              swatch_data {
                __typename
                value
                ... on ImageSwatchData {
                  thumbnail
                }
              }
            }
          }
          variants {
            attributes {
              code
              value_index
              uid
            }
            product {
              uid
              sku
              name
              stock_status
              only_x_left_in_stock
              media_gallery {
                url
                label
                position
                disabled
              }
              price_range {
                ...ProductPage_priceRange
              }
            }
          }
        }
      }
    }
  }
  ${PRODUCT_PRICE_FIELDS}
  ${PRODUCT_TILE_FRAGMENT}
  ${COMPOSITE_PRICE_FRAGMENT}
  ${BUNDLE_PRODUCT_FRAGMENT}
  ${GROUPED_PRODUCT_FRAGMENT}
`;

/** Labels of the product attributes shown in the specifications (custom_attributesV2 gives codes). */
export const GET_PRODUCT_ATTRIBUTE_LABELS = gql`
  query GetProductAttributeLabels {
    attributesList(entityType: CATALOG_PRODUCT, filters: { is_visible_on_front: true }) {
      items {
        code
        label
      }
    }
  }
`;
