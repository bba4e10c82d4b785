/**
 * A read-back for changes that set a password (a new account, a new password, a reset): after a
 * lost answer, whether the password now signs the email in tells whether the change was made. The
 * token that check gets is revoked at once; a refusal (a GraphQL error) means not made.
 */
import type { ApolloClient } from '@apollo/client';
import type { SignInMutation, SignInMutationVariables } from '../../../__generated__/operations';
import { isLostAnswer } from '../../../platform/apollo/lostAnswer';
import { revokeToken } from '../../../platform/apollo/revokeToken';
import { SIGN_IN } from '../graphql/session';

/** Whether `password` signs `email` in now; rejects when that cannot be known (no answer). */
export async function signsIn(apollo: ApolloClient, email: string, password: string): Promise<boolean> {
  let token: string | null | undefined;
  try {
    const { data } = await apollo.mutate<SignInMutation, SignInMutationVariables>({
      mutation: SIGN_IN,
      variables: { email: email.trim(), password },
      fetchPolicy: 'no-cache',
      context: { idempotent: true },
    });
    token = data?.generateCustomerToken?.token;
  } catch (error) {
    if (isLostAnswer(error)) throw error;
    return false;
  }
  if (!token) return false;
  revokeToken(apollo, token).catch(() => undefined);
  return true;
}
