import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { SortView } from './useProductListing';

export interface SortControlView {
  isOpen: boolean;
  buttonId: string;
  listboxId: string;
  /** The option the keyboard is on (its element id is `optionId(index)`). */
  activeIndex: number;
  optionId: (index: number) => string;
  buttonRef: React.RefObject<HTMLButtonElement | null>;
  listboxRef: React.RefObject<HTMLUListElement | null>;
  rootRef: React.RefObject<HTMLDivElement | null>;
  handleToggle: () => void;
  handleButtonKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  handleListKeyDown: (event: KeyboardEvent<HTMLUListElement>) => void;
  handleChoose: (index: number) => void;
  handleHover: (index: number) => void;
}

/**
 * The sort menu: a button that opens a listbox of the sorts (WAI-ARIA listbox, single choice).
 * Down / Up on the button open it; in the list Up, Down, Home and End move, Enter or Space
 * chooses, Escape closes and Tab leaves; focus returns to the button. A click outside closes it.
 */
export function useSortControl(sort: SortView): SortControlView {
  const [isOpen, setOpen] = useState(false);
  const selectedIndex = Math.max(
    0,
    sort.options.findIndex((option) => option.selected),
  );
  const [activeIndex, setActiveIndex] = useState(selectedIndex);
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const listboxRef = useRef<HTMLUListElement | null>(null);
  const rootRef = useRef<HTMLDivElement | null>(null);
  const count = sort.options.length;

  const open = useCallback((index: number) => {
    setActiveIndex(index);
    setOpen(true);
  }, []);
  const close = useCallback((refocus = true) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (isOpen) listboxRef.current?.focus();
  }, [isOpen]);
  useEffect(() => {
    if (!isOpen) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen]);

  const handleChoose = useCallback(
    (index: number) => {
      const option = sort.options[index];
      close();
      if (option) sort.handleSelect(option.id);
    },
    [close, sort],
  );

  const handleToggle = useCallback(() => {
    if (isOpen) close();
    else open(selectedIndex);
  }, [close, isOpen, open, selectedIndex]);

  const handleButtonKeyDown = useCallback(
    (event: KeyboardEvent<HTMLButtonElement>) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        open(event.key === 'ArrowUp' ? count - 1 : selectedIndex);
      }
    },
    [count, open, selectedIndex],
  );

  const handleListKeyDown = useCallback(
    (event: KeyboardEvent<HTMLUListElement>) => {
      const step: Record<string, () => void> = {
        ArrowDown: () => setActiveIndex((index) => Math.min(count - 1, index + 1)),
        ArrowUp: () => setActiveIndex((index) => Math.max(0, index - 1)),
        Home: () => setActiveIndex(0),
        End: () => setActiveIndex(count - 1),
        Enter: () => handleChoose(activeIndex),
        ' ': () => handleChoose(activeIndex),
        Escape: () => close(),
      };
      if (event.key === 'Tab') {
        close(false);
        return;
      }
      const action = step[event.key];
      if (!action) return;
      event.preventDefault();
      event.stopPropagation();
      action();
    },
    [activeIndex, close, count, handleChoose],
  );

  return {
    isOpen,
    buttonId: `${id}-button`,
    listboxId: `${id}-listbox`,
    activeIndex,
    optionId: (index) => `${id}-option-${index}`,
    buttonRef,
    listboxRef,
    rootRef,
    handleToggle,
    handleButtonKeyDown,
    handleListKeyDown,
    handleChoose,
    handleHover: setActiveIndex,
  };
}
