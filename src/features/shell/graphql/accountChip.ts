import { gql } from '@apollo/client';

/** The account chip's greeting (spec 7, "Account chip query"). */
export const GET_CUSTOMER_FOR_ACCOUNT_CHIP = gql`
  query AccountChip {
    customer {
      firstname
    }
  }
`;
