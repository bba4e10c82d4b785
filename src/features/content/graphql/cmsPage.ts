import { gql } from '@apollo/client';

export const GET_CMS_PAGE = gql`
  query GetCmsPage($identifier: String!) {
    cmsPage(identifier: $identifier) {
      identifier
      url_key
      title
      content_heading
      content
      meta_title
      meta_description
    }
  }
`;
