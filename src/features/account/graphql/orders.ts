import { gql } from '@apollo/client';

export const GET_ORDER_HISTORY = gql`
  query GetOrderHistory($currentPage: Int!, $pageSize: Int!, $number: String) {
    customer {
      email
      orders(currentPage: $currentPage, pageSize: $pageSize, filter: { number: { match: $number } }) {
        total_count
        page_info {
          current_page
          total_pages
        }
        items {
          id
          number
          order_date
          status
          total {
            grand_total {
              value
              currency
            }
          }
        }
      }
    }
  }
`;

const OrderDetails_address = gql`
  fragment OrderDetails_address on OrderAddress {
    firstname
    lastname
    company
    street
    city
    region
    postcode
    country_code
    telephone
  }
`;

export const GET_ORDER_DETAILS = gql`
  query GetOrderDetails($number: String!) {
    customer {
      email
      orders(filter: { number: { eq: $number } }, pageSize: 1) {
        items {
          id
          number
          order_date
          status
          shipping_method
          items {
            id
            product_name
            product_sku
            product_url_key
            quantity_ordered
            product_sale_price {
              value
              currency
            }
            selected_options {
              label
              value
            }
            ... on DownloadableOrderItem {
              downloadable_links {
                uid
                title
              }
            }
          }
          total {
            subtotal_excl_tax {
              value
              currency
            }
            total_shipping {
              value
              currency
            }
            total_tax {
              value
              currency
            }
            discounts {
              label
              amount {
                value
                currency
              }
            }
            grand_total {
              value
              currency
            }
          }
          shipping_address {
            ...OrderDetails_address
          }
          billing_address {
            ...OrderDetails_address
          }
          payment_methods {
            name
            type
            additional_data {
              name
              value
            }
          }
        }
      }
    }
  }
  ${OrderDetails_address}
`;
