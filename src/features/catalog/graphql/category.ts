import { gql } from '@apollo/client';

/** A category page's own data: heading, description, breadcrumbs, sub-categories, SEO fields. */
export const GET_CATEGORY = gql`
  query GetCategory($uid: String!) {
    categories(filters: { category_uid: { eq: $uid } }) {
      items {
        uid
        name
        description
        image
        meta_title
        meta_description
        canonical_url
        url_path
        url_suffix
        breadcrumbs {
          category_uid
          category_name
          category_level
          category_url_path
        }
        children {
          uid
          name
          url_path
          url_suffix
          position
          include_in_menu
          product_count
        }
      }
    }
  }
`;
