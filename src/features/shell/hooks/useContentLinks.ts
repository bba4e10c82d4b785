import { useEffect, type RefObject } from 'react';
import { useNavigate } from 'react-router';

/**
 * CMS HTML the shell shows (info bar, menu promo, footer fallback) holds plain links: a press on
 * one that stays on this site navigates inside the app instead of reloading the page. Links to
 * other sites, new-tab links and modified clicks keep the browser's behaviour. `onNavigate`
 * runs after an in-app navigation (a menu closes).
 * TODO(content): the content feature's CmsBlock does this for Page Builder content; drop this
 * once the shell renders its blocks through it.
 */
export function useContentLinks(ref: RefObject<HTMLElement | null>, onNavigate?: () => void): void {
  const navigate = useNavigate();
  useEffect(() => {
    const root = ref.current;
    if (!root) return undefined;
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || !root.contains(anchor)) return;
      if (anchor.target && anchor.target !== '_self') return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      navigate(`${url.pathname}${url.search}${url.hash}`);
      onNavigate?.();
    };
    root.addEventListener('click', onClick);
    return () => root.removeEventListener('click', onClick);
  }, [ref, navigate, onNavigate]);
}
