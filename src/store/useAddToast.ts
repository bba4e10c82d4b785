import { useCallback } from 'react';
import { useAppDispatch } from './createAppStore';
import type { ToastOptions } from './toastSlice';
import { addToast } from './toastThunks';

/**
 * Shows a toast (a repeat is a duplicate of the shown one); returns its id. Throws the spec's
 * validation messages for an invalid toast. The list of shown toasts is the shell's to render.
 */
export function useAddToast(): (options: ToastOptions) => string {
  const dispatch = useAppDispatch();
  return useCallback((options: ToastOptions) => dispatch(addToast(options)), [dispatch]);
}
