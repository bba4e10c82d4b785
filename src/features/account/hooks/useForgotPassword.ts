/** The forgot-password form: an email; `requestPasswordResetEmail` sends the reset link. */
import { useMutation } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { object } from 'yup';
import type {
  RequestPasswordResetEmailMutation,
  RequestPasswordResetEmailMutationVariables,
} from '../../../__generated__/operations';
import { REQUEST_PASSWORD_RESET_EMAIL } from '../graphql/passwords';
import { useAccountForm, type AccountForm } from './useAccountForm';
import { rules } from './validation';

type Values = { email: string };

export interface ForgotPassword {
  form: AccountForm<Values>;
  /** The address the link was sent to, once sent. */
  sentTo: string | null;
}

export function useForgotPassword(): ForgotPassword {
  const intl = useIntl();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [request] = useMutation<
    RequestPasswordResetEmailMutation,
    RequestPasswordResetEmailMutationVariables
  >(REQUEST_PASSWORD_RESET_EMAIL);
  const schema = useMemo(() => object({ email: rules(intl).email() }), [intl]);
  const form = useAccountForm<Values>({
    initialValues: { email: '' },
    schema,
    onSubmit: async ({ email }) => {
      await request({ variables: { email: email.trim() } });
      setSentTo(email.trim());
    },
  });
  return { form, sentTo };
}
