/**
 * Changes that must be made exactly once, even when an answer is lost.
 *
 * A dropped connection or a 5xx answer says nothing about whether the backend made a change, and
 * the retry link repeats only mutations marked idempotent (see retryLink.ts). For the others
 * (adding to the cart, applying a coupon, adding to the wish list...), `sendOnce` looks before it
 * sends again: after a lost answer it reads the backend's state back; if the change is there, it
 * was made and nothing is sent again; if not, the change is sent once more, after the retry link's
 * delay. In all, it is sent at most RETRY_MAX_ATTEMPTS times, the retry link's own budget (spec 9).
 * A failure of another kind
 * (a GraphQL error is the backend's considered answer), a read-back that fails, or the last lost
 * answer is reported as it is.
 *
 * The read-back assumes the backend has finished with a request by the time it answers another
 * one (the embedded backend does; Magento behind a proxy that times out may still be working).
 */
import { isLostAnswer } from './lostAnswerKind';
import { RETRY_INITIAL_DELAY_MS, RETRY_MAX_ATTEMPTS } from './retryPolicy';

export { isLostAnswer } from './lostAnswerKind';

export interface SendOnceOptions<T> {
  /** Sends the change. */
  send: () => Promise<T>;
  /** Reads the backend's state after a lost answer: true when the change is already made. */
  isDone: () => Promise<boolean>;
  /** Sends in all, the first included; default RETRY_MAX_ATTEMPTS. */
  attempts?: number;
  /** Waits before the send numbered `attempt` (2 for the first resend); default the retry link's delay. */
  wait?: (attempt: number) => Promise<void>;
}

/** The retry link's delay before a repeat: full jitter around 300 ms, doubling each time (spec 9). */
const retryDelay = (attempt: number): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(resolve, Math.random() * 2 * RETRY_INITIAL_DELAY_MS * 2 ** (attempt - 2));
  });

/**
 * Sends a change that must not be made twice (see above). Resolves with the answer of the send
 * that got one, or `null` when a read-back found the change made (its answer was lost: the
 * read-back's query has brought the cache up to date, if it reads what the views read).
 */
export async function sendOnce<T>({
  send,
  isDone,
  attempts = RETRY_MAX_ATTEMPTS,
  wait = retryDelay,
}: SendOnceOptions<T>): Promise<T | null> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await send();
    } catch (error) {
      if (!isLostAnswer(error)) throw error;
      let done: boolean;
      try {
        done = await isDone();
      } catch {
        // Nothing can be known: report the failure rather than risk making the change twice.
        throw error;
      }
      if (done) return null;
      if (attempt >= attempts) throw error;
      await wait(attempt + 1);
    }
  }
}

/**
 * Sends a request that leaves the same state however often it runs, and sends it again after a lost
 * answer (within the same budget): for REST calls, which have no retry link.
 */
export async function sendAgainWhenLost<T>(
  send: () => Promise<T>,
  options: Pick<SendOnceOptions<T>, 'attempts' | 'wait'> = {},
): Promise<T> {
  return (await sendOnce({ send, isDone: () => Promise.resolve(false), ...options })) as T;
}
