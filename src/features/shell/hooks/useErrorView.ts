import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface ErrorView {
  /** The heading, focused when the view shows so a screen reader starts there. */
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** The panel, inside which Tab and Shift+Tab cycle while the page behind is masked. */
  panelRef: RefObject<HTMLDivElement | null>;
}

/**
 * Focus handling of the masked error view: the heading takes focus on show, and Tab / Shift+Tab
 * cycle through the panel's controls (focus that has left the panel is brought back), since
 * everything behind the mask is out of use.
 */
export function useErrorView(): ErrorView {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
    const keepFocusInside = (event: KeyboardEvent) => {
      const panel = panelRef.current;
      if (event.key !== 'Tab' || !panel) return;
      const focusable = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE));
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      const isInside = active instanceof Node && panel.contains(active);
      if (
        !isInside ||
        (event.shiftKey ? active === first || active === headingRef.current : active === last)
      ) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      }
    };
    document.addEventListener('keydown', keepFocusInside);
    return () => document.removeEventListener('keydown', keepFocusInside);
  }, []);

  return { headingRef, panelRef };
}
