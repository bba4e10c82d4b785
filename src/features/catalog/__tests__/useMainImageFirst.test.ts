import { act, renderHook } from '@testing-library/react';
import { MAIN_IMAGE_WAIT_MS } from '../../../platform/loadingPolicy';
import { useMainImageFirst } from '../hooks/useMainImageFirst';

describe('useMainImageFirst', () => {
  let frames: FrameRequestCallback[];

  beforeEach(() => {
    jest.useFakeTimers();
    frames = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  });

  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  const frame = () => act(() => frames.splice(0).forEach((callback) => callback(performance.now())));

  it('holds the other images until the main one has loaded and a frame has shown it', () => {
    const { result } = renderHook(() => useMainImageFirst('/a.jpg'));
    expect(result.current.othersWait).toBe(true);
    act(() => result.current.onMainImageSettled());
    expect(result.current.othersWait).toBe(true);
    frame();
    expect(result.current.othersWait).toBe(true);
    frame();
    expect(result.current.othersWait).toBe(false);
  });

  it('holds them no longer than its limit when the main image is slow', () => {
    const { result } = renderHook(() => useMainImageFirst('/a.jpg'));
    act(() => jest.advanceTimersByTime(MAIN_IMAGE_WAIT_MS - 1));
    expect(result.current.othersWait).toBe(true);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.othersWait).toBe(false);
  });

  it('holds nothing when there is no main image', () => {
    const { result } = renderHook(() => useMainImageFirst(null));
    expect(result.current.othersWait).toBe(false);
  });

  it('starts over with a new main image (another page of results)', () => {
    const { result, rerender } = renderHook(({ main }) => useMainImageFirst(main), {
      initialProps: { main: '/a.jpg' },
    });
    act(() => result.current.onMainImageSettled());
    frame();
    frame();
    expect(result.current.othersWait).toBe(false);
    rerender({ main: '/b.jpg' });
    expect(result.current.othersWait).toBe(true);
    act(() => result.current.onMainImageSettled());
    frame();
    frame();
    expect(result.current.othersWait).toBe(false);
  });
});
