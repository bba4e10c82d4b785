/** Shared helpers of the Apollo platform tests (not a test file). */
import { gql } from '@apollo/client';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { server } from '../../../../test/server';
import { BrowserPersistence } from '../../persistence/browserPersistence';
import { createClient, type CreateClientOptions, type StorefrontClient } from '../createClient';

export const STORE_CONFIG_QUERY = gql`
  query StoreCode {
    storeConfig {
      store_code
      store_name
    }
  }
`;

/**
 * A Magento mutation under an alias, answered by each test's own handlers (the shape the tests
 * read is `{ testMutation: { name } }`).
 */
export const TEST_MUTATION = gql`
  mutation TestMutation($name: String!) {
    testMutation: subscribeEmailToNewsletter(email: $name) {
      name: status
    }
  }
`;

/** A client over the embedded backend that neither restores nor persists its cache. */
export function testClient(options: CreateClientOptions = {}): StorefrontClient {
  return createClient({
    persistCache: false,
    persistence: new BrowserPersistence(window.localStorage),
    ...options,
  });
}

export interface SeenRequest {
  method: string;
  url: string;
  headers: Headers;
  operationName: string | null;
  /** Date.now() when it arrived (fake under jest fake timers). */
  at: number;
}

/**
 * Records every /graphql request, then lets the next handler answer it (the embedded backend, or
 * a test's own handler installed before this one: msw tries the latest `server.use` first).
 */
export function recordRequests(): SeenRequest[] {
  const seen: SeenRequest[] = [];
  const record = async ({ request }: { request: Request }) => {
    let operationName = new URL(request.url).searchParams.get('operationName');
    if (request.method === 'POST') {
      const body = (await request.clone().json()) as { operationName?: string };
      operationName = body.operationName ?? null;
    }
    seen.push({
      method: request.method,
      url: request.url,
      headers: request.headers,
      operationName,
      at: Date.now(),
    });
    return undefined;
  };
  server.use(http.get('*/graphql', record), http.post('*/graphql', record));
  return seen;
}

/** The operation name and variables of a POSTed GraphQL request. */
async function bodyOf(
  request: Request,
): Promise<{ operationName?: string; variables?: Record<string, unknown> }> {
  return (await request.clone().json()) as { operationName?: string; variables?: Record<string, unknown> };
}

/** Answers /graphql POSTs (mutations) with `answer(name)` for the TestMutation's `name` variable. */
export function answerTestMutation(
  answer: (name: string, request: Request) => Promise<Response | JsonBodyType> | Response | JsonBodyType,
): void {
  server.use(
    http.post('*/graphql', async ({ request }) => {
      const { variables } = await bodyOf(request);
      const result = await answer(String(variables?.name), request);
      return result instanceof Response ? result : HttpResponse.json(result);
    }),
  );
}

export const mutationResult = (name: string) => ({
  data: { testMutation: { __typename: 'TestResult', name } },
});

/** A promise and the function that resolves it. */
export function latch(): { reached: Promise<void>; reach: () => void } {
  let reach!: () => void;
  const reached = new Promise<void>((resolve) => {
    reach = resolve;
  });
  return { reached, reach };
}

/** Lets pending promise callbacks and msw's request handling run. */
export const settle = (ms = 20) => new Promise((resolve) => setTimeout(resolve, ms));
