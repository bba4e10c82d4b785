import { useCallback, useEffect, useState } from 'react';
import { afterNextPaint } from '../../../platform/browser/afterPaint';

/** Longest time the other images wait for the main one, in ms. */
export const MAIN_IMAGE_WAIT_MS = 1500;

export interface MainImageFirst {
  /** The other images wait: they are not requested yet. */
  othersWait: boolean;
  /** For the main image: it has loaded (or failed) and is being shown. */
  onMainImageSettled: () => void;
}

/**
 * The page's main image first: the gallery's other images are requested once it is on screen
 * (loaded, and a frame later), not beside it. On a slow connection six images fetched together
 * share the bandwidth, so the first of them takes about as long as all six; fetched after it,
 * they cost it nothing. They wait at most MAIN_IMAGE_WAIT_MS. Off when `enabled` is false.
 */
export function useMainImageFirst(enabled: boolean): MainImageFirst {
  const [othersWait, setOthersWait] = useState(enabled);
  const [mainSettled, setMainSettled] = useState(false);

  useEffect(() => {
    if (!othersWait) return undefined;
    const release = () => setOthersWait(false);
    if (mainSettled) return afterNextPaint(release);
    const timer = setTimeout(release, MAIN_IMAGE_WAIT_MS);
    return () => clearTimeout(timer);
  }, [othersWait, mainSettled]);

  const onMainImageSettled = useCallback(() => setMainSettled(true), []);

  return { othersWait, onMainImageSettled };
}
