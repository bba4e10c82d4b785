/**
 * Retries requests that failed on the way (spec 7 and 9): at most 5 attempts in all, the first
 * retry after 300 ms on average with full jitter (a random delay between 0 and 600 ms), each later
 * one twice as long on average, with no maximum delay. It retries only
 * - while the browser is online (offline, the failure goes straight to the app, which tells the
 *   shopper they are offline);
 * - network failures (fetch rejected) and 5xx answers; never GraphQL errors, which are the
 *   backend's considered answer and would come back the same, nor 4xx answers;
 * - queries, and mutations whose context marks them idempotent.
 *
 * Why mutations are not retried by default: a network failure or a 5xx tells the client nothing
 * about whether Magento ran the mutation. The connection may drop after Magento committed
 * placeOrder, or a proxy may time out (502/504) while PHP carries on, so a blind retry can place
 * the order twice, add an item twice or apply a gift card twice. Such a change is sent with
 * sendOnce (lostAnswer.ts) instead, which reads the backend's state back after a lost answer and
 * sends it again only if it was not made. A mutation whose repetition leaves the same state
 * (setShippingAddressesOnCart, setShippingMethodsOnCart, setPaymentMethodOnCart,
 * setGuestEmailOnCart, updateCartItems with an absolute quantity, subscribeEmailToNewsletter...)
 * or only mints something unused (createGuestCart, generateCustomerToken,
 * createBraintreeClientToken) opts in with `context: { idempotent: true }`.
 */
import { OperationTypeNode } from 'graphql';
import type { ApolloLink, ErrorLike } from '@apollo/client';
import { RetryLink } from '@apollo/client/link/retry';
import { isTransportFailure } from './lostAnswerKind';
import { RETRY_INITIAL_DELAY_MS, RETRY_MAX_ATTEMPTS, RETRY_MAX_DELAY_MS } from './retryPolicy';

declare module '@apollo/client' {
  interface DefaultContext {
    /** The mutation leaves the same state however often it runs, so the retry link may repeat it. */
    idempotent?: boolean;
  }
}

/** navigator.onLine, taken as true where there is no navigator. */
export const browserIsOnline = (): boolean => typeof navigator === 'undefined' || navigator.onLine;

/**
 * True for failures worth another attempt: the fetch itself failed (fetch rejects with a
 * TypeError on a network failure) or the server answered 5xx. Aborted requests, 4xx answers and
 * GraphQL errors are final.
 */
export function isRetryableError(error: ErrorLike): boolean {
  return isTransportFailure(error);
}

/** Queries (and subscriptions) may be repeated; mutations only when marked idempotent. */
export function isRetryableOperation(operation: ApolloLink.Operation): boolean {
  return operation.operationType !== OperationTypeNode.MUTATION || operation.getContext().idempotent === true;
}

export interface RetryLinkOptions {
  /** Whether the browser is online; defaults to navigator.onLine, read at each failure. */
  isOnline?: () => boolean;
}

export function createRetryLink({ isOnline = browserIsOnline }: RetryLinkOptions = {}): ApolloLink {
  return new RetryLink({
    delay: { initial: RETRY_INITIAL_DELAY_MS, max: RETRY_MAX_DELAY_MS, jitter: true },
    attempts: {
      max: RETRY_MAX_ATTEMPTS,
      retryIf: (error, operation) => isOnline() && isRetryableOperation(operation) && isRetryableError(error),
    },
  });
}
