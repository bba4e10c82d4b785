import { type ErrorMessage } from '../platform/apollo/errorMessage';
import { voidReceiveAction, type VoidOutcome } from './storeError';

/** Sign-in token lifetime: the thunk layer stores the token with this ttl (spec 4 and 9). */
export const SIGN_IN_TOKEN_TTL_SECONDS = 3600;

interface UserErrors {
  signIn: ErrorMessage | null;
  getDetails: ErrorMessage | null;
  createAccount: ErrorMessage | null;
  resetPassword: ErrorMessage | null;
}

/**
 * The session's client state. The customer's details are server data: they live in the Apollo
 * cache (the one `Customer` entry), read by the hooks that show them.
 */
export interface UserState {
  token: string | null;
  isSignedIn: boolean;
  errors: UserErrors;
  isGettingDetails: boolean;
  isResettingPassword: boolean;
  /**
   * The backend refused the session's token (revoked or expired there) and the shopper was signed
   * out: the app says so once, then clears it.
   */
  sessionRefused: boolean;
}

export const initialUserState: UserState = {
  token: null,
  isSignedIn: false,
  errors: { signIn: null, getDetails: null, createAccount: null, resetPassword: null },
  isGettingDetails: false,
  isResettingPassword: false,
  sessionRefused: false,
};

export const userActions = {
  signInRequest: () => ({ type: 'user/signInRequest' }) as const,
  /** The token itself is stored with `setToken`; success carries nothing. */
  signInReceive: (outcome: VoidOutcome = {}) => voidReceiveAction('user/signInReceive', outcome),
  getDetailsRequest: () => ({ type: 'user/getDetailsRequest' }) as const,
  getDetailsReceive: (outcome: VoidOutcome = {}) => voidReceiveAction('user/getDetailsReceive', outcome),
  createAccountRequest: () => ({ type: 'user/createAccountRequest' }) as const,
  createAccountReceive: (outcome: VoidOutcome = {}) =>
    voidReceiveAction('user/createAccountReceive', outcome),
  resetPasswordRequest: () => ({ type: 'user/resetPasswordRequest' }) as const,
  resetPasswordReceive: (outcome: VoidOutcome = {}) =>
    voidReceiveAction('user/resetPasswordReceive', outcome),
  setToken: (token: string) => ({ type: 'user/setToken', payload: token }) as const,
  clearToken: () => ({ type: 'user/clearToken' }) as const,
  reset: () => ({ type: 'user/reset' }) as const,
  sessionRefused: () => ({ type: 'user/sessionRefused' }) as const,
  sessionNoticeShown: () => ({ type: 'user/sessionNoticeShown' }) as const,
};

export type UserAction = ReturnType<(typeof userActions)[keyof typeof userActions]>;

function withError(state: UserState, key: keyof UserErrors, error: ErrorMessage | null): UserState {
  return { ...state, errors: { ...state.errors, [key]: error } };
}

export function userReducer(state: UserState = initialUserState, action: UserAction): UserState {
  switch (action.type) {
    case 'user/signInRequest':
      return withError(state, 'signIn', null);
    case 'user/signInReceive':
      return withError(state, 'signIn', 'error' in action ? action.error : null);
    case 'user/getDetailsRequest':
      return { ...withError(state, 'getDetails', null), isGettingDetails: true };
    case 'user/getDetailsReceive':
      if ('error' in action)
        return { ...withError(state, 'getDetails', action.error), isGettingDetails: false };
      return { ...state, isGettingDetails: false };
    case 'user/createAccountRequest':
      return withError(state, 'createAccount', null);
    case 'user/createAccountReceive':
      return withError(state, 'createAccount', 'error' in action ? action.error : null);
    case 'user/resetPasswordRequest':
      return { ...withError(state, 'resetPassword', null), isResettingPassword: true };
    case 'user/resetPasswordReceive':
      return {
        ...withError(state, 'resetPassword', 'error' in action ? action.error : null),
        isResettingPassword: false,
      };
    case 'user/setToken':
      return { ...state, token: action.payload, isSignedIn: true };
    case 'user/clearToken':
      return { ...state, token: null, isSignedIn: false };
    case 'user/reset':
      return initialUserState;
    case 'user/sessionRefused':
      return { ...state, sessionRefused: true };
    case 'user/sessionNoticeShown':
      return { ...state, sessionRefused: false };
    default:
      return state;
  }
}
