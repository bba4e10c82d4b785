/**
 * The REST endpoints under /rest/V1/. Domains register routes here; anything unmatched answers
 * as Magento does, with 404 and "Request does not match any route."
 */
import type { BackendState } from '../state';

export interface RestRequest {
  request: Request;
  params: Record<string, string>;
  body: unknown;
  state: BackendState;
  token: string | null;
}

export type RestHandler = (input: RestRequest) => Promise<RestAnswer> | RestAnswer;
export interface RestAnswer {
  status: number;
  body: unknown;
}

interface Route {
  method: string;
  pattern: RegExp;
  keys: string[];
  handler: RestHandler;
}

const routes: Route[] = [];

/** Registers `METHOD /V1/path/:param` (path after /rest, store code segment optional). */
export function restRoute(method: string, path: string, handler: RestHandler): void {
  const keys: string[] = [];
  const source = path.replace(/:([a-zA-Z]+)/g, (_whole, key: string) => {
    keys.push(key);
    return '([^/]+)';
  });
  routes.push({ method, pattern: new RegExp(`^${source}$`), keys, handler });
}

export const restError = (status: number, message: string, parameters?: unknown[]): RestAnswer => ({
  status,
  body: parameters ? { message, parameters } : { message },
});

/**
 * The route path of `/rest/V1/...` or `/rest/<store code>/V1/...`, as Magento's Webapi path
 * processor reads it: a store view's code or `all` names the store and is dropped; any other
 * segment stays in the path, so nothing matches and the answer is "Request does not match any route."
 */
function routePath(pathname: string, state: BackendState): string {
  const path = pathname.replace(/^\/rest(?=\/)/, '');
  const [, first = '', rest = ''] = /^\/([^/]*)(\/.*)?$/.exec(path) ?? [];
  if (first === 'all' || state.store.storeViews.some((view) => view.code === first)) return rest;
  return path;
}

export async function handleRest(request: Request, state: BackendState): Promise<RestAnswer> {
  const path = routePath(new URL(request.url).pathname, state);
  for (const route of routes) {
    if (route.method !== request.method) continue;
    const match = route.pattern.exec(path);
    if (!match) continue;
    let body: unknown = undefined;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      const text = await request.text();
      if (text) {
        try {
          body = JSON.parse(text);
        } catch {
          return restError(400, 'Decoding error: the request body is not valid JSON.');
        }
      }
    }
    const params: Record<string, string> = {};
    for (const [index, key] of route.keys.entries()) {
      const raw = match[index + 1]!;
      try {
        params[key] = decodeURIComponent(raw);
      } catch {
        return restError(
          400,
          `The "${key}" in the request URL is not valid: "${raw}" is not percent-encoded correctly.`,
        );
      }
    }
    const auth = request.headers.get('Authorization');
    const token = auth?.startsWith('Bearer ') ? auth.slice(7).trim() || null : null;
    return route.handler({ request, params, body, state, token });
  }
  return restError(404, 'Request does not match any route.');
}
