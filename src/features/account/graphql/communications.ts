import { gql } from '@apollo/client';

export const GET_SUBSCRIPTION = gql`
  query GetCustomerSubscription {
    customer {
      email
      is_subscribed
    }
  }
`;

export const SET_SUBSCRIPTION = gql`
  mutation SetCustomerSubscription($isSubscribed: Boolean!) {
    updateCustomerV2(input: { is_subscribed: $isSubscribed }) {
      customer {
        email
        is_subscribed
      }
    }
  }
`;
