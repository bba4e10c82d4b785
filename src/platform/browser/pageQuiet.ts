/**
 * Work fetched ahead for later (images of the next page, of a product the shopper points at) must
 * not share the connection with what the shopper is looking at now: it waits for the page to be
 * quiet.
 */
import { QUIET_FALLBACK_DELAY_MS, QUIET_GIVE_UP_MS } from '../loadingPolicy';
import { afterLoadWhenQuiet } from './idle';

/** Images with a box in the viewport that are still loading (lazy ones out of view do not count). */
function imagesLoadingInView(): HTMLImageElement[] {
  const width = window.innerWidth;
  const height = window.innerHeight;
  return Array.from(document.images).filter((image) => {
    if (image.complete || !(image.currentSrc || image.getAttribute('src'))) return false;
    const box = image.getBoundingClientRect();
    return (
      box.width > 0 &&
      box.height > 0 &&
      box.bottom > 0 &&
      box.right > 0 &&
      box.top < height &&
      box.left < width
    );
  });
}

/**
 * Runs `work` once the page is quiet: loaded, the browser idle (afterLoadWhenQuiet), and no image
 * in view still loading (the page's own images, the main one first, come before anything fetched
 * ahead). Dropped when the page is not quiet within `giveUpMs`. Returns a cancel.
 */
export function whenPageQuiet(
  work: () => void,
  { giveUpMs = QUIET_GIVE_UP_MS }: { giveUpMs?: number } = {},
): () => void {
  const deadline = Date.now() + giveUpMs;
  let stopped = false;
  let stopWaiting: () => void = () => undefined;

  const waitForQuiet = () => {
    stopWaiting = afterLoadWhenQuiet(check, {
      timeout: Math.max(1, deadline - Date.now()),
      fallbackDelayMs: QUIET_FALLBACK_DELAY_MS,
    });
  };

  function check() {
    if (stopped) return;
    const loading = imagesLoadingInView();
    if (loading.length === 0) {
      stopped = true;
      work();
      return;
    }
    if (Date.now() >= deadline) {
      stopped = true;
      return;
    }
    // Once they have all settled, quiet again (the next images may have started meanwhile).
    let left = loading.length;
    const detach = () => {
      clearTimeout(timer);
      for (const image of loading) {
        image.removeEventListener('load', settled);
        image.removeEventListener('error', settled);
      }
    };
    function settled() {
      left -= 1;
      if (left > 0) return;
      detach();
      waitForQuiet();
    }
    for (const image of loading) {
      image.addEventListener('load', settled, { once: true });
      image.addEventListener('error', settled, { once: true });
    }
    const timer = setTimeout(() => {
      detach();
      stopped = true;
    }, deadline - Date.now());
    stopWaiting = detach;
  }

  waitForQuiet();
  return () => {
    stopped = true;
    stopWaiting();
  };
}
