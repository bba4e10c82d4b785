import { gql } from '@apollo/client';

/** What the footer reads of the store config: the copyright line and the newsletter flag. */
export const GET_FOOTER_CONFIG = gql`
  query GetFooterConfig {
    storeConfig {
      store_code
      copyright
      newsletter_enabled
    }
  }
`;
