import { gql } from '@apollo/client';

/**
 * The customer's purchased links (Magento's customerDownloadableProducts), and the downloadable
 * lines of their orders, which name what each link is: Magento's answer for a link carries its
 * order number but not its title.
 */
export const GET_CUSTOMER_DOWNLOADS = gql`
  query GetCustomerDownloads {
    customerDownloadableProducts {
      items {
        date
        download_url
        order_increment_id
        remaining_downloads
        status
      }
    }
    customer {
      orders(pageSize: 100) {
        items {
          id
          number
          items {
            id
            product_name
            ... on DownloadableOrderItem {
              downloadable_links {
                uid
                title
              }
            }
          }
        }
      }
    }
  }
`;
