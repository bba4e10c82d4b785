/**
 * Signing in (spec 4, "Sign-in session"; spec 6): the account feature's server work around the
 * session whose client side (token, timer, sign-out) is store/sessionThunks.ts.
 *
 * - `signIn` asks for a token (generateCustomerToken), stores it for SIGN_IN_TOKEN_TTL_SECONDS,
 *   sets it in the user state and fetches the customer's details. It never merges carts: the
 *   cart feature merges the guest cart when `user.isSignedIn` turns true.
 * - `createAccount` creates the account (sent once: see sendOnce), then signs in with it.
 * - `startSession` runs once at start-up: an expired stored token signs out; a live one starts
 *   the timer and fetches the details.
 */
import type {
  CreateAccountMutation,
  CreateAccountMutationVariables,
  GetCustomerDetailsQuery,
  SignInMutation,
  SignInMutationVariables,
} from '../../../__generated__/operations';
import { sendOnce } from '../../../platform/apollo/lostAnswer';
import { endRefusedSession, setToken, signOut, startSessionTimer } from '../../../store/sessionThunks';
import type { StoreThunk } from '../../../store/thunkExtra';
import { userActions } from '../../../store/userSlice';
import { CREATE_ACCOUNT, GET_CUSTOMER_DETAILS, SIGN_IN } from '../graphql/session';
import { signsIn } from './signInCheck';

const isAuthorizationError = (error: unknown): boolean => {
  const errors = (error as { errors?: Array<{ extensions?: { category?: string } }> } | null)?.errors;
  return (
    Array.isArray(errors) && errors.some((entry) => entry.extensions?.category === 'graphql-authorization')
  );
};

/** Fetches the signed-in customer's details (only when signed in, spec 4). */
export const getUserDetails =
  (): StoreThunk<Promise<void>> =>
  async (dispatch, getState, { client }) => {
    if (!getState().user.isSignedIn) return;
    dispatch(userActions.getDetailsRequest());
    try {
      const apollo = await client;
      const { data } = await apollo.query<GetCustomerDetailsQuery>({
        query: GET_CUSTOMER_DETAILS,
        fetchPolicy: 'network-only',
      });
      const customer = data?.customer;
      if (!customer) throw new Error('The customer could not be loaded.');
      // The details stay in the cache (the one Customer entry) for the hooks that show them.
      dispatch(userActions.getDetailsReceive());
    } catch (error) {
      dispatch(userActions.getDetailsReceive({ error }));
      // A backend that serves a refused token as a guest's (Magento before 2.4.7) answers the
      // customer query with an authorization error: the session is over there too.
      if (isAuthorizationError(error) && getState().user.isSignedIn) await dispatch(endRefusedSession());
    }
  };

export interface SignInCredentials {
  email: string;
  password: string;
}

/** Signs in; rejects with the server's error (also kept in `user.errors.signIn`). */
export const signIn =
  ({ email, password }: SignInCredentials): StoreThunk<Promise<void>> =>
  async (dispatch, _getState, { client }) => {
    dispatch(userActions.signInRequest());
    try {
      const apollo = await client;
      const { data } = await apollo.mutate<SignInMutation, SignInMutationVariables>({
        mutation: SIGN_IN,
        variables: { email: email.trim(), password },
        fetchPolicy: 'no-cache',
        // A repeat after a lost answer only issues another token (refused credentials are a GraphQL
        // error, which is never repeated): the retry link may send it again.
        context: { idempotent: true },
      });
      const token = data?.generateCustomerToken?.token;
      if (!token) throw new Error('The account sign-in was incorrect.');
      dispatch(setToken(token));
      dispatch(userActions.signInReceive());
    } catch (error) {
      dispatch(userActions.signInReceive({ error }));
      throw error;
    }
    await dispatch(getUserDetails());
  };

export interface NewAccount {
  email: string;
  firstname: string;
  lastname: string;
  password: string;
  isSubscribed: boolean;
}

/** Creates the account, then signs in with it. */
export const createAccount =
  (account: NewAccount): StoreThunk<Promise<void>> =>
  async (dispatch, _getState, { client }) => {
    dispatch(userActions.createAccountRequest());
    try {
      const apollo = await client;
      // Sent again after a lost answer only when the account does not sign in yet (a repeat of a
      // creation that was made is refused: the email is taken).
      await sendOnce({
        send: () =>
          apollo.mutate<CreateAccountMutation, CreateAccountMutationVariables>({
            mutation: CREATE_ACCOUNT,
            variables: {
              input: {
                email: account.email.trim(),
                firstname: account.firstname.trim(),
                lastname: account.lastname.trim(),
                password: account.password,
                is_subscribed: account.isSubscribed,
              },
            },
            fetchPolicy: 'no-cache',
          }),
        isDone: () => signsIn(apollo, account.email, account.password),
      });
      dispatch(userActions.createAccountReceive());
    } catch (error) {
      dispatch(userActions.createAccountReceive({ error }));
      throw error;
    }
    await dispatch(signIn({ email: account.email, password: account.password }));
  };

/**
 * Start-up (spec 4): `tokenExpired` is whether the stored token had run out when the page
 * loaded (see isStoredTokenExpired). An expired session is signed out; a live one gets its timer
 * and the customer's details.
 */
export const startSession =
  ({ tokenExpired }: { tokenExpired: boolean }): StoreThunk<Promise<void>> =>
  async (dispatch, getState) => {
    if (tokenExpired) {
      await dispatch(signOut());
      return;
    }
    if (!getState().user.isSignedIn) return;
    dispatch(startSessionTimer());
    await dispatch(getUserDetails());
  };
