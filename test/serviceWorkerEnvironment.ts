/**
 * A jest environment for the service worker (select it per file with
 * `@jest-environment ./test/serviceWorkerEnvironment.ts`): Node's fetch, Request, Response and
 * MessageChannel, plus what a ServiceWorkerGlobalScope adds — `self`, event listeners for
 * install/activate/fetch/message with ExtendableEvent.waitUntil and FetchEvent.respondWith, an
 * in-memory CacheStorage, `clients`, `skipWaiting`, `registration`, `location` and IndexedDB
 * (fake-indexeddb, which Workbox's expiration keeps its timestamps in).
 *
 * Every test starts from a clean scope: no listeners, no caches, an empty IndexedDB. Load the
 * worker script in each test (e.g. `jest.isolateModulesAsync(() => import('../sw'))`) so its
 * module-level registrations run against that scope. test/serviceWorker.ts drives the events.
 */
import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';
import type { Circus } from '@jest/types';
import { TestEnvironment as NodeEnvironment } from 'jest-environment-node';
import {
  IDBCursor,
  IDBCursorWithValue,
  IDBDatabase,
  IDBFactory,
  IDBIndex,
  IDBKeyRange,
  IDBObjectStore,
  IDBOpenDBRequest,
  IDBRequest,
  IDBTransaction,
  IDBVersionChangeEvent,
} from 'fake-indexeddb';

const SCOPE = 'http://localhost/';

/** An event whose lifetime the handlers can extend; `settled()` waits for every extension. */
export class FakeExtendableEvent extends Event {
  readonly extensions: Promise<unknown>[] = [];

  waitUntil(promise: Promise<unknown>): void {
    this.extensions.push(Promise.resolve(promise));
  }

  /** Resolves once all the promises given to waitUntil (including ones added meanwhile) settle. */
  async settled(): Promise<PromiseSettledResult<unknown>[]> {
    let seen = 0;
    let results: PromiseSettledResult<unknown>[] = [];
    while (seen < this.extensions.length) {
      seen = this.extensions.length;
      results = await Promise.allSettled(this.extensions);
    }
    return results;
  }
}

export class FakeFetchEvent extends FakeExtendableEvent {
  readonly request: Request;
  readonly clientId = '';
  readonly resultingClientId = '';
  readonly preloadResponse: Promise<Response | undefined> = Promise.resolve(undefined);
  /** What the worker answered with; undefined when no handler called respondWith. */
  response: Promise<Response> | undefined;

  constructor(type: string, init: { request: Request }) {
    super(type);
    this.request = init.request;
  }

  respondWith(response: Response | Promise<Response>): void {
    if (this.response) throw new DOMException('respondWith() was already called.', 'InvalidStateError');
    this.response = Promise.resolve(response);
  }
}

export class FakeExtendableMessageEvent extends FakeExtendableEvent {
  readonly data: unknown;
  readonly ports: readonly MessagePort[];
  readonly origin: string;
  readonly source: unknown;

  constructor(
    type: string,
    init: { data?: unknown; ports?: MessagePort[]; origin?: string; source?: unknown } = {},
  ) {
    super(type);
    this.data = init.data;
    this.ports = init.ports ?? [];
    this.origin = init.origin ?? new URL(SCOPE).origin;
    this.source = init.source ?? null;
  }
}

interface MatchOptions {
  ignoreSearch?: boolean;
  ignoreMethod?: boolean;
  ignoreVary?: boolean;
  cacheName?: string;
}

type RequestInput = Request | string | URL;

const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

const toRequest = (input: RequestInput) =>
  input instanceof Request ? input : new Request(new URL(String(input), SCOPE));

function sameResource(stored: Request, wanted: Request, options: MatchOptions = {}): boolean {
  if (!options.ignoreMethod && wanted.method !== 'GET' && wanted.method !== 'HEAD') return false;
  const a = new URL(stored.url);
  const b = new URL(wanted.url);
  a.hash = '';
  b.hash = '';
  if (options.ignoreSearch) {
    a.search = '';
    b.search = '';
  }
  return a.href === b.href;
}

/** The Cache API's matching: same resource, and unless ignoreVary, the same headers the answer varies on. */
function matches(
  entry: { request: Request; response: Response },
  wanted: Request,
  options: MatchOptions = {},
) {
  if (!sameResource(entry.request, wanted, options)) return false;
  if (options.ignoreVary) return true;
  const vary = (entry.response.headers.get('Vary') ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return vary.every((name) => name !== '*' && entry.request.headers.get(name) === wanted.headers.get(name));
}

/** The Cache API over a Map, answering clones so a body can be read as often as in a browser. */
export class FakeCache {
  private readonly entries = new Map<string, { request: Request; response: Response }>();

  private keyOf(request: Request): string {
    const url = new URL(request.url);
    url.hash = '';
    return url.href;
  }

  async match(input: RequestInput, options?: MatchOptions): Promise<Response | undefined> {
    return (await this.matchAll(input, options))[0];
  }

  async matchAll(input?: RequestInput, options?: MatchOptions): Promise<Response[]> {
    const wanted = input === undefined ? undefined : toRequest(input);
    return [...this.entries.values()]
      .filter((entry) => !wanted || matches(entry, wanted, options))
      .map((entry) => entry.response.clone());
  }

  async put(input: RequestInput, response: Response): Promise<void> {
    const request = toRequest(input);
    if (request.method !== 'GET')
      throw new TypeError(`Cache.put: request method ${request.method} is not GET`);
    if (response.status === 206) throw new TypeError('Cache.put: partial responses are not cacheable');
    if (response.bodyUsed) throw new TypeError('Cache.put: the response body was already used');
    // Reading the body now, as a browser does, so a later clone never shares a locked stream.
    const body = NULL_BODY_STATUSES.has(response.status) ? null : await response.arrayBuffer();
    const stored = new Response(body, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
    this.entries.set(this.keyOf(request), { request, response: stored });
  }

  async add(input: RequestInput): Promise<void> {
    await this.addAll([input]);
  }

  async addAll(inputs: RequestInput[]): Promise<void> {
    const requests = inputs.map(toRequest);
    const responses = await Promise.all(requests.map((request) => fetch(request)));
    responses.forEach((response, index) => {
      if (!response.ok)
        throw new TypeError(`Cache.addAll: ${requests[index]!.url} answered ${response.status}`);
    });
    for (const [index, response] of responses.entries()) await this.put(requests[index]!, response);
  }

  async delete(input: RequestInput, options?: MatchOptions): Promise<boolean> {
    const wanted = toRequest(input);
    let deleted = false;
    for (const [key, entry] of this.entries) {
      if (matches(entry, wanted, options)) {
        this.entries.delete(key);
        deleted = true;
      }
    }
    return deleted;
  }

  async keys(input?: RequestInput, options?: MatchOptions): Promise<Request[]> {
    const wanted = input === undefined ? undefined : toRequest(input);
    return [...this.entries.values()]
      .filter((entry) => !wanted || matches(entry, wanted, options))
      .map((entry) => entry.request);
  }
}

export class FakeCacheStorage {
  private readonly caches = new Map<string, FakeCache>();

  async open(name: string): Promise<FakeCache> {
    let cache = this.caches.get(name);
    if (!cache) {
      cache = new FakeCache();
      this.caches.set(name, cache);
    }
    return cache;
  }

  async has(name: string): Promise<boolean> {
    return this.caches.has(name);
  }

  async delete(name: string): Promise<boolean> {
    return this.caches.delete(name);
  }

  async keys(): Promise<string[]> {
    return [...this.caches.keys()];
  }

  async match(input: RequestInput, options: MatchOptions = {}): Promise<Response | undefined> {
    const { cacheName, ...rest } = options;
    const caches = cacheName ? [this.caches.get(cacheName)].filter(Boolean) : [...this.caches.values()];
    for (const cache of caches as FakeCache[]) {
      const response = await cache.match(input, rest);
      if (response) return response;
    }
    return undefined;
  }
}

type Listener = (event: Event) => unknown;

export default class ServiceWorkerEnvironment extends NodeEnvironment {
  private listeners = new Map<string, Set<Listener>>();

  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    super(config, context);
    const scope = this.global as unknown as Record<string, unknown>;
    scope.self = scope;
    scope.ExtendableEvent = FakeExtendableEvent;
    scope.FetchEvent = FakeFetchEvent;
    scope.ExtendableMessageEvent = FakeExtendableMessageEvent;
    scope.Cache = FakeCache;
    scope.CacheStorage = FakeCacheStorage;
    Object.assign(scope, {
      IDBCursor,
      IDBCursorWithValue,
      IDBDatabase,
      IDBFactory,
      IDBIndex,
      IDBKeyRange,
      IDBObjectStore,
      IDBOpenDBRequest,
      IDBRequest,
      IDBTransaction,
      IDBVersionChangeEvent,
    });
    scope.location = Object.freeze(new URL('/sw.js', SCOPE));
    // In a worker, relative URLs resolve against the script's location; Node's Request needs them absolute.
    const NodeRequest = scope.Request as typeof Request;
    scope.Request = class Request extends NodeRequest {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(typeof input === 'string' ? new URL(input, SCOPE) : input, init);
      }
    };
    // Workbox's development builds log every step; the tests read the outcomes instead.
    scope.__WB_DISABLE_DEV_LOGS = true;
    scope.addEventListener = (type: string, listener: Listener) => {
      if (!this.listeners.has(type)) this.listeners.set(type, new Set());
      this.listeners.get(type)!.add(listener);
    };
    scope.removeEventListener = (type: string, listener: Listener) => {
      this.listeners.get(type)?.delete(listener);
    };
    scope.dispatchEvent = (event: Event) => {
      for (const listener of [...(this.listeners.get(event.type) ?? [])]) listener.call(scope, event);
      return !event.defaultPrevented;
    };
    this.resetScope();
  }

  /** A fresh worker scope: no listeners, caches, clients' claims or IndexedDB data. */
  private resetScope() {
    const scope = this.global as unknown as Record<string, unknown>;
    this.listeners = new Map();
    scope.caches = new FakeCacheStorage();
    scope.indexedDB = new IDBFactory();
    scope.clients = {
      claim: async () => undefined,
      matchAll: async () => [],
      get: async () => undefined,
      openWindow: async () => null,
    };
    scope.skipWaiting = async () => undefined;
    scope.registration = {
      scope: SCOPE,
      active: null,
      installing: null,
      waiting: null,
      navigationPreload: { enable: async () => undefined, disable: async () => undefined },
      update: async () => undefined,
      unregister: async () => true,
    };
  }

  async handleTestEvent(event: Circus.Event): Promise<void> {
    if (event.name === 'test_start') this.resetScope();
  }
}
