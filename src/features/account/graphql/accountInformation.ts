import { gql } from '@apollo/client';

export const GET_ACCOUNT_INFORMATION = gql`
  query GetAccountInformation {
    customer {
      email
      firstname
      lastname
    }
  }
`;

export const UPDATE_CUSTOMER_NAME = gql`
  mutation UpdateCustomerName($firstname: String!, $lastname: String!) {
    updateCustomerV2(input: { firstname: $firstname, lastname: $lastname }) {
      customer {
        email
        firstname
        lastname
      }
    }
  }
`;

export const UPDATE_CUSTOMER_EMAIL = gql`
  mutation UpdateCustomerEmail($email: String!, $password: String!) {
    updateCustomerEmail(email: $email, password: $password) {
      customer {
        email
        firstname
        lastname
      }
    }
  }
`;
