import { useRef } from 'react';
import { useBodyScrollLock } from '../../../platform/browser/useBodyScrollLock';
import { useFocusTrap } from '../../../platform/browser/useFocusTrap';

/**
 * The filter modal while open: focus moves into it and stays there (Tab cycles), Escape closes
 * it, the page behind does not scroll; focus returns to the filter button when it closes.
 */
export function useFilterModal(isOpen: boolean, onClose: () => void) {
  const dialogRef = useRef<HTMLDivElement | null>(null);
  useFocusTrap(dialogRef, { active: isOpen, onEscape: onClose });
  useBodyScrollLock(isOpen);
  return { dialogRef };
}
