/**
 * The page ↔ service worker message channel (spec 7): a message carries a type and a payload over
 * a MessageChannel and the worker's reply resolves or rejects the promise.
 */
export const MESSAGE_PREFETCH_IMAGES = 'PREFETCH_IMAGES';
export const MESSAGE_SKIP_WAITING = 'SKIP_WAITING';

export interface WorkerReply {
  ok: boolean;
  error?: string;
  [key: string]: unknown;
}

export function sendMessageToSW<T extends WorkerReply = WorkerReply>(
  type: string,
  payload?: unknown,
  container: ServiceWorkerContainer | undefined = typeof navigator !== 'undefined'
    ? navigator.serviceWorker
    : undefined,
): Promise<T> {
  const controller = container?.controller;
  if (!controller) return Promise.reject(new Error('SW Not Registered'));
  return new Promise<T>((resolve, reject) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<T>) => {
      channel.port1.close();
      if (event.data?.ok) resolve(event.data);
      else reject(new Error(event.data?.error ?? 'The service worker refused the message.'));
    };
    controller.postMessage({ type, payload }, [channel.port2]);
  });
}

/** Asks the worker to fetch these images into its cache (e.g. a product's gallery). */
export const prefetchImages = (urls: string[]) => sendMessageToSW(MESSAGE_PREFETCH_IMAGES, { urls });
