import { isLostAnswer } from '../platform/apollo/lostAnswerKind';

/**
 * Errors kept in the store are plain `{ message }` objects, never `Error` instances, so the state
 * stays serialisable. The thunk layer keeps the raw error for decisions such as cart recovery.
 */
export interface StoreError {
  message: string;
  /**
   * Set when the request got no answer to show (connection lost or 5xx, see lostAnswer.ts): views
   * say so in words (formatRequestError) rather than showing the browser's message.
   */
  lostAnswer?: true;
}

/** The outcome handed to a `xReceive` action creator: a payload on success, the raw error on failure. */
export type Outcome<P> = { payload: P } | { error: unknown };

/** The outcome of an operation whose success carries no data: `{}` (or nothing) on success. */
export type VoidOutcome = { payload?: undefined } | { error: unknown };

/** A receive action: `{ type, payload }` on success, `{ type, error }` on failure. */
export type ReceiveAction<T extends string, P> = { type: T; payload: P } | { type: T; error: StoreError };

/** A receive action for an operation whose success carries no data. */
export type VoidReceiveAction<T extends string> = { type: T } | { type: T; error: StoreError };

export function isFailure(outcome: Outcome<unknown> | VoidOutcome): outcome is { error: unknown } {
  return 'error' in outcome;
}

const UNKNOWN_ERROR = 'Unknown error';

function messageOf(value: unknown): string | null {
  if (typeof value === 'string') return value || null;
  if (
    typeof value === 'object' &&
    value !== null &&
    'message' in value &&
    typeof value.message === 'string'
  ) {
    return value.message || null;
  }
  return null;
}

/** Messages of a GraphQL error list (`errors` on Apollo 4's CombinedGraphQLErrors, `graphQLErrors` before). */
function graphQLMessages(error: object): string[] {
  const lists = ['errors', 'graphQLErrors'].map((key) => (error as Record<string, unknown>)[key]);
  const list = lists.find((entry): entry is unknown[] => Array.isArray(entry) && entry.length > 0);
  return (list ?? []).map(messageOf).filter((message): message is string => message !== null);
}

/**
 * Turns anything thrown into a serialisable `{ message }`. GraphQL error messages take priority and
 * are joined with ", " (spec 8, "Error message joining"). A lost answer is marked `lostAnswer`.
 */
export function toStoreError(error: unknown): StoreError {
  if (typeof error === 'object' && error !== null) {
    const messages = graphQLMessages(error);
    if (messages.length > 0) return { message: messages.join(', ') };
  }
  const message = messageOf(error) ?? UNKNOWN_ERROR;
  return isLostAnswer(error) ? { message, lostAnswer: true } : { message };
}

export function receiveAction<T extends string, P>(type: T, outcome: Outcome<P>): ReceiveAction<T, P> {
  return isFailure(outcome)
    ? { type, error: toStoreError(outcome.error) }
    : { type, payload: outcome.payload };
}

export function voidReceiveAction<T extends string>(type: T, outcome: VoidOutcome): VoidReceiveAction<T> {
  return isFailure(outcome) ? { type, error: toStoreError(outcome.error) } : { type };
}
