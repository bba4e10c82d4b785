import {
  initialUserState,
  SIGN_IN_TOKEN_TTL_SECONDS,
  userActions,
  userReducer,
  type UserState,
} from '../userSlice';
import { deepFreeze } from './deepFreeze';

const initial = deepFreeze(initialUserState);
const old = { message: 'old' };
const failure = { error: new Error('The account sign-in was incorrect') };
const failed = { message: 'The account sign-in was incorrect' };

const busy: UserState = deepFreeze({
  token: 'token-1',
  isSignedIn: true,
  errors: { signIn: old, getDetails: old, createAccount: old, resetPassword: old },
  isGettingDetails: true,
  isResettingPassword: true,
  sessionRefused: false,
});

describe('userSlice', () => {
  it('starts signed out', () => {
    expect(userReducer(undefined, { type: '@@INIT' } as never)).toEqual({
      token: null,
      isSignedIn: false,
      errors: { signIn: null, getDetails: null, createAccount: null, resetPassword: null },
      isGettingDetails: false,
      isResettingPassword: false,
      sessionRefused: false,
    });
    expect(SIGN_IN_TOKEN_TTL_SECONDS).toBe(3600);
  });

  describe('sign in', () => {
    it('request clears the sign-in error', () => {
      expect(userReducer(initial, userActions.signInRequest())).toEqual(initial);
      expect(userReducer(busy, userActions.signInRequest())).toEqual({
        ...busy,
        errors: { ...busy.errors, signIn: null },
      });
    });

    it('receive clears the sign-in error', () => {
      expect(userReducer(initial, userActions.signInReceive())).toEqual(initial);
      expect(userReducer(busy, userActions.signInReceive())).toEqual({
        ...busy,
        errors: { ...busy.errors, signIn: null },
      });
    });

    it('a failed receive stores the error', () => {
      expect(userReducer(initial, userActions.signInReceive(failure))).toEqual({
        ...initial,
        errors: { ...initial.errors, signIn: failed },
      });
      expect(userReducer(busy, userActions.signInReceive(failure))).toEqual({
        ...busy,
        errors: { ...busy.errors, signIn: failed },
      });
    });
  });

  describe('get details', () => {
    it('request sets isGettingDetails and clears its error', () => {
      expect(userReducer(initial, userActions.getDetailsRequest())).toEqual({
        ...initial,
        isGettingDetails: true,
      });
      expect(userReducer(busy, userActions.getDetailsRequest())).toEqual({
        ...busy,
        errors: { ...busy.errors, getDetails: null },
      });
    });

    it('receive ends the request (the details themselves stay in the Apollo cache)', () => {
      expect(userReducer(initial, userActions.getDetailsReceive())).toEqual(initial);
      expect(userReducer(busy, userActions.getDetailsReceive())).toEqual({
        ...busy,
        isGettingDetails: false,
      });
    });

    it('a failed receive stores the error', () => {
      expect(userReducer(initial, userActions.getDetailsReceive(failure))).toEqual({
        ...initial,
        errors: { ...initial.errors, getDetails: failed },
      });
      expect(userReducer(busy, userActions.getDetailsReceive(failure))).toEqual({
        ...busy,
        isGettingDetails: false,
        errors: { ...busy.errors, getDetails: failed },
      });
    });
  });

  describe('create account', () => {
    it('request clears its error', () => {
      expect(userReducer(initial, userActions.createAccountRequest())).toEqual(initial);
      expect(userReducer(busy, userActions.createAccountRequest())).toEqual({
        ...busy,
        errors: { ...busy.errors, createAccount: null },
      });
    });

    it('receive clears or stores its error', () => {
      expect(userReducer(initial, userActions.createAccountReceive())).toEqual(initial);
      expect(userReducer(busy, userActions.createAccountReceive(failure))).toEqual({
        ...busy,
        errors: { ...busy.errors, createAccount: failed },
      });
      expect(userReducer(initial, userActions.createAccountReceive(failure)).errors.createAccount).toEqual(
        failed,
      );
      expect(userReducer(busy, userActions.createAccountReceive()).errors.createAccount).toBeNull();
    });
  });

  describe('reset password', () => {
    it('request sets isResettingPassword and clears its error', () => {
      expect(userReducer(initial, userActions.resetPasswordRequest())).toEqual({
        ...initial,
        isResettingPassword: true,
      });
      expect(userReducer(busy, userActions.resetPasswordRequest())).toEqual({
        ...busy,
        errors: { ...busy.errors, resetPassword: null },
      });
    });

    it('receive ends resetting, clearing or storing the error', () => {
      expect(userReducer(initial, userActions.resetPasswordReceive())).toEqual(initial);
      expect(userReducer(busy, userActions.resetPasswordReceive())).toEqual({
        ...busy,
        isResettingPassword: false,
        errors: { ...busy.errors, resetPassword: null },
      });
      expect(userReducer(initial, userActions.resetPasswordReceive(failure))).toEqual({
        ...initial,
        errors: { ...initial.errors, resetPassword: failed },
      });
      expect(userReducer(busy, userActions.resetPasswordReceive(failure))).toEqual({
        ...busy,
        isResettingPassword: false,
        errors: { ...busy.errors, resetPassword: failed },
      });
    });
  });

  it('setToken stores the token and signs in', () => {
    expect(userReducer(initial, userActions.setToken('token-2'))).toEqual({
      ...initial,
      token: 'token-2',
      isSignedIn: true,
    });
    expect(userReducer(busy, userActions.setToken('token-2'))).toEqual({ ...busy, token: 'token-2' });
  });

  it('clearToken signs out', () => {
    expect(userReducer(initial, userActions.clearToken())).toEqual(initial);
    expect(userReducer(busy, userActions.clearToken())).toEqual({ ...busy, token: null, isSignedIn: false });
  });

  it('reset returns to the initial state', () => {
    expect(userReducer(initial, userActions.reset())).toBe(initialUserState);
    expect(userReducer(busy, userActions.reset())).toBe(initialUserState);
  });

  it('ignores other actions', () => {
    expect(userReducer(busy, { type: 'cart/resetCart' } as never)).toBe(busy);
  });

  it('keeps a refused session until the app has said so', () => {
    const refused = userReducer(initial, userActions.sessionRefused());
    expect(refused.sessionRefused).toBe(true);
    expect(userReducer(refused, userActions.sessionNoticeShown())).toEqual(initial);
  });
});
