import { act, render } from '@testing-library/react';
import { useElementSize } from '../background/useElementSize';

type Entry = { borderBoxSize: Array<{ inlineSize: number; blockSize: number }> };
let report: ((entries: Entry[]) => void) | null;

class FakeResizeObserver {
  constructor(callback: (entries: Entry[]) => void) {
    report = callback;
  }
  observe() {}
  disconnect() {}
}

let rect = { width: 0, height: 0 };
function Probe() {
  const [size, observe] = useElementSize();
  return (
    <div
      ref={(element) => {
        if (!element) return undefined;
        element.getBoundingClientRect = () => ({ ...rect }) as DOMRect;
        return observe(element);
      }}
      data-size={size ? `${size.width}x${size.height}` : 'none'}
    />
  );
}
const sizeOf = (container: HTMLElement) => container.querySelector('div')!.getAttribute('data-size');

afterEach(() => {
  delete (window as unknown as Record<string, unknown>).ResizeObserver;
  report = null;
});

describe('useElementSize', () => {
  it('takes the size from the observer, not from a layout forced while rendering', () => {
    Object.assign(window, { ResizeObserver: FakeResizeObserver });
    const view = render(<Probe />);
    expect(sizeOf(view.container)).toBe('none');
    rect = { width: 412.4, height: 300 };
    act(() => report!([{ borderBoxSize: [{ inlineSize: 412.4, blockSize: 300 }] }]));
    expect(sizeOf(view.container)).toBe('413x300');
  });

  it('waits while the element is not laid out (a row still skipped off screen)', () => {
    Object.assign(window, { ResizeObserver: FakeResizeObserver });
    rect = { width: 0, height: 0 };
    const view = render(<Probe />);
    act(() => report!([{ borderBoxSize: [{ inlineSize: 0, blockSize: 0 }] }]));
    expect(sizeOf(view.container)).toBe('none');
    rect = { width: 800, height: 420 };
    act(() => report!([{ borderBoxSize: [{ inlineSize: 800, blockSize: 420 }] }]));
    expect(sizeOf(view.container)).toBe('800x420');
  });

  it('measures before paint where there is no ResizeObserver, with the window as the fallback', () => {
    rect = { width: 0, height: 0 };
    Object.assign(window, { innerWidth: 1024, innerHeight: 768 });
    const view = render(<Probe />);
    expect(sizeOf(view.container)).toBe('1024x768');
  });
});
