import { gql } from '@apollo/client';

export const GET_CONTACT_CONFIG = gql`
  query GetStoreConfigForContactPage {
    storeConfig {
      store_code
      contact_enabled
    }
  }
`;

export const SUBMIT_CONTACT_FORM = gql`
  mutation SubmitContactForm($input: ContactUsInput!) {
    contactUs(input: $input) {
      status
    }
  }
`;
