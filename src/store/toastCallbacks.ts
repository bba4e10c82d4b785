/**
 * The non-serialisable side of toasts: callbacks and removal timers by toast id. Kept out of the
 * store so its state stays plain data; the thunks in toastThunks.ts keep both sides in step.
 */
type ToastCallback = (remove: () => void) => void;

export interface ToastHandlers {
  onAction?: ToastCallback | undefined;
  onDismiss?: ToastCallback | undefined;
}

interface Registration extends ToastHandlers {
  timer?: ReturnType<typeof setTimeout> | undefined;
}

const registry = new Map<string, Registration>();

function clearTimer(registration: Registration | undefined) {
  if (registration?.timer !== undefined) clearTimeout(registration.timer);
}

export const toastCallbacks = {
  /** Replaces the toast's callbacks; a pending removal timer is kept. */
  register(id: string, { onAction, onDismiss }: ToastHandlers): void {
    const timer = registry.get(id)?.timer;
    registry.set(id, { onAction, onDismiss, timer });
  },

  get(id: string): ToastHandlers {
    const { onAction, onDismiss } = registry.get(id) ?? {};
    return { onAction, onDismiss };
  },

  /** Starts (or restarts) the removal timer; `false` cancels any pending removal. */
  scheduleRemoval(id: string, timeout: number | false, remove: () => void): void {
    const registration = registry.get(id) ?? {};
    clearTimer(registration);
    const timer = timeout === false ? undefined : setTimeout(remove, timeout);
    registry.set(id, { ...registration, timer });
  },

  /** Drops the callbacks and cancels the timer of a removed toast. */
  forget(id: string): void {
    clearTimer(registry.get(id));
    registry.delete(id);
  },

  /** Forgets every toast (tests, or a store being thrown away). */
  clear(): void {
    registry.forEach(clearTimer);
    registry.clear();
  },

  size(): number {
    return registry.size;
  },
};
