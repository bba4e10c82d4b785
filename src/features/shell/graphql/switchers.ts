import { gql } from '@apollo/client';

/** The current store view (spec 7, "getStoreName / store config"). */
export const GET_STORE_NAME = gql`
  query getStoreName {
    storeConfig {
      store_code
      store_name
      store_group_code
      store_group_name
    }
  }
`;

/** Every store view, for the store switcher and the store tab list (spec 7, "available stores"). */
export const GET_AVAILABLE_STORES = gql`
  query GetAvailableStoresData {
    availableStores {
      store_code
      store_name
      store_group_code
      store_group_name
      store_sort_order
      default_display_currency_code
      locale
      secure_base_media_url
    }
  }
`;

/** The store's currencies (spec 7, "currency"); the current one is the saved one, else the default. */
export const GET_CURRENCY = gql`
  query getCurrencyData {
    currency {
      default_display_currency_code
      available_currency_codes
    }
  }
`;
