/**
 * The contract suite's HTTP client: GraphQL and REST requests to a Magento base URL, answered as
 * they come (status, headers, parsed body), with the headers the storefront sends (`Store`,
 * `Content-Currency`, `Authorization`). Nothing here knows which backend answers.
 */

export interface Answer<T = unknown> {
  status: number;
  headers: Headers;
  /** The parsed JSON body, or the raw text when it is not JSON. */
  body: T;
}

export interface GraphQLBody<D = Record<string, unknown>> {
  data?: D | null;
  errors?: Array<{
    message: string;
    path?: Array<string | number>;
    extensions?: { category?: string } & Record<string, unknown>;
  }>;
}

export interface RequestHeaders {
  store?: string;
  currency?: string;
  token?: string | null;
  /** Any other header, sent as it is. */
  extra?: Record<string, string>;
}

interface GqlOptions extends RequestHeaders {
  variables?: Record<string, unknown>;
  /** GET for queries, as the storefront sends them; POST otherwise. Default: POST. */
  method?: 'GET' | 'POST';
  operationName?: string;
}

function headersOf({ store, currency, token, extra }: RequestHeaders): Record<string, string> {
  return {
    Accept: 'application/json',
    ...(store ? { Store: store } : {}),
    ...(currency ? { 'Content-Currency': currency } : {}),
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
    ...extra,
  };
}

async function answerOf<T>(response: Response): Promise<Answer<T>> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: the raw text is the body
  }
  return { status: response.status, headers: response.headers, body: body as T };
}

export interface BackendClient {
  readonly baseUrl: string;
  gql<D = Record<string, unknown>>(query: string, options?: GqlOptions): Promise<Answer<GraphQLBody<D>>>;
  rest<T = unknown>(
    method: string,
    path: string,
    options?: RequestHeaders & { body?: unknown; rawBody?: string },
  ): Promise<Answer<T>>;
  /** A raw request below the base URL (for transport cases). */
  raw(path: string, init?: RequestInit): Promise<Answer>;
}

/** Requests time out rather than hang a run: a backend that never answers is a failure. */
const TIMEOUT_MS = 30_000;

export function createBackendClient(baseUrl: string): BackendClient {
  const base = baseUrl.replace(/\/+$/, '');
  const send = (url: string, init: RequestInit) =>
    fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(TIMEOUT_MS) });
  return {
    baseUrl: base,
    async gql(query, options = {}) {
      const { variables, method = 'POST', operationName } = options;
      if (method === 'GET') {
        const url = new URL(`${base}/graphql`);
        url.searchParams.set('query', query);
        if (variables) url.searchParams.set('variables', JSON.stringify(variables));
        if (operationName) url.searchParams.set('operationName', operationName);
        return answerOf(await send(url.toString(), { headers: headersOf(options) }));
      }
      return answerOf(
        await send(`${base}/graphql`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...headersOf(options) },
          body: JSON.stringify({ query, variables, ...(operationName ? { operationName } : {}) }),
        }),
      );
    },
    async rest(method, path, options = {}) {
      const hasBody = options.body !== undefined || options.rawBody !== undefined;
      return answerOf(
        await send(`${base}/rest${path}`, {
          method,
          headers: { ...(hasBody ? { 'Content-Type': 'application/json' } : {}), ...headersOf(options) },
          ...(hasBody ? { body: options.rawBody ?? JSON.stringify(options.body) } : {}),
        }),
      );
    },
    async raw(path, init = {}) {
      return answerOf(await send(`${base}${path}`, init));
    },
  };
}
