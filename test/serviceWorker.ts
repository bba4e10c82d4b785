/**
 * Drives a service worker script loaded in test/serviceWorkerEnvironment.ts: the lifecycle
 * events, fetches (as the browser hands them to the worker) and page → worker messages.
 */
import type {
  FakeCacheStorage,
  FakeExtendableEvent,
  FakeExtendableMessageEvent,
  FakeFetchEvent,
} from './serviceWorkerEnvironment';

interface WorkerScope {
  dispatchEvent(event: Event): boolean;
  ExtendableEvent: typeof FakeExtendableEvent;
  FetchEvent: typeof FakeFetchEvent;
  ExtendableMessageEvent: typeof FakeExtendableMessageEvent;
  caches: FakeCacheStorage;
  clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  __WB_MANIFEST?: Array<{ url: string; revision: string | null }>;
}

/** The worker's global scope (the test's global in the service worker environment). */
export const workerScope = globalThis as unknown as WorkerScope;

if (typeof workerScope.FetchEvent !== 'function') {
  throw new Error('test/serviceWorker.ts needs `@jest-environment ./test/serviceWorkerEnvironment.ts`.');
}

async function lifecycle(type: 'install' | 'activate') {
  const event = new workerScope.ExtendableEvent(type);
  workerScope.dispatchEvent(event);
  const failed = (await event.settled()).find((result) => result.status === 'rejected');
  if (failed) throw (failed as PromiseRejectedResult).reason;
}

/** Runs the install event, then activate, as a browser does for a first visit. */
export async function installAndActivate(): Promise<void> {
  await lifecycle('install');
  await lifecycle('activate');
}

export interface FetchOutcome {
  /** Whether the worker answered (called respondWith); if not, the browser would go to the network. */
  handled: boolean;
  /** The worker's answer; rejects when the worker answered with a failure. */
  response: Promise<Response> | undefined;
  /** Waits for the work the worker carries on after answering (cache updates). */
  settled(): Promise<unknown>;
}

/** Hands a request to the worker's fetch listeners. */
export function dispatchFetch(request: Request): FetchOutcome {
  const event = new workerScope.FetchEvent('fetch', { request });
  workerScope.dispatchEvent(event);
  // A rejected answer is for the caller to check; don't let it count as unhandled meanwhile.
  event.response?.catch(() => undefined);
  return { handled: event.response !== undefined, response: event.response, settled: () => event.settled() };
}

/** A GET the page makes (fetch, image, script …) for a path or URL on the test origin. */
export const fetchRequest = (path: string, init?: RequestInit) =>
  dispatchFetch(new Request(new URL(path, 'http://localhost/'), init));

/** A top-level navigation to a path, as the browser gives it to the worker (mode "navigate"). */
export function navigate(path: string): FetchOutcome {
  const request = new Request(new URL(path, 'http://localhost/'), { headers: { Accept: 'text/html' } });
  // Node's Request refuses mode "navigate" in its constructor; the worker only reads it.
  Object.defineProperty(request, 'mode', { value: 'navigate' });
  return dispatchFetch(request);
}

/** Posts a message to the worker with a reply port, as the page's channel does; resolves with the reply. */
export function postMessage(data: unknown): { reply: Promise<unknown>; settled: () => Promise<unknown> } {
  const channel = new MessageChannel();
  const reply = new Promise<unknown>((resolve) => {
    channel.port1.onmessage = (message) => {
      channel.port1.close();
      resolve(message.data);
    };
  });
  const event = new workerScope.ExtendableMessageEvent('message', { data, ports: [channel.port2] });
  workerScope.dispatchEvent(event);
  return { reply, settled: () => event.settled() };
}

/** URLs (path and query) held in one of the worker's caches. */
export async function cachedPaths(cacheName: string): Promise<string[]> {
  if (!(await workerScope.caches.has(cacheName))) return [];
  const cache = await workerScope.caches.open(cacheName);
  return (await cache.keys()).map((request) => {
    const url = new URL(request.url);
    return url.pathname + url.search;
  });
}
