import { useCallback, useEffect, useId, useRef, useState, type RefObject } from 'react';

export interface Dropdown<T extends HTMLElement> {
  isOpen: boolean;
  /** Id of the panel, for the trigger's aria-controls. */
  panelId: string;
  /** The element holding the trigger and the panel: a press outside it closes the panel. */
  containerRef: RefObject<T | null>;
  /** The trigger: focus goes back to it when Escape closes the panel. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  toggle: () => void;
  open: () => void;
  close: () => void;
}

/**
 * Open/closed state of a menu or dropdown opened by clicking its trigger (spec 4, "Menus"): a
 * press outside, Escape, or focus leaving it closes it; Escape returns focus to the trigger.
 */
export function useDropdown<T extends HTMLElement = HTMLDivElement>(): Dropdown<T> {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const containerRef = useRef<T>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setIsOpen(false), []);
  const open = useCallback(() => setIsOpen(true), []);
  const toggle = useCallback(() => setIsOpen((value) => !value), []);

  useEffect(() => {
    if (!isOpen) return undefined;
    const container = containerRef.current;
    const onPointerDown = (event: Event) => {
      if (container && !container.contains(event.target as Node)) setIsOpen(false);
    };
    // On the container, so an Escape that closes this panel goes no further (a drawer around it
    // stays open).
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      event.stopPropagation();
      setIsOpen(false);
      triggerRef.current?.focus();
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && container && !container.contains(next)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    container?.addEventListener('keydown', onKeyDown);
    container?.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      container?.removeEventListener('keydown', onKeyDown);
      container?.removeEventListener('focusout', onFocusOut);
    };
  }, [isOpen]);

  return { isOpen, panelId, containerRef, triggerRef, toggle, open, close };
}
