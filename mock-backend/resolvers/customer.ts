/**
 * Customer domain: the signed-in account (`customer`), sign-in and sign-out
 * (generateCustomerToken, revokeCustomerToken), registration, profile, email and password
 * changes, and password reset, answered as Magento 2.4 answers them. Addresses, orders, wish
 * lists and stored cards are in ./account/.
 */
import { randomBytes } from 'node:crypto';
import type { BackendContext, Resolvers } from '../context';
import { authorizationError, inputError, magentoError } from '../errors';
import { persistState, type CustomerRecord } from '../state';
import { assertPasswordStrength, hashPassword, verifyPassword } from './account/passwords';
import {
  clearFailures,
  isLocked,
  issueToken,
  recordFailure,
  revokeTokensOf,
  validTokenRecord,
} from './account/tokens';
import { isValidEmail } from './newsletter';

type Ctx = Pick<BackendContext, 'state' | 'token'>;

const NOT_AUTHORIZED = "The current customer isn't authorized.";
export const SIGN_IN_INCORRECT =
  'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';
const EMAIL_TAKEN = 'A customer with the same email address already exists in an associated website.';
const INVALID_LOGIN = 'Invalid login or password.';
/** How long a password-reset token stays valid (Magento's default: 24 hours). */
const RESET_TOKEN_LIFETIME_HOURS = 24;

/** The account the request's bearer token was issued to, while the token is valid. */
export function currentCustomer(ctx: Ctx): CustomerRecord | null {
  const record = validTokenRecord(ctx.state, ctx.token);
  if (!record) return null;
  return ctx.state.customers.accounts.find((account) => account.id === record.customer_id) ?? null;
}

/** The signed-in customer, or Magento's authorization error. */
export function requireCustomer(ctx: Ctx): CustomerRecord {
  const customer = currentCustomer(ctx);
  if (!customer) throw authorizationError(NOT_AUTHORIZED);
  return customer;
}

const findByEmail = (ctx: Ctx, email: string) =>
  ctx.state.customers.accounts.find((account) => account.email.toLowerCase() === email.trim().toLowerCase());

function setSubscription(ctx: Ctx, email: string, subscribed: boolean): void {
  const key = email.toLowerCase();
  const subscribers = ctx.state.newsletter.subscribers;
  if (subscribed) subscribers[key] = { status: 'SUBSCRIBED' };
  else if (subscribers[key]) subscribers[key] = { status: 'UNSUBSCRIBED' };
}

const nameOrThrow = (value: string | null | undefined, field: string): string => {
  const trimmed = (value ?? '').trim();
  if (!trimmed) throw inputError(`"${field}" is required. Enter and try again.`);
  return trimmed;
};

interface CreateInput {
  email: string;
  firstname: string;
  lastname: string;
  password?: string | null;
  is_subscribed?: boolean | null;
}

interface UpdateInput {
  firstname?: string | null;
  lastname?: string | null;
  is_subscribed?: boolean | null;
}

const now = () => new Date().toISOString().replace('T', ' ').slice(0, 19);

export const customerResolvers: Resolvers = {
  Query: {
    customer: (_root, _args, ctx: BackendContext) => requireCustomer(ctx),
  },
  Mutation: {
    generateCustomerToken: async (_root, args: { email: string; password: string }, ctx: BackendContext) => {
      const email = args.email.trim();
      if (!email) throw inputError('Specify the "email" value.');
      if (!args.password) throw inputError('Specify the "password" value.');
      const customer = findByEmail(ctx, email);
      const refused = () => magentoError(SIGN_IN_INCORRECT, 'graphql-authentication');
      // The password is checked whatever the account's state (none, locked), so every refusal
      // takes as long as a wrong password: timing does not tell which accounts exist.
      const matches = await verifyPassword(args.password, customer?.password_hash);
      if (!customer) throw refused();
      if (isLocked(customer)) throw refused();
      if (!matches) {
        recordFailure(customer);
        persistState();
        throw refused();
      }
      clearFailures(customer);
      const token = issueToken(ctx.state, customer.id);
      persistState();
      return { token };
    },
    revokeCustomerToken: (_root, _args, ctx: BackendContext) => {
      const customer = requireCustomer(ctx);
      revokeTokensOf(ctx.state, customer.id);
      persistState();
      return { result: true };
    },
    createCustomerV2: async (_root, args: { input: CreateInput }, ctx: BackendContext) => {
      const { input } = args;
      const email = input.email.trim();
      if (!isValidEmail(email)) throw inputError(`"${email}" is not a valid email address.`);
      const firstname = nameOrThrow(input.firstname, 'First Name');
      const lastname = nameOrThrow(input.lastname, 'Last Name');
      if (findByEmail(ctx, email)) throw magentoError(EMAIL_TAKEN, 'graphql-input');
      if (!input.password) throw inputError('Specify the "password" value.');
      assertPasswordStrength(input.password);
      const accounts = ctx.state.customers.accounts;
      const customer: CustomerRecord = {
        id: accounts.reduce((max, account) => Math.max(max, account.id), 0) + 1,
        email,
        firstname,
        lastname,
        password_hash: await hashPassword(input.password),
        created_at: now(),
        addresses: [],
        failures_num: 0,
        lock_expires: null,
      };
      accounts.push(customer);
      if (input.is_subscribed) setSubscription(ctx, email, true);
      persistState();
      return { customer };
    },
    updateCustomerV2: (_root, args: { input: UpdateInput }, ctx: BackendContext) => {
      const customer = requireCustomer(ctx);
      const { input } = args;
      if (input.firstname !== undefined) customer.firstname = nameOrThrow(input.firstname, 'First Name');
      if (input.lastname !== undefined) customer.lastname = nameOrThrow(input.lastname, 'Last Name');
      if (typeof input.is_subscribed === 'boolean') setSubscription(ctx, customer.email, input.is_subscribed);
      persistState();
      return { customer };
    },
    updateCustomerEmail: async (_root, args: { email: string; password: string }, ctx: BackendContext) => {
      const customer = requireCustomer(ctx);
      if (!(await verifyPassword(args.password, customer.password_hash))) {
        throw magentoError(INVALID_LOGIN, 'graphql-authentication');
      }
      const email = args.email.trim();
      if (!isValidEmail(email)) throw inputError(`"${email}" is not a valid email address.`);
      const owner = findByEmail(ctx, email);
      if (owner && owner.id !== customer.id) throw magentoError(EMAIL_TAKEN, 'graphql-input');
      const subscription = ctx.state.newsletter.subscribers[customer.email.toLowerCase()];
      if (subscription) {
        delete ctx.state.newsletter.subscribers[customer.email.toLowerCase()];
        ctx.state.newsletter.subscribers[email.toLowerCase()] = subscription;
      }
      customer.email = email;
      persistState();
      return { customer };
    },
    changeCustomerPassword: async (
      _root,
      args: { currentPassword: string; newPassword: string },
      ctx: BackendContext,
    ) => {
      const customer = requireCustomer(ctx);
      if (!args.newPassword.trim()) throw inputError('Specify the "newPassword" value.');
      if (!(await verifyPassword(args.currentPassword, customer.password_hash))) {
        throw magentoError(INVALID_LOGIN, 'graphql-authentication');
      }
      assertPasswordStrength(args.newPassword);
      customer.password_hash = await hashPassword(args.newPassword);
      persistState();
      return customer;
    },
    requestPasswordResetEmail: (_root, args: { email: string }, ctx: BackendContext) => {
      const email = args.email.trim();
      if (!isValidEmail(email)) throw inputError('The email address has an invalid format.');
      const customer = findByEmail(ctx, email);
      if (!customer) throw inputError("Cannot reset the customer's password");
      if (isLocked(customer)) throw inputError('The account is locked');
      customer.rp_token = randomBytes(16).toString('hex');
      customer.rp_token_created_at = new Date().toISOString();
      persistState();
      return true;
    },
    resetPassword: async (
      _root,
      args: { email: string; resetPasswordToken: string; newPassword: string },
      ctx: BackendContext,
    ) => {
      const email = args.email.trim();
      if (!isValidEmail(email)) throw inputError('The email address has an invalid format.');
      if (!args.resetPasswordToken.trim()) throw inputError('resetPasswordToken must be specified');
      if (!args.newPassword.trim()) throw inputError('newPassword must be specified');
      const customer = findByEmail(ctx, email);
      if (!customer) throw inputError("Cannot set the customer's password");
      if (isLocked(customer)) throw inputError('The account is locked');
      const issued = customer.rp_token_created_at ? Date.parse(customer.rp_token_created_at) : 0;
      const fresh = Date.now() - issued < RESET_TOKEN_LIFETIME_HOURS * 3_600_000;
      if (!customer.rp_token || customer.rp_token !== args.resetPasswordToken || !fresh) {
        throw inputError('The password token is mismatched. Reset and try again.');
      }
      assertPasswordStrength(args.newPassword);
      customer.password_hash = await hashPassword(args.newPassword);
      customer.rp_token = null;
      customer.rp_token_created_at = null;
      clearFailures(customer);
      revokeTokensOf(ctx.state, customer.id);
      persistState();
      return true;
    },
  },
  Customer: {
    is_subscribed: (customer: CustomerRecord, _args, ctx: BackendContext) =>
      ctx.state.newsletter.subscribers[customer.email.toLowerCase()]?.status === 'SUBSCRIBED',
  },
};
