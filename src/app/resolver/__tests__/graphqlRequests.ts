/** Helpers of the route-resolution tests (not a test file): per-operation answers and a request log. */
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { server } from '../../../../test/server';

export interface SeenOperation {
  operationName: string | null;
  variables: Record<string, unknown>;
  headers: Headers;
}

/** Operation name and variables of a GraphQL request, by GET (queries) or POST (mutations). */
async function operationOf(
  request: Request,
): Promise<{ operationName: string | null; variables: Record<string, unknown> }> {
  if (request.method === 'POST') {
    const body = (await request.clone().json()) as {
      operationName?: string;
      variables?: Record<string, unknown>;
    };
    return { operationName: body.operationName ?? null, variables: body.variables ?? {} };
  }
  const params = new URL(request.url).searchParams;
  const variables = params.get('variables');
  return {
    operationName: params.get('operationName'),
    variables: variables ? (JSON.parse(variables) as Record<string, unknown>) : {},
  };
}

/** Records every /graphql request, then lets the embedded backend (or a later handler) answer it. */
export function logOperations(): SeenOperation[] {
  const seen: SeenOperation[] = [];
  const record = async ({ request }: { request: Request }) => {
    seen.push({ ...(await operationOf(request)), headers: request.headers });
    return undefined;
  };
  server.use(http.get('*/graphql', record), http.post('*/graphql', record));
  return seen;
}

type Answer = Response | JsonBodyType | undefined;

/**
 * Answers the named operation with `answer(variables)`; `undefined` passes the request on to the
 * embedded backend. Installed last, it is tried first.
 */
export function answerOperation(
  name: string,
  answer: (variables: Record<string, unknown>) => Answer | Promise<Answer>,
): void {
  const handle = async ({ request }: { request: Request }) => {
    const { operationName, variables } = await operationOf(request);
    if (operationName !== name) return undefined;
    const result = await answer(variables);
    if (result === undefined || result instanceof Response) return result;
    return HttpResponse.json(result);
  };
  server.use(http.get('*/graphql', handle), http.post('*/graphql', handle));
}

/** How Magento answers a query naming a field its schema lacks (an extension it does not have). */
export const unknownFieldAnswer = (field: string) => ({
  errors: [
    {
      message: `Cannot query field "${field}" on type "Query".`,
      locations: [{ line: 2, column: 3 }],
      extensions: { category: 'graphql' },
    },
  ],
});

/** A 500 answer, as a failing server gives it. */
export const serverErrorAnswer = () =>
  HttpResponse.json({ message: 'Internal Server Error (simulated)' }, { status: 500 });

/** A promise and the function that resolves it. */
export function gate(): { opened: Promise<void>; open: () => void } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}
