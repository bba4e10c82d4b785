import {
  DEFAULT_TOAST_TIMEOUT,
  effectiveTimeout,
  getToastId,
  initialToastState,
  toastActions,
  toastReducer,
  toToastEntry,
  validateToast,
  type ToastEntry,
  type ToastOptions,
  type ToastState,
} from '../toastSlice';
import { deepFreeze } from './deepFreeze';

const initial = deepFreeze(initialToastState);
const info: ToastOptions = { type: 'info', message: 'You are online.', timeout: 3000 };

function entry(options: ToastOptions, timestamp: number): ToastEntry {
  return toToastEntry(options, timestamp);
}

describe('validateToast', () => {
  it('requires a type', () => {
    expect(() => validateToast({ message: 'Hi', dismissable: true })).toThrow(
      new TypeError('toast.type is required'),
    );
  });

  it('requires a message', () => {
    expect(() => validateToast({ type: 'info', dismissable: true })).toThrow('toast.message is required');
    expect(() => validateToast({ type: 'info', message: '', dismissable: true })).toThrow(
      'toast.message is required',
    );
  });

  it.each([0, false, -1] as const)(
    'rejects a toast that is not dismissable and has timeout %p',
    (timeout) => {
      expect(() => validateToast({ type: 'error', message: 'Stuck', timeout })).toThrow(
        'Toast should be user-dismissable or have a timeout',
      );
      expect(() => validateToast({ type: 'error', message: 'Stuck', timeout, dismissable: false })).toThrow(
        'Toast should be user-dismissable or have a timeout',
      );
    },
  );

  it('accepts a dismissable toast without a timeout, or one dismissed through onDismiss', () => {
    expect(() =>
      validateToast({ type: 'error', message: 'Sticky', timeout: false, dismissable: true }),
    ).not.toThrow();
    expect(() =>
      validateToast({ type: 'error', message: 'Sticky', timeout: 0, onDismiss: () => {} }),
    ).not.toThrow();
  });

  it('accepts a toast with the default or an explicit timeout', () => {
    expect(() => validateToast({ type: 'success', message: 'Saved' })).not.toThrow();
    expect(() => validateToast(info)).not.toThrow();
  });
});

describe('toast entries', () => {
  it('defaults the timeout to 5000 ms; 0, false and negatives mean no automatic removal', () => {
    expect(DEFAULT_TOAST_TIMEOUT).toBe(5000);
    expect(effectiveTimeout(undefined)).toBe(5000);
    expect(effectiveTimeout(15000)).toBe(15000);
    expect(effectiveTimeout(0)).toBe(false);
    expect(effectiveTimeout(false)).toBe(false);
    expect(effectiveTimeout(-5)).toBe(false);
  });

  it('derives the id from type, message and action text only', () => {
    const id = getToastId({ type: 'info', message: 'Hi' });
    expect(getToastId({ type: 'info', message: 'Hi', actionText: undefined })).toBe(id);
    expect(getToastId({ type: 'error', message: 'Hi' })).not.toBe(id);
    expect(getToastId({ type: 'info', message: 'Hi!' })).not.toBe(id);
    expect(getToastId({ type: 'info', message: 'Hi', actionText: 'Undo' })).not.toBe(id);
    expect(getToastId({ type: 'info', message: 'a,b' })).not.toBe(
      getToastId({ type: 'info', message: 'a', actionText: 'b' }),
    );
    expect(entry({ ...info, timeout: 100, dismissable: true }, 1).id).toBe(entry(info, 2).id);
  });

  it('keeps only serialisable data', () => {
    const toast = entry(
      {
        type: 'warning',
        message: 'Careful',
        actionText: 'Undo',
        dismissActionText: 'Close',
        icon: 'alert',
        onAction: () => {},
        onDismiss: () => {},
      },
      42,
    );
    expect(toast).toEqual({
      id: getToastId({ type: 'warning', message: 'Careful', actionText: 'Undo' }),
      type: 'warning',
      message: 'Careful',
      dismissable: true,
      timeout: 5000,
      actionText: 'Undo',
      dismissActionText: 'Close',
      icon: 'alert',
      timestamp: 42,
      isDuplicate: false,
    });
    expect(JSON.parse(JSON.stringify(toast))).toEqual(toast);
    expect(entry(info, 1)).toMatchObject({
      dismissable: false,
      actionText: null,
      dismissActionText: null,
      icon: null,
    });
  });
});

describe('toastReducer', () => {
  const first = entry(info, 100);
  const busy: ToastState = deepFreeze({ toasts: { [first.id]: first } });

  it('starts empty', () => {
    expect(toastReducer(undefined, { type: '@@INIT' } as never)).toEqual({ toasts: {} });
  });

  it('addToast keys the toast by id', () => {
    const other = entry(
      { type: 'error', message: 'You are offline. Some features may be unavailable.' },
      200,
    );
    expect(toastReducer(initial, toastActions.addToast(first))).toEqual({ toasts: { [first.id]: first } });
    expect(toastReducer(busy, toastActions.addToast(other))).toEqual({
      toasts: { [first.id]: first, [other.id]: other },
    });
  });

  it('a repeat id is a duplicate that keeps the original timestamp and takes the new fields', () => {
    const repeat = entry({ ...info, timeout: 9000, icon: 'wifi' }, 500);
    const next = toastReducer(busy, toastActions.addToast(repeat));
    expect(Object.keys(next.toasts)).toEqual([first.id]);
    expect(next.toasts[first.id]).toEqual({ ...repeat, timestamp: 100, isDuplicate: true });
  });

  it('a new id is never marked duplicate', () => {
    const next = toastReducer(initial, toastActions.addToast({ ...first, isDuplicate: true }));
    expect(next.toasts[first.id]?.isDuplicate).toBe(false);
  });

  it('removeToast drops the toast; an unknown id leaves the state as is', () => {
    expect(toastReducer(busy, toastActions.removeToast(first.id))).toEqual(initialToastState);
    expect(toastReducer(initial, toastActions.removeToast(first.id))).toBe(initial);
  });

  it('ignores other actions', () => {
    expect(toastReducer(busy, { type: 'cart/resetCart' } as never)).toBe(busy);
  });
});
