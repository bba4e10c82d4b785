import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';
import { prefetchImages, sendMessageToSW } from '../messageChannel';

// jsdom has no MessageChannel; Node's has the same shape for what the channel uses.
beforeAll(() => {
  (globalThis as { MessageChannel?: unknown }).MessageChannel ??= NodeMessageChannel;
});
import { registerServiceWorker } from '../registerServiceWorker';

/** A stand-in for the worker side of the channel: answers on the port it is given. */
function containerAnswering(reply: (message: { type: string; payload: unknown }) => unknown) {
  const controller = {
    postMessage: jest.fn((message: { type: string; payload: unknown }, [port]: [MessagePort]) => {
      port.postMessage(reply(message));
      port.close();
    }),
  };
  return { controller, container: { controller } as unknown as ServiceWorkerContainer };
}

describe('the service worker message channel', () => {
  it('fails with "SW Not Registered" when no worker controls the page', async () => {
    await expect(sendMessageToSW('PING', {}, { controller: null } as ServiceWorkerContainer)).rejects.toThrow(
      'SW Not Registered',
    );
    await expect(sendMessageToSW('PING', {}, undefined)).rejects.toThrow('SW Not Registered');
  });

  it('resolves with the worker reply', async () => {
    const { controller, container } = containerAnswering(({ type }) => ({ ok: true, echoed: type }));
    await expect(sendMessageToSW('PREFETCH_IMAGES', { urls: ['/media/a.jpg'] }, container)).resolves.toEqual({
      ok: true,
      echoed: 'PREFETCH_IMAGES',
    });
    expect(controller.postMessage).toHaveBeenCalledWith(
      { type: 'PREFETCH_IMAGES', payload: { urls: ['/media/a.jpg'] } },
      [expect.anything()],
    );
  });

  it('rejects with the worker error', async () => {
    const { container } = containerAnswering(() => ({ ok: false, error: 'Unknown message type: X' }));
    await expect(sendMessageToSW('X', undefined, container)).rejects.toThrow('Unknown message type: X');
  });

  it('sends image prefetch requests with the spec type', async () => {
    await expect(prefetchImages(['/media/a.jpg'])).rejects.toThrow('SW Not Registered');
  });
});

describe('registerServiceWorker', () => {
  it('does nothing where service workers are not supported', async () => {
    expect('serviceWorker' in navigator).toBe(false);
    await expect(registerServiceWorker()).resolves.toBeNull();
  });

  it('warns "Failed to register SW." when registration fails', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: {
        register: () => Promise.reject(new Error('blocked')),
        addEventListener: () => {},
        controller: null,
      },
    });
    try {
      await expect(registerServiceWorker()).resolves.toBeNull();
      expect(warn).toHaveBeenCalledWith('Failed to register SW.', expect.any(Error));
    } finally {
      delete (navigator as { serviceWorker?: unknown }).serviceWorker;
      warn.mockRestore();
    }
  });
});
