import { useEffect, useState } from 'react';
import { prefersReducedMotion } from '../../../platform/browser/useMediaQuery';

/** Slide-out time (spec 4 and 9); the slide-in (384ms) is CSS alone. */
const DRAWER_OUT_MS = 192;

export interface DrawerPresence {
  /** In the page (not hidden): from opening until the slide-out has finished. */
  isRendered: boolean;
  /** Slid in: one frame after opening (so the slide-in runs), false at once on closing. */
  isShown: boolean;
}

/** Keeps a drawer in the page while it slides out, and lets it slide in when it mounts open. */
export function useDrawerPresence(isOpen: boolean): DrawerPresence {
  const [isRendered, setIsRendered] = useState(isOpen);
  const [isShown, setIsShown] = useState(false);

  useEffect(() => {
    if (isOpen) {
      setIsRendered(true);
      const frame = requestAnimationFrame(() => requestAnimationFrame(() => setIsShown(true)));
      return () => cancelAnimationFrame(frame);
    }
    setIsShown(false);
    const timer = setTimeout(() => setIsRendered(false), prefersReducedMotion() ? 0 : DRAWER_OUT_MS);
    return () => clearTimeout(timer);
  }, [isOpen]);

  return { isRendered: isRendered || isOpen, isShown: isShown && isOpen };
}
