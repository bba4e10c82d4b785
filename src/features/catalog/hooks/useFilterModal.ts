import { useEffect, useRef } from 'react';
import { useFocusTrap } from '../../../platform/browser/useFocusTrap';

/**
 * The filter modal while open: focus moves into it and stays there (Tab cycles), Escape closes
 * it, the page behind does not scroll; focus returns to the filter button when it closes.
 */
export function useFilterModal(isOpen: boolean, onClose: () => void) {
  const dialogRef = useRef<HTMLDivElement | null>(null);
  useFocusTrap(dialogRef, { active: isOpen, onEscape: onClose });
  useEffect(() => {
    if (!isOpen) return undefined;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [isOpen]);
  return { dialogRef };
}
