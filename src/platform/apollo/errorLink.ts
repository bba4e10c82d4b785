/**
 * Error reporting for GraphQL requests.
 *
 * `formatApolloError` turns any request error into the one message a view shows (spec 8, "Error
 * message joining"): the GraphQL error messages first, then the network error's message, joined
 * with ", ". The joining of GraphQL messages is the store's (`toErrorMessage`), so a message reads
 * the same whether a view or a slice shows it. `formatRequestError` does the same for a view with
 * react-intl, and says a lost answer (no GraphQL message, the connection failed or the server
 * answered 5xx, after the retries) in the shopper's words instead of the browser's.
 *
 * The link logs unexpected errors with console.error and nothing else: showing them (the
 * "unexpected error" toast) is the app layer's job, from the error the hook receives.
 * Expected, and not logged: GraphQL errors of Magento's user-facing categories (bad input, no such
 * entity, authentication, authorization, already exists: cart recovery and form errors handle
 * those), failures while the browser is offline (the offline toast covers them), and aborts.
 * Unexpected, and logged: network failures while online, non-2xx or unparsable answers, and GraphQL
 * errors of any other category (Magento's "internal", schema validation...).
 */
import type { ApolloLink, ErrorLike } from '@apollo/client';
import { defineMessage, type IntlShape, type MessageDescriptor } from 'react-intl';
import {
  CombinedGraphQLErrors,
  CombinedProtocolErrors,
  ServerError,
  ServerParseError,
} from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import { toErrorMessage } from './errorMessage';
import { isLostAnswer } from './lostAnswer';
import { browserIsOnline } from './retryLink';

/** Magento error categories (extensions.category) that are answers for the shopper, not faults. */
export const EXPECTED_ERROR_CATEGORIES: readonly string[] = [
  'graphql-input',
  'graphql-no-such-entity',
  'graphql-authentication',
  'graphql-authorization',
  'graphql-already-exists',
  // Magento's rate limiting (and the guest order lookup's limit): the view says to wait.
  'graphql-too-many-requests',
];

interface MessageLike {
  message?: unknown;
  extensions?: { category?: unknown } | null;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** GraphQL errors in the body of a non-2xx answer (Magento answers a 500 with `{ errors: [...] }`). */
function errorsInBody(bodyText: string): MessageLike[] {
  try {
    const body: unknown = JSON.parse(bodyText);
    return isObject(body) && Array.isArray(body.errors) ? body.errors : [];
  } catch {
    return [];
  }
}

/** The GraphQL errors an error carries, and the network error behind it, if any. */
function partsOf(error: unknown): { graphQLErrors: readonly MessageLike[]; networkError: unknown } {
  if (CombinedGraphQLErrors.is(error) || CombinedProtocolErrors.is(error)) {
    return { graphQLErrors: error.errors, networkError: null };
  }
  if (ServerError.is(error) || ServerParseError.is(error)) {
    return { graphQLErrors: errorsInBody(error.bodyText), networkError: error };
  }
  // Apollo Client 3's ApolloError shape, should one reach a view.
  if (isObject(error) && ('graphQLErrors' in error || 'networkError' in error)) {
    const graphQLErrors = Array.isArray(error.graphQLErrors) ? error.graphQLErrors : [];
    return { graphQLErrors, networkError: error.networkError ?? null };
  }
  return { graphQLErrors: [], networkError: error };
}

function messageOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (isObject(value) && typeof value.message === 'string') return value.message;
  return '';
}

/** One message for a request error: GraphQL messages first, then the network error's, joined with ", ". */
export function formatApolloError(error: unknown): string {
  const { graphQLErrors, networkError } = partsOf(error);
  const messages: string[] = [];
  if (graphQLErrors.some((entry) => messageOf(entry)))
    messages.push(toErrorMessage({ errors: graphQLErrors }).message);
  const networkMessage = networkError ? messageOf(networkError) : '';
  if (networkMessage) messages.push(networkMessage);
  return messages.length ? messages.join(', ') : toErrorMessage(error).message;
}

/** What a view says when a request got no answer it could show (see formatRequestError). */
export const noAnswerMessage: MessageDescriptor = defineMessage({
  id: 'app.requestError.noAnswer',
  defaultMessage: 'The store did not answer. Please try again.',
});

/**
 * formatApolloError for a view: a lost answer that carries no GraphQL message (a dropped connection,
 * a 5xx) is `noAnswerMessage`, not "Failed to fetch" or "Received status code 500". Takes the
 * request's error, or a store's `{ message, lostAnswer }`.
 */
export function formatRequestError(error: unknown, intl: Pick<IntlShape, 'formatMessage'>): string {
  const lost = isObject(error) && error.lostAnswer === true ? true : isLostAnswer(error);
  if (lost && !partsOf(error).graphQLErrors.some((entry) => messageOf(entry))) {
    return intl.formatMessage(noAnswerMessage);
  }
  return formatApolloError(error);
}

/** True for errors worth a console.error (see above). */
export function isUnexpectedError(error: ErrorLike, isOnline: () => boolean = browserIsOnline): boolean {
  if (CombinedGraphQLErrors.is(error) || CombinedProtocolErrors.is(error)) {
    return error.errors.some((entry: MessageLike) => {
      const category = entry.extensions?.category;
      return typeof category !== 'string' || !EXPECTED_ERROR_CATEGORIES.includes(category);
    });
  }
  if (error.name === 'AbortError') return false;
  return isOnline();
}

export interface ErrorLinkOptions {
  isOnline?: () => boolean;
}

/** Logs unexpected errors once per request (it sits above the retry link) and passes every result on. */
export function createErrorLink({ isOnline = browserIsOnline }: ErrorLinkOptions = {}): ApolloLink {
  return new ErrorLink(({ error, operation }) => {
    if (!isUnexpectedError(error, isOnline)) return;
    console.error(
      `GraphQL ${operation.operationType} ${operation.operationName ?? '(anonymous)'} failed: ${formatApolloError(error)}`,
      error,
    );
  });
}
