import { gql, type ApolloClient } from '@apollo/client';

/**
 * Revokes a customer token (spec 4, "Sign out"). Session plumbing, like the auth link: the token is
 * named in the request itself, because the store forgets it before revoking (requests still under
 * way must not be taken for a session the backend ended).
 */
export const REVOKE_TOKEN = gql`
  mutation RevokeCustomerToken {
    revokeCustomerToken {
      result
    }
  }
`;

export async function revokeToken(apollo: ApolloClient, token: string): Promise<void> {
  await apollo.mutate({
    mutation: REVOKE_TOKEN,
    fetchPolicy: 'no-cache',
    context: { headers: { Authorization: `Bearer ${token}` } },
  });
}
