import { createAppStore } from '../createAppStore';
import { selectToastList } from '../selectors';
import { toastCallbacks } from '../toastCallbacks';
import { getToastId } from '../toastSlice';
import { addToast, dismissToast, removeToast, runToastAction } from '../toastThunks';

beforeEach(() => {
  jest.useFakeTimers({ now: 1_000 });
});

afterEach(() => {
  toastCallbacks.clear();
  jest.useRealTimers();
});

describe('toast thunks', () => {
  it('adds a toast and removes it after the default 5000 ms', () => {
    const store = createAppStore();
    const id = store.dispatch(addToast({ type: 'success', message: 'Saved' }));
    expect(id).toBe(getToastId({ type: 'success', message: 'Saved' }));
    expect(store.getState().toast.toasts[id]).toMatchObject({
      timestamp: 1_000,
      timeout: 5000,
      isDuplicate: false,
    });

    jest.advanceTimersByTime(4999);
    expect(store.getState().toast.toasts[id]).toBeDefined();
    jest.advanceTimersByTime(1);
    expect(store.getState().toast.toasts[id]).toBeUndefined();
    expect(toastCallbacks.size()).toBe(0);
  });

  it('keeps a toast with timeout 0 or false until it is dismissed', () => {
    const store = createAppStore();
    const zero = store.dispatch(addToast({ type: 'info', message: 'Zero', timeout: 0, dismissable: true }));
    const off = store.dispatch(addToast({ type: 'info', message: 'Off', timeout: false, dismissable: true }));
    jest.advanceTimersByTime(60_000);
    expect(Object.keys(store.getState().toast.toasts)).toEqual([zero, off]);

    store.dispatch(dismissToast(zero));
    expect(Object.keys(store.getState().toast.toasts)).toEqual([off]);
  });

  it('throws the validation message before dispatching anything', () => {
    const store = createAppStore();
    const listener = jest.fn();
    store.subscribe(listener);
    expect(() => store.dispatch(addToast({ type: 'info', message: '' }))).toThrow(
      'toast.message is required',
    );
    expect(() => store.dispatch(addToast({ type: 'info', message: 'x', timeout: false }))).toThrow(
      'Toast should be user-dismissable or have a timeout',
    );
    expect(listener).not.toHaveBeenCalled();
    expect(toastCallbacks.size()).toBe(0);
  });

  it('a repeat keeps the first timestamp, is marked duplicate and restarts the removal timer', () => {
    const store = createAppStore();
    const id = store.dispatch(addToast({ type: 'error', message: 'You are offline.', timeout: 3000 }));
    jest.advanceTimersByTime(2000);
    const again = store.dispatch(addToast({ type: 'error', message: 'You are offline.', timeout: 3000 }));
    expect(again).toBe(id);
    expect(store.getState().toast.toasts[id]).toMatchObject({ timestamp: 1_000, isDuplicate: true });

    jest.advanceTimersByTime(2999);
    expect(store.getState().toast.toasts[id]).toBeDefined();
    jest.advanceTimersByTime(1);
    expect(store.getState().toast.toasts[id]).toBeUndefined();
  });

  it('a repeat without a timeout cancels the pending removal', () => {
    const store = createAppStore();
    const id = store.dispatch(addToast({ type: 'info', message: 'Sticky later', timeout: 1000 }));
    store.dispatch(addToast({ type: 'info', message: 'Sticky later', timeout: false, dismissable: true }));
    jest.advanceTimersByTime(10_000);
    expect(store.getState().toast.toasts[id]).toBeDefined();
  });

  it('dismissal hands remove to onDismiss', () => {
    const store = createAppStore();
    const onDismiss = jest.fn();
    const id = store.dispatch(addToast({ type: 'error', message: 'Boom', timeout: false, onDismiss }));
    store.dispatch(dismissToast(id));
    expect(onDismiss).toHaveBeenCalledWith(expect.any(Function));
    expect(store.getState().toast.toasts[id]).toBeDefined();

    onDismiss.mock.calls[0][0]();
    expect(store.getState().toast.toasts[id]).toBeUndefined();
  });

  it('the action button hands remove to onAction; without onAction it does nothing', () => {
    const store = createAppStore();
    const onAction = jest.fn((remove: () => void) => remove());
    const id = store.dispatch(
      addToast({ type: 'info', message: 'Item removed', actionText: 'Undo', onAction }),
    );
    store.dispatch(runToastAction(id));
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(store.getState().toast.toasts[id]).toBeUndefined();

    const plain = store.dispatch(addToast({ type: 'info', message: 'Plain' }));
    store.dispatch(runToastAction(plain));
    expect(store.getState().toast.toasts[plain]).toBeDefined();
  });

  it('removeToast removes at once and cancels the timer', () => {
    const store = createAppStore();
    const id = store.dispatch(addToast({ type: 'info', message: 'Bye' }));
    store.dispatch(removeToast(id));
    expect(store.getState().toast.toasts).toEqual({});
    expect(toastCallbacks.size()).toBe(0);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('lists toasts oldest first, keeping a duplicate in its place', () => {
    const store = createAppStore();
    const first = store.dispatch(addToast({ type: 'info', message: 'First' }));
    jest.advanceTimersByTime(10);
    const second = store.dispatch(addToast({ type: 'info', message: 'Second' }));
    jest.advanceTimersByTime(10);
    store.dispatch(addToast({ type: 'info', message: 'First' }));
    const list = selectToastList(store.getState());
    expect(list.map((toast) => toast.id)).toEqual([first, second]);
    expect(selectToastList(store.getState())).toBe(list);
  });
});

describe('toastCallbacks', () => {
  it('returns no handlers for an unknown toast and keeps a timer when callbacks change', () => {
    expect(toastCallbacks.get('nope')).toEqual({ onAction: undefined, onDismiss: undefined });
    const remove = jest.fn();
    toastCallbacks.scheduleRemoval('t', 100, remove);
    const onAction = jest.fn();
    toastCallbacks.register('t', { onAction });
    expect(toastCallbacks.get('t').onAction).toBe(onAction);
    jest.advanceTimersByTime(100);
    expect(remove).toHaveBeenCalledTimes(1);
  });

  it('clear cancels every timer', () => {
    const remove = jest.fn();
    toastCallbacks.scheduleRemoval('a', 100, remove);
    toastCallbacks.scheduleRemoval('b', 100, remove);
    toastCallbacks.clear();
    jest.advanceTimersByTime(1000);
    expect(remove).not.toHaveBeenCalled();
    expect(toastCallbacks.size()).toBe(0);
  });
});
