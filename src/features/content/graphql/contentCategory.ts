import { gql } from '@apollo/client';

export const GET_CATEGORY_FOR_CONTENT = gql`
  query GetCategoryForContent($id: String!) {
    categoryList(filters: { ids: { eq: $id } }) {
      uid
      name
      url_path
      url_suffix
      image
      product_count
    }
  }
`;
