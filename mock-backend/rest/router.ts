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

export async function handleRest(request: Request, state: BackendState): Promise<RestAnswer> {
  const url = new URL(request.url);
  // /rest/V1/... or /rest/<store_code>/V1/...
  const path = url.pathname.replace(/^\/rest(\/[a-z0-9_]+)?(?=\/V1\/)/, '');
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
    const params = Object.fromEntries(
      route.keys.map((key, index) => [key, decodeURIComponent(match[index + 1]!)]),
    );
    const auth = request.headers.get('Authorization');
    const token = auth?.startsWith('Bearer ') ? auth.slice(7).trim() || null : null;
    return route.handler({ request, params, body, state, token });
  }
  return restError(404, 'Request does not match any route.');
}
