/**
 * The sign-in form (spec 4): email and password required; on success the shopper goes back to
 * the page that sent them (the guard's remembered path or the link's `from`), or where the
 * caller says (the drawer closes instead).
 */
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { object } from 'yup';
import { takeReturnPath } from '../../../platform/browser/returnPath';
import { useAppDispatch, useAppSelector } from '../../../store/createAppStore';
import type { ThunkExtra } from '../../../store/thunkExtra';
import type { GetCustomerDetailsQuery } from '../../../__generated__/operations';
import { GET_CUSTOMER_DETAILS } from '../graphql/session';
import { signIn } from './signInThunks';
import { useAccountForm, type AccountForm } from './useAccountForm';
import { rules } from './validation';

type Values = { email: string; password: string };

export interface SignIn {
  form: AccountForm<Values>;
  isSignedIn: boolean;
  firstName: string | null;
}

/** An email a link passed on in its state (create account, when the email has an account). */
export function useGivenEmail(): string {
  const given = (useLocation().state as { email?: unknown } | null)?.email;
  return typeof given === 'string' ? given : '';
}

/** Where a shopper sent to /sign-in came from: the link's state, else the remembered path. */
export function useReturnPath(): () => string {
  const location = useLocation();
  const from = (location.state as { from?: unknown } | null)?.from;
  return () => {
    const remembered = takeReturnPath('/');
    return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : remembered;
  };
}

export function useSignIn({ onSignedIn }: { onSignedIn?: () => void } = {}): SignIn {
  const intl = useIntl();
  const dispatch = useAppDispatch<ThunkExtra>();
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const isSignedIn = useAppSelector((state) => state.user.isSignedIn);
  // The details query's answer (signIn fetches it), read from the cache: no request of its own.
  const { data: details } = useQuery<GetCustomerDetailsQuery>(GET_CUSTOMER_DETAILS, {
    skip: !isSignedIn,
    fetchPolicy: 'cache-only',
  });
  const firstName = isSignedIn ? (details?.customer?.firstname ?? null) : null;
  const schema = useMemo(() => {
    const rule = rules(intl);
    return object({ email: rule.email(), password: rule.required() });
  }, [intl]);
  const givenEmail = useGivenEmail();
  const form = useAccountForm<Values>({
    initialValues: { email: givenEmail, password: '' },
    schema,
    onSubmit: async (values) => {
      await dispatch(signIn(values));
      if (onSignedIn) onSignedIn();
      else void navigate(returnPath(), { replace: true });
    },
  });
  return { form, isSignedIn, firstName };
}
