/**
 * The REST helper (spec 7, "Transport"; spec 8, "Server (REST) error").
 *
 * Every request sends credentials, JSON content and accept headers, and the bearer token when one
 * is stored. Identical in-flight requests share one fetch, except POSTs with a body; a `no-store` or
 * `reload` request aborts an in-flight duplicate and replaces it, and whoever was waiting on the
 * aborted one gets the replacement's result. A non-OK answer raises RestApiError; a request that
 * gets no answer raises RestNetworkError.
 */
import { getBrowserPersistence, STORAGE_KEYS } from '../persistence/browserPersistence';

export interface RestRequestOptions extends Omit<RequestInit, 'body'> {
  /** Sent JSON-encoded. */
  body?: object;
}

export interface RestClientConfig {
  /** The sign-in token, read at each request; default `signin_token` from BrowserPersistence. */
  getToken?: () => string | null | undefined;
  /** Default the global fetch, looked up at each request. */
  fetch?: typeof fetch;
  /** What relative paths resolve against; default `globalThis.location.origin`. */
  getBaseUrl?: () => string;
}

export interface RestClient {
  request<T = unknown>(path: string, options?: RestRequestOptions): Promise<T>;
}

/** Magento's error answer: `message` with `%1` / `%name` placeholders, filled from `parameters`. */
interface MagentoErrorBody {
  message?: unknown;
  parameters?: unknown;
  errors?: unknown;
  trace?: unknown;
  [key: string]: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Duck-typed: errors from Node's fetch or another realm fail `instanceof Error`. */
const errorField = (error: unknown, field: 'name' | 'message'): string | undefined => {
  const value =
    typeof error === 'object' && error !== null ? (error as Record<string, unknown>)[field] : undefined;
  return typeof value === 'string' ? value : undefined;
};

const asText = (value: unknown): string =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));

/**
 * Fills Magento's placeholders as its Phrase renderer does: list parameters are `%1`, `%2`...,
 * named ones `%name`; one pass, longest placeholder first, so `%10` is not read as `%1` + "0".
 */
export function fillPlaceholders(message: string, parameters: unknown): string {
  let pairs: Array<[string, string]>;
  if (Array.isArray(parameters)) {
    pairs = parameters.map((value, index) => [`%${index + 1}`, asText(value)]);
  } else if (isRecord(parameters)) {
    pairs = Object.entries(parameters).map(([key, value]) => [`%${key}`, asText(value)]);
  } else {
    return message;
  }
  if (pairs.length === 0) return message;
  const values = new Map(pairs);
  const pattern = [...values.keys()]
    .sort((a, b) => b.length - a.length)
    .map((placeholder) => placeholder.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|');
  return message.replace(new RegExp(pattern, 'g'), (placeholder) => values.get(placeholder) ?? placeholder);
}

/** A non-OK answer from the server. `baseMessage` is the server's own message, placeholders filled. */
export class RestApiError extends Error {
  override readonly name = 'RestApiError';
  readonly status: number;
  readonly statusText: string;
  readonly method: string;
  /** The absolute URL requested. */
  readonly url: string;
  /** The answer's body: parsed JSON, else its text. */
  readonly response: unknown;
  readonly baseMessage: string;

  constructor(init: { method: string; url: string; status: number; statusText: string; response: unknown }) {
    const { method, url, status, statusText, response } = init;
    const body: MagentoErrorBody | undefined = isRecord(response) ? response : undefined;
    const serverMessage =
      body && typeof body.message === 'string' ? fillPlaceholders(body.message, body.parameters) : undefined;
    const baseMessage = serverMessage ?? (statusText || `HTTP ${status}`);

    const lines = [
      `${method} ${displayUrl(url)} ${status}${statusText ? ` ${statusText}` : ''}: ${baseMessage}`,
    ];
    if (body) {
      const { message: _message, trace, ...additional } = body;
      const additionalLines = Object.entries(additional).map(([key, value]) =>
        key === 'errors' && Array.isArray(value)
          ? [`  errors:`, ...value.map((entry) => `    - ${describeErrorEntry(entry)}`)].join('\n')
          : `  ${key}: ${asText(value)}`,
      );
      if (additionalLines.length > 0) lines.push('Additional info:', ...additionalLines);
      if (typeof trace === 'string' && trace !== '') lines.push('Magento PHP stack trace:', trace);
    }
    super(lines.join('\n'));
    this.status = status;
    this.statusText = statusText;
    this.method = method;
    this.url = url;
    this.response = response;
    this.baseMessage = baseMessage;
  }
}

/** The request got no answer (offline, DNS, CORS, connection reset). The fetch error is the cause. */
export class RestNetworkError extends Error {
  override readonly name = 'RestNetworkError';
  readonly method: string;
  readonly url: string;

  constructor(init: { method: string; url: string; cause: unknown }) {
    const { method, url, cause } = init;
    const causeMessage = errorField(cause, 'message');
    const reason = causeMessage ? `: ${causeMessage}` : '.';
    super(`The request ${method} ${displayUrl(url)} could not be completed${reason}`, { cause });
    this.method = method;
    this.url = url;
  }
}

function describeErrorEntry(entry: unknown): string {
  if (isRecord(entry) && typeof entry.message === 'string') {
    return fillPlaceholders(entry.message, entry.parameters);
  }
  return asText(entry);
}

/** Same-origin URLs are shown as path and query, as they were requested; others in full. */
function displayUrl(url: string): string {
  const parsed = new URL(url);
  const origin = globalThis.location?.origin;
  return origin && parsed.origin === origin ? `${parsed.pathname}${parsed.search}` : url;
}

/** A request that shares one fetch among its callers; `controller` belongs to the current attempt. */
interface InFlight {
  controller: AbortController;
  promise: Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
}

export function createRestClient(config: RestClientConfig = {}): RestClient {
  const {
    getToken = () => getBrowserPersistence().getItem<string>(STORAGE_KEYS.signInToken),
    fetch: fetchImpl = (input, init) => globalThis.fetch(input, init),
    getBaseUrl = () => globalThis.location.origin,
  } = config;
  const inFlight = new Map<string, InFlight>();

  async function send(url: string, init: RequestInit, method: string): Promise<unknown> {
    // An aborted request rejects with the AbortError as it is: it was not a network failure.
    const failure = (error: unknown): unknown =>
      init.signal?.aborted || errorField(error, 'name') === 'AbortError'
        ? error
        : new RestNetworkError({ method, url, cause: error });
    let response: Response;
    let text: string;
    try {
      response = await fetchImpl(url, init);
      text = await response.text();
    } catch (error) {
      throw failure(error);
    }
    if (!response.ok) {
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : text;
      } catch {
        // not JSON: keep the text
      }
      throw new RestApiError({
        method,
        url,
        status: response.status,
        statusText: response.statusText,
        response: parsed,
      });
    }
    if (text === '') return undefined;
    try {
      return JSON.parse(text);
    } catch (error) {
      throw new Error(`The answer to ${method} ${displayUrl(url)} is not valid JSON.`, { cause: error });
    }
  }

  /** Runs one attempt for a shared entry; only the entry's current attempt may settle it. */
  function attempt(key: string, entry: InFlight, url: string, init: RequestInit, method: string): void {
    const controller = new AbortController();
    entry.controller = controller;
    const settle = (outcome: () => void) => {
      if (entry.controller !== controller) return; // replaced: the replacement settles the entry
      if (inFlight.get(key) === entry) inFlight.delete(key);
      outcome();
    };
    send(url, { ...init, signal: controller.signal }, method).then(
      (value) => settle(() => entry.resolve(value)),
      (error: unknown) => settle(() => entry.reject(error)),
    );
  }

  function request<T = unknown>(path: string, options: RestRequestOptions = {}): Promise<T> {
    try {
      return start(path, options) as Promise<T>;
    } catch (error) {
      // A bad path, method or body fails the returned promise, never the caller's stack.
      return Promise.reject(error);
    }
  }

  function start(path: string, options: RestRequestOptions): Promise<unknown> {
    const { body, headers: extraHeaders, method: requestedMethod, ...rest } = options;
    const method = (requestedMethod ?? 'GET').toUpperCase();
    if (body !== undefined && (method === 'GET' || method === 'HEAD')) {
      throw new TypeError(`A ${method} request cannot have a body.`);
    }
    const url = new URL(path, getBaseUrl()).href;
    const headers = new Headers({ 'Content-Type': 'application/json', Accept: 'application/json' });
    const token = getToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    new Headers(extraHeaders).forEach((value, name) => headers.set(name, value));
    const bodyText = body === undefined ? undefined : JSON.stringify(body);
    const init: RequestInit = { ...rest, method, headers, body: bodyText, credentials: 'include' };

    // A caller's own signal cannot abort a fetch others share, and a POST with a body is never shared.
    if (rest.signal || (method === 'POST' && bodyText !== undefined)) {
      return send(url, init, method);
    }

    const key = JSON.stringify([method, url, [...headers], bodyText ?? null]);
    const existing = inFlight.get(key);
    const replaces = rest.cache === 'no-store' || rest.cache === 'reload';
    if (existing && !replaces) return existing.promise;
    if (existing) {
      existing.controller.abort();
      attempt(key, existing, url, init, method);
      return existing.promise;
    }

    let resolve!: (value: unknown) => void;
    let reject!: (reason: unknown) => void;
    const promise = new Promise<unknown>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    const entry: InFlight = { controller: new AbortController(), promise, resolve, reject };
    inFlight.set(key, entry);
    attempt(key, entry, url, init, method);
    return promise;
  }

  return { request };
}

let shared: RestClient | undefined;

/** The app's client, created on first use. */
export function getRestClient(): RestClient {
  shared ??= createRestClient();
  return shared;
}

/** `request` on the app's client. */
export function request<T = unknown>(path: string, options?: RestRequestOptions): Promise<T> {
  return getRestClient().request<T>(path, options);
}
