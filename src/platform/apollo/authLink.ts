/**
 * Sends the shopper's sign-in token as `Authorization: Bearer <token>` (spec 6 and 7, "Transport").
 *
 * The token is read when each request is sent (not when the link is built), so a request queued
 * behind the sign-in mutation, or retried after it, carries the token that sign-in stored, and a
 * token whose ttl ran out is not sent (BrowserPersistence deletes expired entries when read).
 */
import type { ApolloLink } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { getBrowserPersistence, STORAGE_KEYS } from '../persistence/browserPersistence';

/** Returns the current sign-in token, or nothing when signed out. */
export type TokenGetter = () => string | null | undefined;

/** The stored `signin_token`. */
const storedSignInToken: TokenGetter = () =>
  getBrowserPersistence().getItem<string>(STORAGE_KEYS.signInToken);

declare module '@apollo/client' {
  interface DefaultContext {
    /** The token this link put in the Authorization header (not one the request named itself). */
    authFromLink?: string;
  }
}

/**
 * Adds the bearer authorization header when a token is available; otherwise sends none, also when
 * a previous attempt of the same request carried one (a request sent again after the session ended
 * goes out as a guest's). A request may name its own Authorization (sign-out revokes the token it
 * has just forgotten): that one is left as it is.
 */
export function createAuthLink(getToken: TokenGetter = storedSignInToken): ApolloLink {
  return new SetContextLink((previous) => {
    const token = getToken();
    const headers = (previous.headers as Record<string, string> | undefined) ?? {};
    const own = headers.Authorization && headers.Authorization !== `Bearer ${previous.authFromLink}`;
    if (own) return {};
    if (token) return { headers: { ...headers, Authorization: `Bearer ${token}` }, authFromLink: token };
    if (!('Authorization' in headers)) return {};
    const { Authorization: _dropped, ...rest } = headers;
    return { headers: rest, authFromLink: undefined };
  });
}
