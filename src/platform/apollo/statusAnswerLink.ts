/**
 * Magento 2.4 answers some GraphQL errors with an HTTP status of 4xx and the usual GraphQL body:
 * 401 when the request's bearer token is refused or an error of category graphql-authentication
 * comes first, 403 for graphql-authorization (the current user cannot use this cart, this
 * address...), 400 for a query that does not parse (Magento's GraphQl controller decides the status
 * from the first error's category). Apollo's HttpLink treats every status of 300 or more as a
 * ServerError and keeps the body only as text, so the app would see "Received status code 403"
 * instead of Magento's message and category.
 *
 * This link, next to HttpLink, turns such an answer back into the GraphQL result it carries, so
 * every link above it and every hook sees Magento's errors (cart recovery, form errors, the session
 * link). The status stays in the operation context (`response.status`, set by HttpLink). Answers of
 * 5xx, or without a GraphQL body, stay failures for the retry link.
 */
import { ApolloLink } from '@apollo/client';
import { ServerError } from '@apollo/client/errors';
import type { FormattedExecutionResult } from 'graphql';
import { Observable } from 'rxjs';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The GraphQL result in a 4xx answer's body, or null when it holds none. */
function graphQLResultOf(error: unknown): FormattedExecutionResult | null {
  if (!ServerError.is(error) || error.statusCode < 400 || error.statusCode >= 500) return null;
  let body: unknown;
  try {
    body = JSON.parse(error.bodyText);
  } catch {
    return null;
  }
  if (!isRecord(body) || !Array.isArray(body.errors) || body.errors.length === 0) return null;
  if (!body.errors.every((entry) => isRecord(entry) && typeof entry.message === 'string')) return null;
  return body as FormattedExecutionResult;
}

export function createStatusAnswerLink(): ApolloLink {
  return new ApolloLink(
    (operation, forward) =>
      new Observable<ApolloLink.Result>((observer) => {
        const subscription = forward(operation).subscribe({
          next: (result) => observer.next(result),
          error: (error: unknown) => {
            const result = graphQLResultOf(error);
            if (!result) {
              observer.error(error);
              return;
            }
            observer.next(result as ApolloLink.Result);
            observer.complete();
          },
          complete: () => observer.complete(),
        });
        return () => subscription.unsubscribe();
      }),
  );
}
