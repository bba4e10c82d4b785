import { gql } from '@apollo/client';

/**
 * The store's top categories (the root category's children, as the menu shows them): offered
 * where a search finds nothing. The same root `categories` field the menus ask, so usually cached.
 */
export const GET_SHOP_CATEGORIES = gql`
  query GetShopCategories {
    categories {
      items {
        uid
        children {
          uid
          name
          include_in_menu
          position
          url_path
          url_suffix
        }
      }
    }
  }
`;
