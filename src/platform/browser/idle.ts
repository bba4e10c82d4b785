/**
 * Work for when the browser is idle (requestIdleCallback), with a timer where it is missing.
 * Used by work that must not compete with the page's first content: prefetching links, saving
 * the persisted cache, loading background images below the fold.
 */
type IdleWindow = Window & {
  requestIdleCallback?: (
    callback: (deadline: { timeRemaining(): number }) => void,
    options?: { timeout: number },
  ) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** What a period gives where the browser cannot say how long it is idle, in ms. */
const FALLBACK_PERIOD_MS = 8;

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
    const end = Date.now() + FALLBACK_PERIOD_MS;
    work(() => end - Date.now());
  }, fallbackDelayMs);
  return () => clearTimeout(handle);
}

/** Runs `callback` once the page has loaded (its `load` event) and then the browser is idle; returns a cancel. */
export function afterLoadWhenIdle(callback: () => void, options: WhenIdleOptions): () => void {
  let cancelIdle = () => undefined as void;
  const idle = () => {
    cancelIdle = whenIdle(() => callback(), options);
  };
  if (document.readyState === 'complete') {
    idle();
    return () => cancelIdle();
  }
  window.addEventListener('load', idle, { once: true });
  return () => {
    window.removeEventListener('load', idle);
    cancelIdle();
  };
}
