import { gql } from '@apollo/client';
import { ORDER_BUNDLE_OPTIONS_FRAGMENT } from './orderBundleOptions';

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

/** One order as its details show it: items, totals, addresses, payment, invoices and shipments. */
const OrderView_order = gql`
  fragment OrderView_order on CustomerOrder {
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
      ...OrderBundleItem_options
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
    shipments {
      id
      number
      tracking {
        carrier
        title
        number
      }
      items {
        id
        product_name
        product_sku
        quantity_shipped
      }
    }
    invoices {
      id
      number
      total {
        grand_total {
          value
          currency
        }
      }
    }
  }
  ${OrderDetails_address}
  ${ORDER_BUNDLE_OPTIONS_FRAGMENT}
`;

export const GET_ORDER_DETAILS = gql`
  query GetOrderDetails($number: String!) {
    customer {
      email
      orders(filter: { number: { eq: $number } }, pageSize: 1) {
        items {
          ...OrderView_order
        }
      }
    }
  }
  ${OrderView_order}
`;

/** A guest's order, by its number, e-mail and last name (the billing address's). */
export const GET_GUEST_ORDER = gql`
  query GetGuestOrder($number: String!, $email: String!, $lastname: String!) {
    guestOrder(input: { number: $number, email: $email, lastname: $lastname }) {
      ...OrderView_order
    }
  }
  ${OrderView_order}
`;

/** A past order's items back into the customer's cart; what could not be added, with why. */
export const REORDER_ITEMS = gql`
  mutation ReorderItems($orderNumber: String!) {
    reorderItems(orderNumber: $orderNumber) {
      cart {
        id
        total_quantity
      }
      userInputErrors {
        code
        message
        path
      }
    }
  }
`;
