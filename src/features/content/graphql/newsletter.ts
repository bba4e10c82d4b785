import { gql } from '@apollo/client';

export const GET_NEWSLETTER_CONFIG_FOR_CONTENT = gql`
  query GetNewsletterConfigForContent {
    storeConfig {
      store_code
      newsletter_enabled
    }
  }
`;
