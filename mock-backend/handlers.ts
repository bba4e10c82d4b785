/**
 * The embedded backend as msw request handlers: the one definition used by jest (msw/node),
 * `npm start` (webpack-dev-server middleware) and `npm run serve` (see node/middleware.ts).
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { executeGraphQL } from './executor';
import { faultSpecFor, FaultSpecError, pickFault, type FaultSpec } from './faults';
import { handleRest } from './rest/router';
// REST domains register their routes on import.
import './rest/checkout';
import './rest/guestCarts';
import './rest/reviewModeration';
import './rest/orders';
import { changeCount, flushState, getState } from './state';

type Scope = 'graphql' | 'rest';

/** Applies the requested faults; answers the faulty response, or null to carry on. */
async function applyFaults(request: Request, scope: Scope): Promise<Response | null> {
  let spec: FaultSpec | null;
  try {
    spec = faultSpecFor(request);
  } catch (error) {
    if (error instanceof FaultSpecError) {
      return HttpResponse.json({ message: `Bad fault spec: ${error.message}` }, { status: 400 });
    }
    throw error;
  }
  if (!spec || (spec.scope !== 'all' && spec.scope !== scope)) return null;
  if (spec.latency) await delay(spec.latency);
  switch (pickFault(spec)) {
    case 'drop':
      return HttpResponse.error();
    case 'http500':
      return HttpResponse.json({ message: 'Internal Server Error (simulated)' }, { status: 500 });
    case 'graphql-error':
      return HttpResponse.json({
        errors: [{ message: 'Simulated backend error', extensions: { category: 'internal' } }],
      });
    default:
      return null;
  }
}

async function graphqlHandler({ request }: { request: Request }): Promise<Response> {
  const fault = await applyFaults(request, 'graphql');
  if (fault) return fault;
  const before = changeCount();
  const answer = await executeGraphQL(request, getState());
  // An answered change is a kept change (state.ts).
  if (changeCount() !== before) await flushState();
  return HttpResponse.json(answer.body as Record<string, unknown>, {
    status: answer.status,
    headers: answer.headers,
  });
}

async function restHandler({ request }: { request: Request }): Promise<Response> {
  const fault = await applyFaults(request, 'rest');
  if (fault) return fault;
  const before = changeCount();
  const answer = await handleRest(request, getState());
  if (changeCount() !== before) await flushState();
  return HttpResponse.json(answer.body as Record<string, unknown>, { status: answer.status });
}

async function mediaHandler({ request }: { request: Request }): Promise<Response> {
  // sharp loads only when an image is asked for.
  const [{ handleMediaRequest }, { mediaSeedFromState }] = await Promise.all([
    import('./media/mediaHandler'),
    import('./media/catalogMedia'),
  ]);
  return handleMediaRequest(request, mediaSeedFromState(getState()));
}

async function downloadHandler({ request }: { request: Request }): Promise<Response> {
  const { handleDownload } = await import('./downloads/handler');
  const before = changeCount();
  const answer = handleDownload(request, getState());
  if (changeCount() !== before) await flushState();
  return answer;
}

export const handlers: HttpHandler[] = [
  http.get('*/graphql', graphqlHandler),
  http.post('*/graphql', graphqlHandler),
  http.all('*/graphql', ({ request }) =>
    HttpResponse.json(
      { errors: [{ message: `${request.method} is not allowed on /graphql.` }] },
      { status: 405, headers: { Allow: 'GET, POST' } },
    ),
  ),
  http.all('*/rest/*', restHandler),
  http.get('*/media/*', mediaHandler),
  http.head('*/media/*', mediaHandler),
  http.get('*/downloadable/download/*', downloadHandler),
];
