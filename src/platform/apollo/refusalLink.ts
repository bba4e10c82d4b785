/**
 * Requests Magento refuses before running them, for what the storefront keeps about the shopper.
 * Magento's request validators check a request's headers first and refuse the whole request, with
 * one error and no `path` (GraphQl/Controller/HttpRequestProcessor and its validators):
 *
 * - a revoked, expired or unreadable bearer token: HTTP 401, category graphql-authentication
 *   (CustomerGraphQl/Controller/HttpRequestValidator/AuthorizationRequestValidator.php), on every
 *   request, public ones included. The session is over: the token is forgotten at once (so nothing
 *   else goes out with it) and the app is told once (`onSessionRefused`: sign out, say so).
 * - a `Store` the backend does not have: "Requested store is not found" (StoreValidator.php). A store
 *   view saved by an earlier store switch is forgotten (with its currency and media URL), so the
 *   default one is asked; when the default code itself is refused (a Magento whose store views are
 *   named otherwise), requests go without a `Store` header, and Magento answers in its default store.
 * - a `Content-Currency` the store does not offer: "Please correct the target currency"
 *   (DirectoryGraphQl/Controller/HttpRequestValidator/CurrencyValidator.php). The saved currency is
 *   forgotten, so the store's default display currency is used.
 *
 * Either way the same request is sent again without what was refused: the catalog keeps working.
 * Each kind of refusal is handled once per request, so nothing repeats forever. A refusal met by a
 * resolver has a `path` (a wrong current password when changing it: graphql-authentication) and is
 * an answer for the shopper, left alone.
 *
 * It sits above the auth and store links (which read what to send as each request goes out) and
 * below the status answer link (which turns the 401 into its GraphQL result).
 */
import { ApolloLink } from '@apollo/client';
import type { FormattedExecutionResult, GraphQLFormattedError } from 'graphql';
import { Observable, type Subscription } from 'rxjs';
import { STORAGE_KEYS, type BrowserPersistence } from '../persistence/browserPersistence';

/** Called once per refused token, after it has been forgotten. */
export type SessionRefusedHandler = () => void;

/** Magento's messages for a refused store view and currency, word for word. */
export const STORE_NOT_FOUND = 'Requested store is not found';
export const CURRENCY_REFUSED = 'Please correct the target currency';

/** Whether requests name a store view; false once the backend refused the default code. */
interface StoreHeaderState {
  sendDefaultStore: boolean;
}

type Refusal = 'token' | 'store' | 'currency';

/** What Magento refused, for an error raised before the query ran; null for any other error. */
export function refusalOf(error: GraphQLFormattedError): Refusal | null {
  if (error.path) return null;
  if (error.extensions?.category === 'graphql-authentication') return 'token';
  if (error.message === STORE_NOT_FOUND) return 'store';
  if (error.message === CURRENCY_REFUSED) return 'currency';
  return null;
}

export interface RefusalLinkOptions {
  persistence: BrowserPersistence;
  storeHeader: StoreHeaderState;
  onSessionRefused?: SessionRefusedHandler;
}

export function createRefusalLink({
  persistence,
  storeHeader,
  onSessionRefused = () => {},
}: RefusalLinkOptions): ApolloLink {
  /** Forgets what was refused; false when there is nothing to forget (the request would fail again). */
  const forget = (refusal: Refusal, sent: { token?: string; store?: string; currency?: string }): boolean => {
    switch (refusal) {
      case 'token':
        if (!sent.token) return false;
        // Only the request that meets the refusal first ends the session; requests that were
        // under way with the same token just go again as a guest.
        if (persistence.getItem<string>(STORAGE_KEYS.signInToken) === sent.token) {
          persistence.removeItem(STORAGE_KEYS.signInToken);
          onSessionRefused();
        }
        return true;
      case 'store':
        if (sent.store) {
          if (persistence.getItem<string>(STORAGE_KEYS.storeViewCode) === sent.store) {
            persistence.removeItem(STORAGE_KEYS.storeViewCode);
            persistence.removeItem(STORAGE_KEYS.storeViewCurrency);
            persistence.removeItem(STORAGE_KEYS.storeViewSecureBaseMediaUrl);
          }
          return true;
        }
        if (!storeHeader.sendDefaultStore) return false;
        storeHeader.sendDefaultStore = false;
        return true;
      case 'currency':
        if (!sent.currency) return false;
        if (persistence.getItem<string>(STORAGE_KEYS.storeViewCurrency) === sent.currency) {
          persistence.removeItem(STORAGE_KEYS.storeViewCurrency);
        }
        return true;
    }
  };

  return new ApolloLink(
    (operation, forward) =>
      new Observable<ApolloLink.Result>((observer) => {
        // A request that names its own store (a store switch's route lookup) is that store's
        // business: its refusal is an answer, not something saved to forget.
        const ownStore = (operation.getContext().headers as Record<string, string> | undefined)?.Store;
        const subscriptions: Subscription[] = [];
        const handled = new Set<Refusal>();
        // Events of an attempt that has been replaced are ignored (an answer can arrive in the
        // same tick as the subscription, before the subscription is even returned).
        let attempt = 0;
        const send = () => {
          const current = ++attempt;
          const sent = {
            token: persistence.getItem<string>(STORAGE_KEYS.signInToken),
            store: persistence.getItem<string>(STORAGE_KEYS.storeViewCode),
            currency: persistence.getItem<string>(STORAGE_KEYS.storeViewCurrency),
          };
          subscriptions.push(
            forward(operation).subscribe({
              next: (result) => {
                if (current !== attempt) return;
                const errors = (result as FormattedExecutionResult).errors ?? [];
                const refusal = errors.map(refusalOf).find((kind) => kind !== null) ?? null;
                if (
                  refusal &&
                  !handled.has(refusal) &&
                  !(refusal === 'store' && ownStore) &&
                  forget(refusal, sent)
                ) {
                  handled.add(refusal);
                  send();
                  return;
                }
                observer.next(result);
              },
              error: (error: unknown) => {
                if (current === attempt) observer.error(error);
              },
              complete: () => {
                if (current === attempt) observer.complete();
              },
            }),
          );
        };
        send();
        return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
      }),
  );
}
