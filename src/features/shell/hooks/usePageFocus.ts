/**
 * Where a shopper is after following a link inside the app. A full page load starts at the top
 * of the new page, with the browser's focus at its start; an in-app navigation only swaps the page
 * area, so without help the window stays scrolled where the old page was and the keyboard focus
 * is lost (the link that was followed is gone, or still sits in the header or footer), and a
 * screen reader says nothing about the new page.
 *
 * When the path changes by a link or a redirect (not Back or Forward, where the browser keeps its
 * place), this waits until the new page's <main> with its heading is in the page area, then
 * scrolls to the top and moves focus to that heading (focusable by script only). It leaves focus
 * and scroll alone when the shopper pressed a key or a pointer meanwhile, and focus alone when it
 * is already inside the new page (a page that focuses a field or a message of its own), inside
 * an open dialog or menu, or on the trigger of one the shopper opened while the page was on its way.
 */
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { NEW_PAGE_FOCUS_WAIT_MS } from '../../../platform/loadingPolicy';

/** What identifies the page on screen: its <main> and its heading. */
interface ShownPage {
  main: Element | null;
  heading: Element | null;
  title: string;
}

function shownPage(container: HTMLElement): ShownPage {
  const main = container.querySelector('main');
  const heading = main?.querySelector('h1') ?? null;
  return { main, heading, title: heading?.textContent ?? '' };
}

/** The new page's heading, once a page other than `previous` is in the page area. */
function newPageHeading(container: HTMLElement, previous: ShownPage): HTMLElement | null {
  const now = shownPage(container);
  if (!now.main || !now.heading) return null;
  const isNew =
    now.main !== previous.main || now.heading !== previous.heading || now.title !== previous.title;
  return isNew ? (now.heading as HTMLElement) : null;
}

function focusBelongsElsewhere(main: Element): boolean {
  const active = document.activeElement;
  if (!active || active === document.body || !active.isConnected) return false;
  return (
    main.contains(active) ||
    // A dialog, or a menu the shopper opened while the page was on its way (its trigger, or in it).
    Boolean(active.closest('[aria-modal="true"], [role="dialog"], [role="menu"]')) ||
    active.getAttribute('aria-expanded') === 'true'
  );
}

export function usePageFocus(containerRef: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const shownPath = useRef(pathname);
  /** The page on screen, as of the page area's last observed change. */
  const shown = useRef<ShownPage>({ main: null, heading: null, title: '' });
  /** Waiting for a new page: called on each change of the page area until it is there. */
  const pending = useRef<(() => void) | null>(null);

  useLayoutEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    shown.current = shownPage(container);
    const observer = new MutationObserver(() => {
      pending.current?.();
      shown.current = shownPage(container);
    });
    observer.observe(container, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [containerRef]);

  // A layout effect: it runs in the commit that changes the path, before the observer hears of
  // that commit's changes, so `shown` is still the old page.
  useLayoutEffect(() => {
    const container = containerRef.current;
    const previousPath = shownPath.current;
    shownPath.current = pathname;
    if (!container || previousPath === pathname || navigationType === 'POP') return undefined;
    const previous = shown.current;
    // A key or pointer pressed while the page loads: the shopper has moved on, leave focus be.
    const onInput = () => stop();
    const stop = () => {
      pending.current = null;
      window.clearTimeout(timer);
      document.removeEventListener('keydown', onInput, true);
      document.removeEventListener('pointerdown', onInput, true);
    };
    pending.current = () => {
      const heading = newPageHeading(container, previous);
      if (!heading) return;
      stop();
      if (focusBelongsElsewhere(heading.closest('main')!)) return;
      window.scrollTo(0, 0);
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    };
    const timer = window.setTimeout(stop, NEW_PAGE_FOCUS_WAIT_MS);
    document.addEventListener('keydown', onInput, true);
    document.addEventListener('pointerdown', onInput, true);
    // The new page may be in this very commit.
    const check = pending.current;
    queueMicrotask(() => {
      if (pending.current === check) check();
    });
    return stop;
  }, [containerRef, pathname, navigationType]);
}
