import { gql } from '@apollo/client';

/** Sign-in (spec 4, "Sign-in session"): the token is stored by the thunk layer. */
export const SIGN_IN = gql`
  mutation SignIn($email: String!, $password: String!) {
    generateCustomerToken(email: $email, password: $password) {
      token
    }
  }
`;

/** The customer details query (spec 7): the signed-in customer (kept in the cache) and the subscription. */
export const GET_CUSTOMER_DETAILS = gql`
  query GetCustomerDetails {
    customer {
      email
      firstname
      lastname
      is_subscribed
    }
  }
`;

export const CREATE_ACCOUNT = gql`
  mutation CreateAccount($input: CustomerCreateInput!) {
    createCustomerV2(input: $input) {
      customer {
        email
        firstname
        lastname
        is_subscribed
      }
    }
  }
`;
