/**
 * The reset-password page (/customer/account/createPassword?token=...): the token comes from
 * the URL (the emailed link), the shopper gives their email and a new password under the
 * password rule; `resetPassword` saves it.
 */
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { object } from 'yup';
import type {
  ResetPasswordMutation,
  ResetPasswordMutationVariables,
} from '../../../__generated__/operations';
import { sendOnce } from '../../../platform/apollo/lostAnswer';
import { useAppDispatch } from '../../../store/createAppStore';
import { userActions } from '../../../store/userSlice';
import { RESET_PASSWORD } from '../graphql/passwords';
import { signsIn } from './signInCheck';
import { useAccountForm, type AccountForm } from './useAccountForm';
import { rules } from './validation';

type Values = { email: string; newPassword: string };

export interface ResetPassword {
  form: AccountForm<Values>;
  /** False when the link carries no token. */
  hasToken: boolean;
  isDone: boolean;
}

export function useResetPassword(): ResetPassword {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [isDone, setDone] = useState(false);
  const apollo = useApolloClient();
  const [reset] = useMutation<ResetPasswordMutation, ResetPasswordMutationVariables>(RESET_PASSWORD);
  const schema = useMemo(() => {
    const rule = rules(intl);
    return object({ email: rule.email(), newPassword: rule.password() });
  }, [intl]);
  const form = useAccountForm<Values>({
    initialValues: { email: params.get('email') ?? '', newPassword: '' },
    schema,
    onSubmit: async ({ email, newPassword }) => {
      dispatch(userActions.resetPasswordRequest());
      try {
        // A repeat of a reset that was made is refused (the token is spent): after a lost answer
        // the new password is tried before the reset is sent again.
        await sendOnce({
          send: () => reset({ variables: { email: email.trim(), token, newPassword } }),
          isDone: () => signsIn(apollo, email, newPassword),
        });
        dispatch(userActions.resetPasswordReceive());
        setDone(true);
      } catch (error) {
        dispatch(userActions.resetPasswordReceive({ error }));
        throw error;
      }
    },
  });
  return { form, hasToken: Boolean(token), isDone };
}
