import { afterLoadWhenQuiet } from '../idle';

type IdleCallback = (deadline: { timeRemaining(): number; didTimeout: boolean }) => void;

describe('afterLoadWhenQuiet', () => {
  let pending: Array<{ callback: IdleCallback; timeout?: number }>;
  const idleWindow = window as unknown as {
    requestIdleCallback?: (callback: IdleCallback, options?: { timeout: number }) => number;
    cancelIdleCallback?: (handle: number) => void;
  };

  beforeEach(() => {
    jest.useFakeTimers();
    pending = [];
    idleWindow.requestIdleCallback = (callback, options) =>
      pending.push({ callback, timeout: options?.timeout });
    idleWindow.cancelIdleCallback = (handle) => {
      pending.splice(handle - 1, 1);
    };
  });

  afterEach(() => {
    jest.useRealTimers();
    delete idleWindow.requestIdleCallback;
    delete idleWindow.cancelIdleCallback;
  });

  /** The browser grants the oldest idle request a period of `ms`. */
  const idlePeriod = (ms: number, didTimeout = false) => {
    const next = pending.shift();
    next?.callback({ timeRemaining: () => ms, didTimeout });
    return next;
  };

  it('waits past short idle periods (the page still rendering) for a quiet one', () => {
    const work = jest.fn();
    afterLoadWhenQuiet(work, { timeout: 10_000 });
    idlePeriod(5);
    idlePeriod(12);
    expect(work).not.toHaveBeenCalled();
    idlePeriod(49);
    expect(work).toHaveBeenCalledTimes(1);
    expect(pending).toHaveLength(0);
  });

  it('runs at the time limit after load when the browser is never quiet', () => {
    const work = jest.fn();
    afterLoadWhenQuiet(work, { timeout: 2000 });
    expect(pending[0]?.timeout).toBe(2000);
    jest.advanceTimersByTime(1500);
    idlePeriod(3);
    expect(work).not.toHaveBeenCalled();
    // The next request only waits out what is left of the limit.
    expect(pending[0]?.timeout).toBe(500);
    jest.advanceTimersByTime(500);
    idlePeriod(0, true);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('waits for the load event first, and can be cancelled', () => {
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const work = jest.fn();
    const cancel = afterLoadWhenQuiet(work, { timeout: 10_000 });
    expect(pending).toHaveLength(0);
    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    expect(pending).toHaveLength(1);
    cancel();
    expect(pending).toHaveLength(0);
    readyState.mockRestore();
  });
});
