/**
 * Account information: the name (updateCustomerV2), the email (updateCustomerEmail, with the
 * current password) and the password (changeCustomerPassword: the password rule, and the new one
 * must be different from the current one). Each form says when it saved.
 */
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { object } from 'yup';
import type {
  ChangeCustomerPasswordMutation,
  ChangeCustomerPasswordMutationVariables,
  GetAccountInformationQuery,
  UpdateCustomerEmailMutation,
  UpdateCustomerEmailMutationVariables,
  UpdateCustomerNameMutation,
  UpdateCustomerNameMutationVariables,
} from '../../../__generated__/operations';
import { sendOnce } from '../../../platform/apollo/lostAnswer';
import {
  GET_ACCOUNT_INFORMATION,
  UPDATE_CUSTOMER_EMAIL,
  UPDATE_CUSTOMER_NAME,
} from '../graphql/accountInformation';
import { CHANGE_PASSWORD } from '../graphql/passwords';
import { signsIn } from './signInCheck';
import { useAccountForm, type AccountForm } from './useAccountForm';
import { rules } from './validation';

type NameValues = { firstname: string; lastname: string };
type EmailValues = { email: string; password: string };
type PasswordValues = { currentPassword: string; newPassword: string };
type SavedForm = 'name' | 'email' | 'password';

export interface AccountInformation {
  isLoading: boolean;
  customer: { firstname: string; lastname: string; email: string } | null;
  nameForm: AccountForm<NameValues>;
  emailForm: AccountForm<EmailValues>;
  passwordForm: AccountForm<PasswordValues>;
  /** The form that saved last. */
  saved: SavedForm | null;
}

export function useAccountInformation(): AccountInformation {
  const intl = useIntl();
  const apollo = useApolloClient();
  const [saved, setSaved] = useState<SavedForm | null>(null);
  const { data, loading } = useQuery<GetAccountInformationQuery>(GET_ACCOUNT_INFORMATION, {
    fetchPolicy: 'cache-and-network',
  });
  const customer = data?.customer
    ? {
        firstname: data.customer.firstname ?? '',
        lastname: data.customer.lastname ?? '',
        email: data.customer.email ?? '',
      }
    : null;
  const [updateName] = useMutation<UpdateCustomerNameMutation, UpdateCustomerNameMutationVariables>(
    UPDATE_CUSTOMER_NAME,
  );
  const [updateEmail] = useMutation<UpdateCustomerEmailMutation, UpdateCustomerEmailMutationVariables>(
    UPDATE_CUSTOMER_EMAIL,
  );
  const [changePassword] = useMutation<
    ChangeCustomerPasswordMutation,
    ChangeCustomerPasswordMutationVariables
  >(CHANGE_PASSWORD);

  const schemas = useMemo(() => {
    const rule = rules(intl);
    const currentLabel = intl.formatMessage({
      id: 'account.accountInformation.newPasswordLabel',
      defaultMessage: 'New Password',
    });
    return {
      name: object({ firstname: rule.required(), lastname: rule.required() }),
      email: object({ email: rule.email(), password: rule.required() }),
      password: object({
        currentPassword: rule.required(),
        newPassword: rule.differentFrom(rule.password(), 'currentPassword', currentLabel),
      }),
    };
  }, [intl]);

  const nameForm = useAccountForm<NameValues>({
    initialValues: { firstname: customer?.firstname ?? '', lastname: customer?.lastname ?? '' },
    enableReinitialize: true,
    schema: schemas.name,
    onSubmit: async (values) => {
      setSaved(null);
      // The answer's customer updates the cached one, which the greeting reads.
      await updateName({
        variables: { firstname: values.firstname.trim(), lastname: values.lastname.trim() },
        // The same name again leaves the same account: the retry link may repeat it.
        context: { idempotent: true },
      });
      setSaved('name');
    },
  });
  const emailForm = useAccountForm<EmailValues>({
    initialValues: { email: '', password: '' },
    schema: schemas.email,
    onSubmit: async (values) => {
      setSaved(null);
      await updateEmail({
        variables: { email: values.email.trim(), password: values.password },
        // Setting the email the account already has is accepted: the retry link may repeat it.
        context: { idempotent: true },
      });
      emailForm.reset();
      setSaved('email');
    },
  });
  const passwordForm = useAccountForm<PasswordValues>({
    initialValues: { currentPassword: '', newPassword: '' },
    schema: schemas.password,
    onSubmit: async (values) => {
      setSaved(null);
      // A repeat of a change that was made is refused (the current password no longer is), so
      // after a lost answer the new password is tried before the change is sent again.
      const email = customer?.email ?? '';
      await sendOnce({
        send: () => changePassword({ variables: values }),
        isDone: () => (email ? signsIn(apollo, email, values.newPassword) : Promise.resolve(false)),
      });
      passwordForm.reset();
      setSaved('password');
    },
  });
  return { isLoading: loading && !data, customer, nameForm, emailForm, passwordForm, saved };
}
