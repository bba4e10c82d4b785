import { afterNextPaint } from '../afterPaint';

describe('afterNextPaint', () => {
  let frames: FrameRequestCallback[];

  beforeEach(() => {
    jest.useFakeTimers();
    frames = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    jest.spyOn(window, 'cancelAnimationFrame').mockImplementation((handle) => {
      frames[handle - 1] = () => undefined;
    });
  });

  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  /** The browser produces the next frame. */
  const frame = () => frames.splice(0).forEach((callback) => callback(performance.now()));

  it('runs at the start of the second frame: the first one painted what was rendered', () => {
    const callback = jest.fn();
    afterNextPaint(callback);
    frame();
    expect(callback).not.toHaveBeenCalled();
    frame();
    expect(callback).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1000);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('runs after a timer on a page that produces no frames', () => {
    const callback = jest.fn();
    afterNextPaint(callback);
    jest.advanceTimersByTime(249);
    expect(callback).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
    frame();
    frame();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('asks no frame of a hidden page', () => {
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const callback = jest.fn();
    afterNextPaint(callback);
    expect(frames).toHaveLength(0);
    jest.advanceTimersByTime(250);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('can be cancelled', () => {
    const callback = jest.fn();
    const cancel = afterNextPaint(callback);
    frame();
    cancel();
    frame();
    jest.advanceTimersByTime(1000);
    expect(callback).not.toHaveBeenCalled();
  });
});
