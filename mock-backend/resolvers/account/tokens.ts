/**
 * Customer bearer tokens: issued by generateCustomerToken for SIGN_IN_TOKEN_LIFETIME_SECONDS
 * (Magento's customer access token lifetime, 1 hour), refused once expired or revoked.
 * Failed sign-ins count up on the account; after LOCKOUT_FAILURES in a row the account is locked
 * for LOCKOUT_MINUTES (Magento's customer/password/lockout_failures and lockout_threshold).
 */
import { randomBytes } from 'node:crypto';
import type { BackendState, CustomerRecord, CustomerTokenRecord } from '../../state';

const CUSTOMER_TOKEN_LIFETIME_SECONDS = 3600;
export const LOCKOUT_FAILURES = 10;
const LOCKOUT_MINUTES = 10;

/** Issues a token to `customerId` (tests seed sessions with it too). */
export function issueToken(
  state: BackendState,
  customerId: number,
  now: number = Date.now(),
  lifetimeSeconds: number = CUSTOMER_TOKEN_LIFETIME_SECONDS,
): string {
  const token = randomBytes(24).toString('hex');
  state.customers.tokens[token] = {
    customer_id: customerId,
    expires_at: new Date(now + lifetimeSeconds * 1000).toISOString(),
  };
  return token;
}

/** The token's record while it is usable: not revoked and not expired. */
export function validTokenRecord(
  state: BackendState,
  token: string | null,
  now: number = Date.now(),
): CustomerTokenRecord | null {
  if (!token) return null;
  const record = state.customers.tokens[token];
  if (!record || record.revoked) return null;
  if (Date.parse(record.expires_at) <= now) return null;
  return record;
}

/**
 * Why Magento refuses a bearer token, or null when it is usable: the messages its token readers
 * and validators give (Integration/Model/CompositeTokenReader.php for a token no reader can read,
 * JwtUserToken/Model/RevokedValidator.php, Integration/Model/UserToken/ExpirationValidator.php).
 */
export function tokenProblem(state: BackendState, token: string, now: number = Date.now()): string | null {
  const record = state.customers.tokens[token];
  if (!record) return 'Composite reader could not read a token';
  if (record.revoked) return 'User token has been revoked';
  if (Date.parse(record.expires_at) <= now) return 'Consumer key has expired';
  return null;
}

/** Revokes every token of the customer (Magento's revokeCustomerToken does the same). */
export function revokeTokensOf(state: BackendState, customerId: number): void {
  for (const record of Object.values(state.customers.tokens)) {
    if (record.customer_id === customerId) record.revoked = true;
  }
}

export function isLocked(customer: CustomerRecord, now: number = Date.now()): boolean {
  return Boolean(customer.lock_expires && Date.parse(customer.lock_expires) > now);
}

/** Counts a failed sign-in; locks the account when the failures reach the limit. */
export function recordFailure(customer: CustomerRecord, now: number = Date.now()): void {
  const failures = (customer.failures_num ?? 0) + 1;
  if (failures >= LOCKOUT_FAILURES) {
    customer.failures_num = 0;
    customer.lock_expires = new Date(now + LOCKOUT_MINUTES * 60_000).toISOString();
  } else {
    customer.failures_num = failures;
  }
}

export function clearFailures(customer: CustomerRecord): void {
  customer.failures_num = 0;
  customer.lock_expires = null;
}
