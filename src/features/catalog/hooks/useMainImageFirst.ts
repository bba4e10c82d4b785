import { useCallback, useEffect, useState } from 'react';
import { afterNextPaint } from '../../../platform/browser/afterPaint';
import { MAIN_IMAGE_WAIT_MS } from '../../../platform/loadingPolicy';

export interface MainImageFirst {
  /** The other images wait: they are not requested yet. */
  othersWait: boolean;
  /** For the main image: it has loaded (or failed) and is being shown. */
  onMainImageSettled: () => void;
}

/** Where a gallery is with its main image: which one, and whether it has settled and shown. */
interface Progress {
  mainImage: string | null;
  settled: boolean;
  released: boolean;
}

const start = (mainImage: string | null): Progress => ({
  mainImage,
  settled: false,
  released: mainImage === null,
});

/**
 * The page's main image first: the gallery's other images are requested once it is on screen
 * (loaded, and a frame later), not beside it. On a slow connection six images fetched together
 * share the bandwidth, so the first of them takes about as long as all six; fetched after it,
 * they cost it nothing. They wait at most MAIN_IMAGE_WAIT_MS. `mainImage` names the main image
 * (its URL), null when there is none; a new one (another page of results) starts over.
 */
export function useMainImageFirst(mainImage: string | null): MainImageFirst {
  const [progress, setProgress] = useState(() => start(mainImage));
  let current = progress;
  if (progress.mainImage !== mainImage) {
    current = start(mainImage);
    setProgress(current);
  }
  const { settled, released } = current;

  useEffect(() => {
    if (released) return undefined;
    const release = () =>
      setProgress((now) => (now.mainImage === mainImage ? { ...now, released: true } : now));
    if (settled) return afterNextPaint(release);
    const timer = setTimeout(release, MAIN_IMAGE_WAIT_MS);
    return () => clearTimeout(timer);
  }, [mainImage, settled, released]);

  const onMainImageSettled = useCallback(
    () => setProgress((now) => (now.mainImage === mainImage ? { ...now, settled: true } : now)),
    [mainImage],
  );

  return { othersWait: !released, onMainImageSettled };
}
