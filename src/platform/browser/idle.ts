/**
 * Work for when the browser is idle (requestIdleCallback), with a timer where it is missing.
 * Used by work that must not compete with the page's first content: prefetching links, saving
 * the persisted cache, loading background images below the fold.
 */
import { IDLE_PERIOD_FALLBACK_MS, QUIET_PERIOD_MS } from '../loadingPolicy';

type IdleWindow = Window & {
  requestIdleCallback?: (
    callback: (deadline: { timeRemaining(): number }) => void,
    options?: { timeout: number },
  ) => number;
  cancelIdleCallback?: (handle: number) => void;
};

export interface WhenIdleOptions {
  /** Longest wait for an idle period, in ms (requestIdleCallback's `timeout`). */
  timeout: number;
  /** Without requestIdleCallback: the delay before `work` runs, in ms; default 0. */
  fallbackDelayMs?: number;
}

/**
 * Runs `work` in the next idle period, with a way to ask the time left in it (0 when the wait
 * timed out). Returns a cancel.
 */
export function whenIdle(
  work: (timeLeft: () => number) => void,
  { timeout, fallbackDelayMs = 0 }: WhenIdleOptions,
): () => void {
  const page = typeof window === 'undefined' ? undefined : (window as IdleWindow);
  if (page?.requestIdleCallback && page.cancelIdleCallback) {
    const handle = page.requestIdleCallback((deadline) => work(() => deadline.timeRemaining()), { timeout });
    return () => page.cancelIdleCallback?.(handle);
  }
  const handle = setTimeout(() => {
    const end = Date.now() + IDLE_PERIOD_FALLBACK_MS;
    work(() => end - Date.now());
  }, fallbackDelayMs);
  return () => clearTimeout(handle);
}

/**
 * Runs `callback` once the page has loaded and then the browser is quiet: an idle period of
 * QUIET_PERIOD_MS or more, which a page still rendering its first content (short tasks, frames)
 * does not give. At most `timeout` ms after load. Without requestIdleCallback, the first idle
 * moment counts (after `fallbackDelayMs`). Returns a cancel.
 */
export function afterLoadWhenQuiet(
  callback: () => void,
  { timeout, fallbackDelayMs }: WhenIdleOptions,
): () => void {
  let cancelIdle = () => undefined as void;
  const canMeasure = typeof (window as IdleWindow).requestIdleCallback === 'function';
  const loaded = () => {
    const deadline = Date.now() + timeout;
    const next = () => {
      cancelIdle = whenIdle(
        (timeLeft) => {
          if (!canMeasure || timeLeft() >= QUIET_PERIOD_MS || Date.now() >= deadline) callback();
          else next();
        },
        { timeout: Math.max(1, deadline - Date.now()), fallbackDelayMs },
      );
    };
    next();
  };
  if (document.readyState === 'complete') {
    loaded();
    return () => cancelIdle();
  }
  window.addEventListener('load', loaded, { once: true });
  return () => {
    window.removeEventListener('load', loaded);
    cancelIdle();
  };
}
