import { gql } from '@apollo/client';

export const GET_STORE_LOCALE = gql`
  query GetStoreLocale {
    storeConfig {
      store_code
      locale
    }
  }
`;
