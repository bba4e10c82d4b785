import { toErrorMessage, type ErrorMessage } from '../platform/apollo/errorMessage';

/** The outcome handed to a `xReceive` action creator: a payload on success, the raw error on failure. */
export type Outcome<P> = { payload: P } | { error: unknown };

/** The outcome of an operation whose success carries no data: `{}` (or nothing) on success. */
export type VoidOutcome = { payload?: undefined } | { error: unknown };

/** A receive action: `{ type, payload }` on success, `{ type, error }` on failure. */
export type ReceiveAction<T extends string, P> = { type: T; payload: P } | { type: T; error: ErrorMessage };

/** A receive action for an operation whose success carries no data. */
export type VoidReceiveAction<T extends string> = { type: T } | { type: T; error: ErrorMessage };

export function isFailure(outcome: Outcome<unknown> | VoidOutcome): outcome is { error: unknown } {
  return 'error' in outcome;
}

export function receiveAction<T extends string, P>(type: T, outcome: Outcome<P>): ReceiveAction<T, P> {
  return isFailure(outcome)
    ? { type, error: toErrorMessage(outcome.error) }
    : { type, payload: outcome.payload };
}

export function voidReceiveAction<T extends string>(type: T, outcome: VoidOutcome): VoidReceiveAction<T> {
  return isFailure(outcome) ? { type, error: toErrorMessage(outcome.error) } : { type };
}
