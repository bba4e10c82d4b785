/**
 * The forgot-password form: an email; `requestPasswordResetEmail` sends the reset link. Whether an
 * account has that email is not told: Magento refuses an unknown (or locked) one with a message of
 * its own ("Cannot reset the customer's password", "The account is locked"), which would say so;
 * the shopper reads the same neutral confirmation either way. A failure to reach the store is
 * still an error.
 */
import { useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { object } from 'yup';
import type {
  RequestPasswordResetEmailMutation,
  RequestPasswordResetEmailMutationVariables,
} from '../../../__generated__/operations';
import { REQUEST_PASSWORD_RESET_EMAIL } from '../graphql/passwords';
import { useAccountForm, type AccountForm } from './useAccountForm';
import { useGivenEmail } from './useSignIn';
import { rules } from './validation';

type Values = { email: string };

export interface ForgotPassword {
  form: AccountForm<Values>;
  /** The address the link was asked for, once the store has answered. */
  sentTo: string | null;
}

/** The store's considered refusal of the email (bad input), as opposed to no answer at all. */
const isRefusal = (error: unknown) =>
  CombinedGraphQLErrors.is(error) &&
  error.errors.length > 0 &&
  error.errors.every((entry) => entry.extensions?.category === 'graphql-input');

export function useForgotPassword(): ForgotPassword {
  const intl = useIntl();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [request] = useMutation<
    RequestPasswordResetEmailMutation,
    RequestPasswordResetEmailMutationVariables
  >(REQUEST_PASSWORD_RESET_EMAIL);
  const schema = useMemo(() => object({ email: rules(intl).email() }), [intl]);
  const givenEmail = useGivenEmail();
  const form = useAccountForm<Values>({
    initialValues: { email: givenEmail },
    schema,
    onSubmit: async ({ email }) => {
      try {
        // Asking again only sends another email: the retry link may repeat it.
        await request({ variables: { email: email.trim() }, context: { idempotent: true } });
      } catch (error) {
        if (!isRefusal(error)) throw error;
      }
      setSentTo(email.trim());
    },
  });
  return { form, sentTo };
}
