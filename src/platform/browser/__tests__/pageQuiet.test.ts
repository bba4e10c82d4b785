import { QUIET_GIVE_UP_MS } from '../../loadingPolicy';
import { whenPageQuiet } from '../pageQuiet';

/** An image in the document, loading (not complete), with a box where the test says. */
function loadingImage(box: { top: number; left?: number; width?: number; height?: number }) {
  const image = document.createElement('img');
  image.src = '/media/catalog/product/x.jpg';
  Object.defineProperty(image, 'complete', { configurable: true, get: () => false });
  const { top, left = 0, width = 200, height = 250 } = box;
  image.getBoundingClientRect = () =>
    ({ top, left, width, height, bottom: top + height, right: left + width }) as DOMRect;
  document.body.append(image);
  return image;
}

/** The image has loaded (or failed: `error`). */
function settle(image: HTMLImageElement, event: 'load' | 'error' = 'load') {
  Object.defineProperty(image, 'complete', { configurable: true, get: () => true });
  image.dispatchEvent(new Event(event));
}

describe('whenPageQuiet', () => {
  beforeEach(() => jest.useFakeTimers());

  afterEach(() => {
    jest.useRealTimers();
    document.body.innerHTML = '';
  });

  it('runs once the page is loaded and idle when no image in view is loading', () => {
    loadingImage({ top: 5000 }); // far below the fold: a lazy image not asked for yet
    const work = jest.fn();
    whenPageQuiet(work);
    expect(work).not.toHaveBeenCalled();
    jest.advanceTimersByTime(250);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it("waits for the images in view, then for quiet again: nothing beside the page's own images", () => {
    const main = loadingImage({ top: 100 });
    const other = loadingImage({ top: 300, left: 220 });
    const work = jest.fn();
    whenPageQuiet(work);
    jest.advanceTimersByTime(1000);
    expect(work).not.toHaveBeenCalled();

    settle(main);
    jest.advanceTimersByTime(1000);
    expect(work).not.toHaveBeenCalled();
    // One that started meanwhile counts too.
    const late = loadingImage({ top: 400 });
    settle(other, 'error');
    jest.advanceTimersByTime(1000);
    expect(work).not.toHaveBeenCalled();
    settle(late);
    jest.advanceTimersByTime(250);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('gives up when the page is never quiet in time, and can be cancelled', () => {
    loadingImage({ top: 0 });
    const dropped = jest.fn();
    whenPageQuiet(dropped);
    jest.advanceTimersByTime(QUIET_GIVE_UP_MS + 1000);
    expect(dropped).not.toHaveBeenCalled();

    document.body.innerHTML = '';
    const cancelled = jest.fn();
    const cancel = whenPageQuiet(cancelled);
    cancel();
    jest.advanceTimersByTime(1000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
