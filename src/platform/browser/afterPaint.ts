import { PAINT_WAIT_MS } from '../loadingPolicy';

/**
 * Runs `callback` once what has been rendered so far is on screen: two animation frames on (the
 * first frame paints it; the second begins once that frame was shown). A page that produces no
 * frames (hidden, or a browser throttling it) gets the callback after PAINT_WAIT_MS instead.
 * Returns a cancel.
 */
export function afterNextPaint(callback: () => void): () => void {
  let done = false;
  let frame = 0;
  const stop = () => {
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
  const run = () => {
    if (done) return;
    stop();
    callback();
  };
  const timer = setTimeout(run, PAINT_WAIT_MS);
  if (typeof requestAnimationFrame === 'function' && document.visibilityState !== 'hidden') {
    frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(run);
    });
  }
  return stop;
}
