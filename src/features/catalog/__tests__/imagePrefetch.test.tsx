import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../app/resolver/__tests__/renderApp';
import { logOperations } from '../../../app/resolver/__tests__/graphqlRequests';
import * as messageChannel from '../../../platform/sw/messageChannel';
import { installMatchMedia } from '../../shell/__tests__/shellTestUtils';
import { IMAGE_INTENT_MS } from '../../../platform/loadingPolicy';
import { CATALOG_TIMEOUT } from './catalogTestUtils';

jest.setTimeout(40_000);

interface WorkerMessage {
  type: string;
  payload: { urls: string[] };
}

/** A service worker controlling the page that caches whatever it is asked to (it answers as sw.ts does). */
function installWorker(): WorkerMessage[] {
  const messages: WorkerMessage[] = [];
  const controller = {
    postMessage: (message: WorkerMessage, [port]: [MessagePort]) => {
      messages.push(message);
      port.postMessage({ ok: true, count: message.payload.urls.length });
      port.close();
    },
  };
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { controller } });
  return messages;
}

/** A 1280px wide window, as media queries and `vw` see it, of this density. */
function desktopWindow(density = 1) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 });
  Object.defineProperty(window, 'devicePixelRatio', { configurable: true, value: density });
}

const heading = (name: string) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: CATALOG_TIMEOUT });
const tileLink = (name: RegExp) =>
  within(screen.getByRole('list', { name: 'Products' })).getByRole('link', { name });
const widthOf = (url: string) => new URL(url, 'http://localhost/').searchParams.get('width');
/** The srcset candidates of the images in `element`. */
const candidatesIn = (element: HTMLElement) =>
  [...element.querySelectorAll('img')].flatMap((image) =>
    (image.getAttribute('srcset') ?? '').split(', ').map((candidate) => candidate.split(' ')[0]),
  );

let media: ReturnType<typeof installMatchMedia>;

beforeAll(() => {
  // jsdom has no MessageChannel; Node's has the same shape for what the channel uses.
  (globalThis as { MessageChannel?: unknown }).MessageChannel ??= NodeMessageChannel;
});

beforeEach(() => {
  window.localStorage.clear();
  media = installMatchMedia({ width: 1280 });
  desktopWindow();
});

afterEach(() => {
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  delete (window as { innerWidth?: unknown }).innerWidth;
  delete (window as { devicePixelRatio?: unknown }).devicePixelRatio;
  media.uninstall();
  jest.restoreAllMocks();
});

describe('images fetched ahead through the service worker', () => {
  it("has the worker fetch the listing's next page of tiles once the page is quiet, at the size those tiles ask for", async () => {
    const messages = installWorker();
    const seen = logOperations();
    const { user } = renderApp('/record-players.html');
    await heading('Record Players');
    await waitFor(() => expect(messages).toHaveLength(1), { timeout: CATALOG_TIMEOUT });
    const [message] = messages;
    expect(message!.type).toBe('PREFETCH_IMAGES');
    const urls = message!.payload.urls;
    expect(urls).toHaveLength(6);
    // A tile at 1280px is (1280px - 25rem) / 3 = 293px wide: the 320 candidate.
    expect(urls.map(widthOf)).toEqual(Array(6).fill('320'));
    // The next page's products were asked as that page asks them.
    expect(
      seen
        .filter((entry) => entry.operationName === 'GetProductList')
        .map((entry) => entry.variables.currentPage),
    ).toEqual([1, 2]);

    const before = seen.length;
    await user.click(screen.getByRole('link', { name: 'Next page' }));
    await waitFor(
      () =>
        expect(candidatesIn(screen.getByRole('list', { name: 'Products' }))).toEqual(
          expect.arrayContaining(urls),
        ),
      { timeout: CATALOG_TIMEOUT },
    );
    // From the cache: the page asked for no products on the way.
    expect(
      seen
        .slice(before)
        .filter((entry) => entry.operationName === 'GetProductList')
        .map((entry) => entry.variables.currentPage),
    ).not.toContain(2);
  });

  it('has the worker fetch the pictures of a product whose tile the pointer rests on, as its page will show them', async () => {
    const messages = installWorker();
    const { user } = renderApp('/record-players/cruiser.html');
    await heading('Cruiser Collection');
    // The listing's next page (if any) first.
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    const before = messages.length;

    await user.hover(tileLink(/^Cruiser Deluxe\s/));
    await waitFor(() => expect(messages.length).toBe(before + 1), { timeout: CATALOG_TIMEOUT });
    const urls = messages[before]!.payload.urls;
    expect(urls.every((url) => /\/media\/catalog\/product\/c\/r\/cruiser-deluxe/.test(url))).toBe(true);
    // At 1280px the main picture is 55vw = 704px wide (the 960 candidate), thumbnails 5rem (80).
    const main = urls.filter((url) => widthOf(url) === '960');
    const thumbnails = urls.filter((url) => widthOf(url) === '80');
    expect(main.length).toBeGreaterThan(1);
    expect(thumbnails).toHaveLength(main.length);
    expect(main.length + thumbnails.length).toBe(urls.length);

    await user.click(tileLink(/^Cruiser Deluxe\s/));
    await heading('Cruiser Deluxe');
    const gallery = screen.getByRole('region', { name: 'Pictures of Cruiser Deluxe' });
    // The page's main image and its thumbnails are those very URLs.
    const stage = gallery.querySelector('img')!;
    expect(stage.getAttribute('srcset')).toContain(`${main[0]} 960w`);
    // The thumbnails are asked for once the main picture is shown.
    fireEvent.load(stage);
    await waitFor(() =>
      expect(candidatesIn(within(gallery).getByRole('list'))).toEqual(expect.arrayContaining(thumbnails)),
    );
    expect(messages).toHaveLength(before + 1);
  });

  it('fetches nothing when the pointer only passes over a tile, or the tile is followed at once', async () => {
    const messages = installWorker();
    const { user } = renderApp('/record-players/cruiser.html');
    await heading('Cruiser Collection');
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    const before = messages.length;

    fireEvent.mouseEnter(tileLink(/^Cruiser Deluxe\s/));
    fireEvent.mouseLeave(tileLink(/^Cruiser Deluxe\s/));
    fireEvent.focus(tileLink(/^Cruiser Classic\s/));
    fireEvent.blur(tileLink(/^Cruiser Classic\s/));
    await act(() => new Promise((resolve) => setTimeout(resolve, IMAGE_INTENT_MS + 500)));
    expect(messages).toHaveLength(before);

    // Followed: the product page asks for its own images. (Its navigation is held here, so the
    // tile stays on the page as it does while a slow product page loads.)
    const hold = (event: Event) => event.preventDefault();
    document.addEventListener('click', hold, true);
    try {
      await user.click(tileLink(/^Cruiser Plus\s/));
      await act(() => new Promise((resolve) => setTimeout(resolve, IMAGE_INTENT_MS + 500)));
      expect(tileLink(/^Cruiser Plus\s/)).toBeInTheDocument();
      expect(messages).toHaveLength(before);
    } finally {
      document.removeEventListener('click', hold, true);
    }
  });

  it('without a worker controlling the page, the requests fail with "SW Not Registered" and nothing breaks', async () => {
    // A denser screen than the tests above: other URLs (each is handed over once per page session).
    desktopWindow(2);
    const sent = jest.spyOn(messageChannel, 'prefetchImages');
    const consoleError = jest.spyOn(console, 'error');
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const { user } = renderApp('/record-players.html');
      await heading('Record Players');
      // The next page's images, then a product's pictures: both asked for, both refused.
      await waitFor(() => expect(sent).toHaveBeenCalledTimes(1), { timeout: CATALOG_TIMEOUT });
      await user.hover(tileLink(/^Cruiser Deluxe\s/));
      await waitFor(() => expect(sent).toHaveBeenCalledTimes(2), { timeout: CATALOG_TIMEOUT });
      for (const result of sent.mock.results) {
        await expect(result.value).rejects.toThrow('SW Not Registered');
      }
      // The shopper carries on as if nothing happened.
      await user.click(tileLink(/^Cruiser Deluxe\s/));
      expect(await heading('Cruiser Deluxe')).toBeInTheDocument();
      await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
      expect(unhandled).toEqual([]);
      expect(consoleError).not.toHaveBeenCalled();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
