import { gql } from '@apollo/client';

export const GET_SAVED_PAYMENTS = gql`
  query GetSavedPayments {
    customerPaymentTokens {
      items {
        public_hash
        payment_method_code
        type
        details
      }
    }
  }
`;

export const DELETE_SAVED_PAYMENT = gql`
  mutation DeleteSavedPayment($publicHash: String!) {
    deletePaymentToken(public_hash: $publicHash) {
      result
      customerPaymentTokens {
        items {
          public_hash
          payment_method_code
          type
          details
        }
      }
    }
  }
`;
