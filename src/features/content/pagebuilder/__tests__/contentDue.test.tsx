import { act, render } from '@testing-library/react';
import { Profiler } from 'react';
import { useBackground } from '../background/useBackground';
import { useContentDue } from '../hooks/useContentDue';
import { backgroundDefaults } from '../parseHelpers';

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;
let observers: Array<{
  callback: Callback;
  options: IntersectionObserverInit | undefined;
  disconnected: boolean;
}>;

class FakeObserver {
  private readonly record;
  constructor(callback: Callback, options?: IntersectionObserverInit) {
    this.record = { callback, options, disconnected: false };
    observers.push(this.record);
  }
  observe() {}
  disconnect() {
    this.record.disconnected = true;
  }
}

function Probe({ rect }: { rect: Partial<DOMRect> }) {
  const [due, observe] = useContentDue(true);
  return (
    <div
      ref={(element) => {
        if (!element) return undefined;
        element.getBoundingClientRect = () => ({ top: 0, bottom: 0, left: 0, right: 0, ...rect }) as DOMRect;
        return observe(element);
      }}
      data-due={due}
    />
  );
}

const dueOf = (container: HTMLElement) => container.querySelector('div')!.getAttribute('data-due');

beforeEach(() => {
  observers = [];
  Object.assign(window, { IntersectionObserver: FakeObserver, innerHeight: 800, innerWidth: 400 });
});
afterEach(() => {
  delete (window as unknown as Record<string, unknown>).IntersectionObserver;
  jest.useRealTimers();
});

describe('useContentDue', () => {
  it('asks the browser (not a forced layout) whether the element is in or just below the viewport', () => {
    const measured = jest.fn(() => ({ top: 0, bottom: 0, left: 0, right: 0 }) as DOMRect);
    const below = render(<Probe rect={{ top: 2000, bottom: 2400, left: 0, right: 400 }} />);
    const beside = render(<Probe rect={{ top: 100, bottom: 600, left: 400, right: 800 }} />);
    below.container.querySelector('div')!.getBoundingClientRect = measured;
    expect(dueOf(below.container)).toBe('false');
    expect(dueOf(beside.container)).toBe('false');
    expect(observers).toHaveLength(2);
    expect(observers[0]!.options?.rootMargin).toBe('0px 0px 50% 0px');

    act(() => observers[1]!.callback([{ isIntersecting: true }]));
    expect(dueOf(beside.container)).toBe('true');
    expect(observers[1]!.disconnected).toBe(true);
    act(() => observers[0]!.callback([{ isIntersecting: false }]));
    expect(dueOf(below.container)).toBe('false');
    expect(measured).not.toHaveBeenCalled();
  });

  it('is due at once without IntersectionObserver', () => {
    delete (window as unknown as Record<string, unknown>).IntersectionObserver;
    const view = render(<Probe rect={{ top: 3000, bottom: 3400, left: 0, right: 400 }} />);
    expect(dueOf(view.container)).toBe('true');
  });

  it('is due once the page has loaded and the browser is quiet', () => {
    jest.useFakeTimers();
    const below = render(<Probe rect={{ top: 3000, bottom: 3400, left: 0, right: 400 }} />);
    expect(dueOf(below.container)).toBe('false');
    // jsdom has loaded the document already and has no requestIdleCallback: a short timer stands in.
    act(() => jest.advanceTimersByTime(250));
    expect(dueOf(below.container)).toBe('true');
  });
});

describe('useBackground', () => {
  function Box() {
    const background = useBackground({ ...backgroundDefaults(), desktopImage: '/media/wysiwyg/hero.jpg' });
    return <div ref={background.ref} style={background.style} data-testid="box" />;
  }

  it('mounts in one commit: watching the element sets no state while React commits', () => {
    class FakeResizeObserver {
      observe() {}
      disconnect() {}
    }
    Object.assign(window, { ResizeObserver: FakeResizeObserver });
    try {
      const commits: string[] = [];
      render(
        <Profiler id="box" onRender={(_id, phase) => commits.push(phase)}>
          <Box />
        </Profiler>,
      );
      // A state update from the ref would be a second, synchronous commit ('update').
      expect(commits).toEqual(['mount']);
      expect(observers).toHaveLength(1);
    } finally {
      delete (window as unknown as Record<string, unknown>).ResizeObserver;
    }
  });

  it('is due from its first measurement when in view, so the image is asked for in that update; slides beside the view or hidden wait', () => {
    type SizeEntries = Array<{ borderBoxSize: Array<{ inlineSize: number; blockSize: number }> }>;
    let reportSize: (entries: SizeEntries) => void = () => undefined;
    class ReportingResizeObserver {
      constructor(callback: (entries: SizeEntries) => void) {
        reportSize = callback;
      }
      observe() {}
      disconnect() {}
    }
    Object.assign(window, { ResizeObserver: ReportingResizeObserver });
    const boxAt = (left: number) =>
      function Placed() {
        const background = useBackground({
          ...backgroundDefaults(),
          desktopImage: '/media/wysiwyg/hero.jpg',
        });
        return (
          <div
            ref={(element) => {
              if (!element) return undefined;
              element.getBoundingClientRect = () =>
                ({ top: 0, bottom: 560, left, right: left + 400, width: 400, height: 560 }) as DOMRect;
              return background.ref?.(element);
            }}
            style={background.style}
            data-testid="placed"
          />
        );
      };
    try {
      for (const [left, inert, wanted] of [
        [0, false, true],
        [400, false, false],
        // A fading slider's hidden slides are in view, but inert.
        [0, true, false],
      ] as const) {
        const Placed = boxAt(left);
        const view = render(
          <div inert={inert}>
            <Placed />
          </div>,
        );
        const box = view.getByTestId('placed');
        expect(box.style.backgroundImage).toBe('');
        // Only the size is reported: the IntersectionObserver's callback is never called here.
        act(() => reportSize([{ borderBoxSize: [{ inlineSize: 400, blockSize: 560 }] }]));
        expect(box.style.backgroundImage.includes('width=400&height=560')).toBe(wanted);
        view.unmount();
      }
    } finally {
      delete (window as unknown as Record<string, unknown>).ResizeObserver;
    }
  });

  it('starts from the size a page’s preview showed the image at, so its first render asks for that URL', () => {
    // start.js measured the preview's box and showed the image there (scripts/lib/preview.ts).
    document.body.innerHTML =
      '<div id="root"><div data-preview inert>' +
      '<div data-pb-shown="/media/wysiwyg/other.jpg" data-pb-measured="100x100"></div>' +
      '<div data-pb-shown="/media/wysiwyg/hero.jpg" data-pb-measured="412x520"></div>' +
      '</div></div>';
    function Hero({ image }: { image: string }) {
      const background = useBackground({ ...backgroundDefaults(), desktopImage: image });
      return <div ref={background.ref} style={background.style} data-testid={image} />;
    }
    // Layout has not reported yet (a ResizeObserver reports with the next frame).
    Object.assign(window, {
      ResizeObserver: class {
        observe() {}
        disconnect() {}
      },
    });
    try {
      const view = render(
        <>
          <Hero image="/media/wysiwyg/hero.jpg" />
          <Hero image="/media/wysiwyg/elsewhere.jpg" />
        </>,
      );
      expect(view.getByTestId('/media/wysiwyg/hero.jpg').style.backgroundImage).toContain(
        'width=412&height=520&fit=cover&crop=false',
      );
      // An image the preview did not show waits for its own measurement, as before.
      expect(view.getByTestId('/media/wysiwyg/elsewhere.jpg').style.backgroundImage).toBe('');
      view.unmount();
    } finally {
      document.body.innerHTML = '';
      delete (window as unknown as Record<string, unknown>).ResizeObserver;
    }
  });

  it('gives no preview attributes in the browser (the server’s render has them)', () => {
    let attributes: unknown = 'unset';
    function Hero() {
      attributes = useBackground({
        ...backgroundDefaults(),
        desktopImage: '/media/wysiwyg/hero.jpg',
      }).attributes;
      return null;
    }
    render(<Hero />);
    expect(attributes).toBeUndefined();
  });
});
