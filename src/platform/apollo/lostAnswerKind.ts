/**
 * Whether a failure left open if the backend made a change (see lostAnswer.ts). Kept free of
 * Apollo's modules (errors are told apart by their names), because the store's slices, which are
 * in the entry chunk, use it: importing Apollo here would pull Apollo into the first render.
 */
import { RestApiError, RestNetworkError } from '../rest/restClient';

/**
 * A transport failure of an Apollo request: no connection (fetch's TypeError) or a 5xx answer
 * (Apollo's ServerError and ServerParseError carry its status). The retry link repeats these.
 */
export function isTransportFailure(error: Error): boolean {
  if (error.name === 'TypeError') return true;
  const status = (error as { statusCode?: unknown }).statusCode;
  return (
    (error.name === 'ServerError' || error.name === 'ServerParseError') &&
    typeof status === 'number' &&
    status >= 500
  );
}

/**
 * True for a failure that leaves open whether the backend made the change: the connection failed
 * (fetch's TypeError) or the server answered 5xx (GraphQL or REST). A GraphQL error is the
 * backend's considered answer, so it is not one.
 */
export function isLostAnswer(error: unknown): boolean {
  if (error instanceof RestNetworkError) return true;
  if (error instanceof RestApiError) return error.status >= 500;
  if (!(error instanceof Error) || error.name === 'CombinedGraphQLErrors') return false;
  return isTransportFailure(error);
}
