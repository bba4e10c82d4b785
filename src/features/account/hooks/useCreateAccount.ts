/**
 * The create-account form (spec 2 and 5): first and last name, email, a password under the
 * password rule, and the newsletter opt-in. `email`, `firstName` and `lastName` query parameters
 * pre-fill it (the order confirmation sends them). Success signs in and returns the shopper. An
 * email that already has an account is not an error to fix but a way on: `existingAccount` names
 * it, and the form offers Sign In and Forgot Password instead of Magento's message.
 */
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { object } from 'yup';
import { useAppDispatch } from '../../../store/createAppStore';
import type { ThunkExtra } from '../../../store/thunkExtra';
import { createAccount } from './signInThunks';
import { useReturnPath } from './useSignIn';
import { useAccountForm, type AccountForm } from './useAccountForm';
import { rules } from './validation';

type Values = { firstname: string; lastname: string; email: string; password: string; isSubscribed: boolean };

/**
 * Magento's refusal of an email that has an account (CustomerGraphQl's CreateCustomerAccount
 * passes on AccountManagement's "A customer with the same email address already exists in an
 * associated website.", category graphql-input).
 */
export const isEmailTaken = (error: unknown): boolean =>
  CombinedGraphQLErrors.is(error) &&
  error.errors.some(
    (entry) =>
      entry.extensions?.category === 'graphql-input' &&
      /same email address already exists/i.test(entry.message),
  );

export function useCreateAccount({ onCreated }: { onCreated?: () => void } = {}): {
  form: AccountForm<Values>;
  /** The email the shopper gave, once the store says an account has it. */
  existingAccount: string | null;
} {
  const [existingAccount, setExistingAccount] = useState<string | null>(null);
  const intl = useIntl();
  const dispatch = useAppDispatch<ThunkExtra>();
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const [params] = useSearchParams();
  const initialValues = useMemo<Values>(
    () => ({
      firstname: params.get('firstName') ?? '',
      lastname: params.get('lastName') ?? '',
      email: params.get('email') ?? '',
      password: '',
      isSubscribed: false,
    }),
    [params],
  );
  const schema = useMemo(() => {
    const rule = rules(intl);
    return object({
      firstname: rule.required(),
      lastname: rule.required(),
      email: rule.email(),
      password: rule.password(),
    });
  }, [intl]);
  const form = useAccountForm<Values>({
    initialValues,
    schema,
    onSubmit: async (values) => {
      setExistingAccount(null);
      try {
        await dispatch(createAccount({ ...values, isSubscribed: values.isSubscribed }));
      } catch (error) {
        if (!isEmailTaken(error)) throw error;
        setExistingAccount(values.email.trim());
        return;
      }
      if (onCreated) onCreated();
      else void navigate(returnPath(), { replace: true });
    },
  });
  // Said of the email that was sent: once the shopper changes it, the form is theirs again.
  const sameEmail = existingAccount?.toLowerCase() === form.values.email.trim().toLowerCase();
  return { form, existingAccount: sameEmail ? existingAccount : null };
}
