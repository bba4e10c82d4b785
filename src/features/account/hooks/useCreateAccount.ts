/**
 * The create-account form (spec 2 and 5): first and last name, email, a password under the
 * password rule, and the newsletter opt-in. `email`, `firstName` and `lastName` query parameters
 * pre-fill it (the order confirmation sends them). Success signs in and returns the shopper.
 */
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { object } from 'yup';
import { useAppDispatch } from '../../../store/createAppStore';
import type { ThunkExtra } from '../../../store/thunkExtra';
import { createAccount } from '../../../store/userThunks';
import { useReturnPath } from './useSignIn';
import { useAccountForm, type AccountForm } from './useAccountForm';
import { rules } from './validation';

type Values = { firstname: string; lastname: string; email: string; password: string; isSubscribed: boolean };

export function useCreateAccount({ onCreated }: { onCreated?: () => void } = {}): {
  form: AccountForm<Values>;
} {
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
      await dispatch(createAccount({ ...values, isSubscribed: values.isSubscribed }));
      if (onCreated) onCreated();
      else void navigate(returnPath(), { replace: true });
    },
  });
  return { form };
}
