import { gql } from '@apollo/client';

export const GET_STORE_PREVIEW = gql`
  query GetStorePreview {
    storeConfig {
      store_code
      store_name
      locale
      category_url_suffix
      root_category_uid
    }
    currency {
      default_display_currency_code
      available_currency_codes
    }
  }
`;

export const GET_CATEGORY_TREE = gql`
  query GetCategoryTree($rootUid: String!) {
    categories(filters: { category_uid: { eq: $rootUid } }) {
      items {
        uid
        name
        children {
          uid
          name
          url_path
          include_in_menu
          position
          menu_url
          category_as_label
          children {
            uid
            name
            url_path
            include_in_menu
            position
            menu_url
            category_as_label
          }
        }
      }
    }
  }
`;
