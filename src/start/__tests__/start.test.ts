import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { UNMEASURED_BOX } from '../../platform/images/contentImage';

const SOURCE = readFileSync(join(__dirname, '..', 'start.js'), 'utf8');

/** Runs start.js as the page's head would, with the server's attributes. */
function runStart(unlessStored?: string) {
  const script = document.createElement('script');
  if (unlessStored) script.setAttribute('data-unless-stored', unlessStored);
  script.setAttribute('data-scripts', '/js/vendor-react.a.js /js/main.b.js');
  script.setAttribute('data-preloads', '/js/data-layer.c.js');
  script.setAttribute('data-store', 'default');
  script.setAttribute('data-currency', 'USD');
  document.head.append(script);
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  // The file as the browser runs it.
  new Function(SOURCE)();
}

const started = () =>
  [...document.head.querySelectorAll('script[src]')].map((element) => element.getAttribute('src'));
const preloaded = () =>
  [...document.head.querySelectorAll('link[rel="preload"]')].map((element) => element.getAttribute('href'));
const entry = (value: string) => JSON.stringify({ value: JSON.stringify(value), timeStored: Date.now() });

describe('start.js (the start of a page sent with its preview)', () => {
  let frames: FrameRequestCallback[];
  beforeEach(() => {
    jest.useFakeTimers();
    frames = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    document.head.innerHTML = '';
    document.documentElement.removeAttribute('data-preview');
    document.body.innerHTML =
      '<div id="root"><div data-preview inert><img fetchpriority="high" src="/media/a.jpg"></div></div>';
    localStorage.clear();
  });
  afterEach(() => {
    delete (document as { readyState?: unknown }).readyState;
    jest.useRealTimers();
    jest.restoreAllMocks();
  });
  const paintFrames = () => {
    for (let i = 0; i < 2; i += 1) frames.splice(0).forEach((callback) => callback(performance.now()));
  };

  it('starts the app once the lead image has loaded and a frame has shown it, in order', () => {
    runStart();
    expect(started()).toEqual([]);
    // The image is here: after the frames that paint it, the scripts go out.
    document.querySelector('img')!.dispatchEvent(new Event('load'));
    expect(started()).toEqual([]);
    paintFrames();
    jest.advanceTimersByTime(0);
    expect(started()).toEqual(['/js/vendor-react.a.js', '/js/main.b.js']);
    expect(
      [...document.head.querySelectorAll('script[src]')].every(
        (element) => !(element as HTMLScriptElement).async,
      ),
    ).toBe(true);
    expect(preloaded()).toEqual(['/js/vendor-react.a.js', '/js/main.b.js', '/js/data-layer.c.js']);
    expect(document.documentElement.getAttribute('data-preview')).toBeNull();
    // Once only, whatever fires later.
    jest.advanceTimersByTime(5000);
    expect(started()).toHaveLength(2);
  });

  it('does not wait long for a slow picture, nor for frames a hidden tab never paints', () => {
    runStart();
    jest.advanceTimersByTime(1499);
    expect(started()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(started()).toHaveLength(2);

    document.head.innerHTML = '';
    document.body.innerHTML = '<div id="root"><div data-preview inert><h1>No picture</h1></div></div>';
    runStart();
    expect(started()).toEqual([]);
    jest.advanceTimersByTime(300); // no frame came
    expect(started()).toHaveLength(2);
  });

  it.each([
    ['signed in', 'signin_token', 'token'],
    ['in another store view', 'store_view_code', 'other'],
    ['in another currency', 'store_view_currency', 'EUR'],
  ])('does not show a guest’s preview to a shopper %s: the app starts at once', (_case, name, value) => {
    localStorage.setItem(`radio_storefront__${name}`, entry(value));
    // While the document is still being parsed: the code is requested at once, and runs once the
    // document is whole (the app must find all of #root).
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    runStart();
    expect(document.documentElement.getAttribute('data-preview')).toBe('off');
    expect(preloaded()).toEqual(['/js/vendor-react.a.js', '/js/main.b.js', '/js/data-layer.c.js']);
    expect(started()).toEqual([]);
    Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true });
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(started()).toEqual(['/js/vendor-react.a.js', '/js/main.b.js']);
  });

  it('shows it to a guest who chose the default store view and currency', () => {
    localStorage.setItem('radio_storefront__store_view_code', entry('default'));
    localStorage.setItem('radio_storefront__store_view_currency', entry('USD'));
    localStorage.setItem('radio_storefront__cartId', entry('cart-1'));
    runStart();
    expect(document.documentElement.getAttribute('data-preview')).toBeNull();
    expect(started()).toEqual([]);
  });

  it('does not show it to a shopper who kept what the page’s first view shows (checkout’s steps)', () => {
    runStart('shipping_address paymentMethod');
    expect(document.documentElement.getAttribute('data-preview')).toBeNull();
    document.documentElement.removeAttribute('data-preview');
    document.head.innerHTML = '';

    localStorage.setItem('radio_storefront__paymentMethod', entry('checkmo'));
    runStart('shipping_address paymentMethod');
    expect(document.documentElement.getAttribute('data-preview')).toBe('off');
    expect(preloaded()).toEqual(['/js/vendor-react.a.js', '/js/main.b.js', '/js/data-layer.c.js']);
  });

  describe('a content page: its backgrounds, sized by layout', () => {
    let reportLayout: () => void;
    let probes: Array<{ src: string; onload: (() => void) | null }>;
    beforeEach(() => {
      probes = [];
      Object.assign(window, {
        ResizeObserver: class {
          constructor(callback: () => void) {
            reportLayout = callback;
          }
          observe() {}
          disconnect() {}
        },
        Image: class {
          onload: (() => void) | null = null;
          onerror: (() => void) | null = null;
          src = '';
          constructor() {
            probes.push(this);
          }
        },
        innerWidth: 412,
        innerHeight: 823,
      });
      window.matchMedia = jest.fn((query: string) => ({ matches: query === '(max-width: 768px)' })) as never;
      const background = (name: string, top: number, extra = '') =>
        `<div data-testid="${name}" data-pb-src="/media/${name}.jpg" data-pb-media="(max-width: 768px)"` +
        ` data-pb-background="/media/${name}.jpg?width=1000003&amp;height=1000033&amp;fit=cover"` +
        ` data-pb-src-mobile="/media/${name}-m.jpg"` +
        ` data-pb-background-mobile="/media/${name}-m.jpg?width=1000003&amp;height=1000033&amp;fit=cover"` +
        ` data-top="${top}"${extra}></div>`;
      document.body.innerHTML =
        '<div id="root"><div data-preview inert><h1>About us</h1>' +
        background('hero', 100) +
        background('far', 3000) +
        `<div inert>${background('slide', 100)}</div>` +
        '</div></div>';
      for (const element of document.querySelectorAll<HTMLElement>('[data-pb-background]')) {
        const top = Number(element.dataset.top);
        element.getBoundingClientRect = () =>
          ({ top, bottom: top + 519.5, left: 0, right: 411.2, width: 411.2, height: 519.5 }) as DOMRect;
      }
    });
    afterEach(() => {
      delete (window as unknown as Record<string, unknown>).ResizeObserver;
    });
    const box = (name: string) => document.querySelector<HTMLElement>(`[data-testid="${name}"]`)!;

    it('shows those in view at their box’s size, as the app would ask, then starts the app', () => {
      runStart();
      expect(box('hero').style.backgroundImage).toBe('');
      reportLayout();
      // The mobile image at this width, at the box's size rounded up.
      expect(box('hero').style.backgroundImage).toBe(
        'url("/media/hero-m.jpg?width=412&height=520&fit=cover")',
      );
      expect(box('hero').dataset.pbMeasured).toBe('412x520');
      expect(box('hero').dataset.pbShown).toBe('/media/hero-m.jpg');
      // Far below the view, or a hidden slide: left to the app, as before.
      expect(box('far').style.backgroundImage).toBe('');
      expect(box('slide').style.backgroundImage).toBe('');
      expect(probes.map(({ src }) => src)).toEqual(['/media/hero-m.jpg?width=412&height=520&fit=cover']);
      // The app is asked for once that picture has loaded and a frame has shown it.
      expect(started()).toEqual([]);
      probes[0]!.onload!();
      paintFrames();
      jest.advanceTimersByTime(0);
      expect(started()).toEqual(['/js/vendor-react.a.js', '/js/main.b.js']);
    });

    it('fills in the numbers the app’s URLs stand for an unmeasured box with', () => {
      expect(SOURCE).toContain(`var UNMEASURED_WIDTH = '${UNMEASURED_BOX.width}';`);
      expect(SOURCE).toContain(`var UNMEASURED_HEIGHT = '${UNMEASURED_BOX.height}';`);
    });

    it('does not hold the app up when layout never reports (a hidden tab)', () => {
      runStart();
      jest.advanceTimersByTime(1500);
      expect(started()).toHaveLength(2);
    });
  });
});
