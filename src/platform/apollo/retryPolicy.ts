/**
 * The retry budget (spec 9), shared by the retry link and the lost-answer checks. A module of its
 * own, free of Apollo, so that code in the app's entry (the user's thunks) can use the checks
 * without bringing Apollo into the first render's JavaScript.
 */

/** Attempts in all, the first included (spec 9). */
export const RETRY_MAX_ATTEMPTS = 5;
/** Average delay before the first retry, in ms (spec 9); each further retry doubles it. */
export const RETRY_INITIAL_DELAY_MS = 300;
/** No cap on the delay (spec 7). */
export const RETRY_MAX_DELAY_MS = Infinity;
