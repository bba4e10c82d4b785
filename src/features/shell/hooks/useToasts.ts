import { useCallback, useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '../../../store/createAppStore';
import { selectToastList } from '../../../store/selectors';
import type { ToastEntry, ToastOptions } from '../../../store/toastSlice';
import { dismissToast, runToastAction } from '../../../store/toastThunks';
import { useAddToast } from '../../../store/useAddToast';

/** A toast as the views render it: plain data, the callbacks stay behind its id. */
export type ToastItem = ToastEntry;
export interface Toasts {
  /** The shown toasts, oldest first. */
  toasts: ToastItem[];
  /** Shows a toast (a repeat is a duplicate of the shown one); returns its id. Throws the spec's
   * validation messages for an invalid toast. */
  addToast: (options: ToastOptions) => string;
  /** The close control: runs the toast's onDismiss with `remove`, or removes it. */
  dismissToast: (id: string) => void;
  /** The action button: runs the toast's onAction with `remove`. */
  runAction: (id: string) => void;
}

/** The toast list and what can be done with it (spec 3 and 4, Toast). */
export function useToasts(): Toasts {
  const dispatch = useAppDispatch();
  const toasts = useAppSelector(selectToastList);
  const add = useAddToast();
  const dismiss = useCallback((id: string) => dispatch(dismissToast(id)), [dispatch]);
  const runAction = useCallback((id: string) => dispatch(runToastAction(id)), [dispatch]);
  return useMemo(
    () => ({ toasts, addToast: add, dismissToast: dismiss, runAction }),
    [toasts, add, dismiss, runAction],
  );
}
