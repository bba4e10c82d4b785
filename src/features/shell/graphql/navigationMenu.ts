import { gql } from '@apollo/client';

/** The store's root category: where the drawer's category tree starts. */
export const GET_ROOT_CATEGORY_ID = gql`
  query getRootCategoryId {
    storeConfig {
      store_code
      root_category_uid
    }
  }
`;

export const GET_STORE_CONFIG_FOR_CATEGORY_TREE = gql`
  query GetStoreConfigForCategoryTree {
    storeConfig {
      store_code
      category_url_suffix
    }
  }
`;

/**
 * One level of the drawer's category tree: a category and its children, with the brand's extension
 * fields (a backend that lacks them is asked the same without them: platform/apollo/extensionQuery.ts).
 */
export const GET_NAVIGATION_MENU = gql`
  query GetNavigationMenu($id: String!) {
    categories(filters: { category_uid: { eq: $id } }) {
      items {
        uid
        name
        url_path
        url_suffix
        menu_url
        category_as_label
        children {
          uid
          name
          include_in_menu
          position
          children_count
          url_path
          url_suffix
          menu_url
          category_as_label
        }
      }
    }
  }
`;
/** The signed-in shopper's name for the drawer's account action. */
export const GET_CUSTOMER_FOR_LEFT_NAV = gql`
  query GetCustomerForLeftNav {
    customer {
      firstname
      lastname
      email
    }
  }
`;
