import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';
import { prefetchImagesOnce } from '../imagePrefetch';

type Message = { type: string; payload: { urls: string[] } };

/** A worker controlling the page: it answers as sw.ts does, or refuses when `refuse` is set. */
function installWorker({ refuse = false } = {}) {
  const messages: Message[] = [];
  const controller = {
    postMessage: (message: Message, [port]: [MessagePort]) => {
      messages.push(message);
      port.postMessage(
        refuse ? { ok: false, error: 'Quota exceeded' } : { ok: true, count: message.payload.urls.length },
      );
      port.close();
    },
  };
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { controller } });
  return messages;
}

beforeAll(() => {
  (globalThis as { MessageChannel?: unknown }).MessageChannel ??= NodeMessageChannel;
});

afterEach(() => {
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
});

describe('prefetchImagesOnce', () => {
  it('hands each URL to the worker once', async () => {
    const messages = installWorker();
    await expect(prefetchImagesOnce(['/media/a.jpg', '/media/b.jpg', '/media/a.jpg'])).resolves.toBe(2);
    await expect(prefetchImagesOnce(['/media/b.jpg', '/media/c.jpg', ''])).resolves.toBe(1);
    await expect(prefetchImagesOnce(['/media/c.jpg'])).resolves.toBe(0);
    expect(messages).toEqual([
      { type: 'PREFETCH_IMAGES', payload: { urls: ['/media/a.jpg', '/media/b.jpg'] } },
      { type: 'PREFETCH_IMAGES', payload: { urls: ['/media/c.jpg'] } },
    ]);
  });

  it('resolves quietly without a worker ("SW Not Registered") or when it refuses, and asks again later', async () => {
    await expect(prefetchImagesOnce(['/media/d.jpg'])).resolves.toBe(0);
    installWorker({ refuse: true });
    await expect(prefetchImagesOnce(['/media/d.jpg'])).resolves.toBe(0);
    const messages = installWorker();
    await expect(prefetchImagesOnce(['/media/d.jpg'])).resolves.toBe(1);
    expect(messages).toHaveLength(1);
  });
});
