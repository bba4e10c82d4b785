import { gql } from '@apollo/client';

/** Newsletter sign-up (spec 7, "subscribeEmailToNewsletter"). */
export const SUBSCRIBE_EMAIL_TO_NEWSLETTER = gql`
  mutation SubscribeEmailToNewsletter($email: String!) {
    subscribeEmailToNewsletter(email: $email) {
      status
    }
  }
`;
