import { gql } from '@apollo/client';

/**
 * The mega menu: the store's root category and three levels below it (spec 2, "Mega menu"), with
 * the brand's menu_url / category_as_label extension fields (a backend that lacks them is asked
 * the same without them: platform/apollo/extensionQuery.ts).
 */
export const GET_MEGA_MENU = gql`
  query getMegaMenu {
    categories {
      items {
        uid
        name
        children {
          uid
          name
          include_in_menu
          position
          url_path
          url_suffix
          menu_url
          category_as_label
          cms_block {
            identifier
            content
          }
          children {
            uid
            name
            include_in_menu
            position
            url_path
            url_suffix
            menu_url
            category_as_label
            children {
              uid
              name
              include_in_menu
              position
              url_path
              url_suffix
              menu_url
              category_as_label
            }
          }
        }
      }
    }
  }
`;
export const GET_STORE_CONFIG_FOR_MEGA_MENU = gql`
  query GetStoreConfigForMegaMenu {
    storeConfig {
      store_code
      category_url_suffix
    }
  }
`;
