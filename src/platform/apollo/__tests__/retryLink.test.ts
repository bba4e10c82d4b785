import { OperationTypeNode } from 'graphql';
import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import { http, HttpResponse } from 'msw';
import { createIntl } from 'react-intl';
import { resetFaultCounters } from '../../../../mock-backend/faults';
import { server } from '../../../../test/server';
import { formatRequestError } from '../errorLink';
import { isLostAnswer } from '../lostAnswer';
import { browserIsOnline, isRetryableError, isRetryableOperation } from '../retryLink';
import { RETRY_INITIAL_DELAY_MS, RETRY_MAX_ATTEMPTS, RETRY_MAX_DELAY_MS } from '../retryPolicy';
import {
  answerTestMutation,
  mutationResult,
  recordRequests,
  STORE_CONFIG_QUERY,
  TEST_MUTATION,
  testClient,
} from './helpers';

const fault = (spec: string) => ({ headers: { 'X-Mock-Fault': spec } });

/** Runs `start` under fake timers until it settles; returns its error, or null. */
async function runToEnd(start: () => Promise<unknown>): Promise<unknown> {
  const outcome = start().then(
    () => null,
    (error: unknown) => error,
  );
  await jest.advanceTimersByTimeAsync(60_000);
  return outcome;
}

const gaps = (times: number[]) => times.slice(1).map((time, index) => time - times[index]!);

beforeEach(() => {
  window.localStorage.clear();
  jest.useFakeTimers();
  jest.spyOn(console, 'error').mockImplementation(() => {}); // the error link reports the final failures
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('retryLink: constants', () => {
  it('are the spec values', () => {
    expect(RETRY_MAX_ATTEMPTS).toBe(5);
    expect(RETRY_INITIAL_DELAY_MS).toBe(300);
    expect(RETRY_MAX_DELAY_MS).toBe(Infinity);
  });
});

describe('retryLink: queries against the embedded backend', () => {
  it('makes 5 attempts at a dropped connection, the first retry 300 ms after on average, doubling', async () => {
    jest.spyOn(Math, 'random').mockReturnValue(0.5);
    const seen = recordRequests();

    const error = await runToEnd(() =>
      testClient().query({ query: STORE_CONFIG_QUERY, context: fault('drop') }),
    );

    expect(seen).toHaveLength(5);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).name).toBe('TypeError');
    const [first, ...rest] = gaps(seen.map((request) => request.at));
    expect(first).toBeGreaterThanOrEqual(300);
    expect(first).toBeLessThan(310);
    // 600, 1200, 2400: doubling, no cap
    rest.forEach((gap, index) => expect(Math.round(gap / 100) * 100).toBe(600 * 2 ** index));
  });

  it.each([
    [0, 0, 10],
    [0.999, 599, 610],
  ])('jitters the first delay (random %p: between %p and %p ms)', async (random, low, high) => {
    jest.spyOn(Math, 'random').mockReturnValue(random);
    const seen = recordRequests();

    await runToEnd(() => testClient().query({ query: STORE_CONFIG_QUERY, context: fault('drop') }));

    const [first] = gaps(seen.map((request) => request.at));
    expect(first).toBeGreaterThanOrEqual(low);
    expect(first).toBeLessThan(high);
  });

  it('succeeds when a later attempt gets through', async () => {
    const seen = recordRequests();
    resetFaultCounters(); // `http500=1/2`: every 2nd request answers 500

    const error = await runToEnd(async () => {
      const client = testClient();
      await client.query({
        query: STORE_CONFIG_QUERY,
        fetchPolicy: 'network-only',
        context: fault('http500=1/2'),
      });
      const { data } = await client.query({
        query: STORE_CONFIG_QUERY,
        fetchPolicy: 'network-only',
        context: fault('http500=1/2'),
      });
      expect(data).toMatchObject({ storeConfig: { store_code: 'radio_store_view' } });
    });

    expect(error).toBeNull();
    expect(seen).toHaveLength(3); // first query: ok; second: 500, then ok on its retry
  });

  it('retries 5xx answers', async () => {
    const seen = recordRequests();
    const error = await runToEnd(() =>
      testClient().query({ query: STORE_CONFIG_QUERY, context: fault('http500') }),
    );
    expect(seen).toHaveLength(5);
    expect(ServerError.is(error) && error.statusCode).toBe(500);
  });

  it('does not retry GraphQL errors', async () => {
    const seen = recordRequests();
    const error = await runToEnd(() =>
      testClient().query({ query: STORE_CONFIG_QUERY, context: fault('graphql-error') }),
    );
    expect(seen).toHaveLength(1);
    expect(CombinedGraphQLErrors.is(error)).toBe(true);
  });

  it('does not retry 4xx answers', async () => {
    server.use(http.get('*/graphql', () => HttpResponse.json({ message: 'Bad request' }, { status: 400 })));
    const seen = recordRequests();
    const error = await runToEnd(() => testClient().query({ query: STORE_CONFIG_QUERY }));
    expect(seen).toHaveLength(1);
    expect(ServerError.is(error) && error.statusCode).toBe(400);
  });

  it('does not retry while the browser is offline', async () => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const seen = recordRequests();
    const error = await runToEnd(() =>
      testClient().query({ query: STORE_CONFIG_QUERY, context: fault('drop') }),
    );
    expect(seen).toHaveLength(1);
    expect((error as Error).name).toBe('TypeError');
  });

  it('stops retrying when the browser goes offline between attempts', async () => {
    jest.spyOn(Math, 'random').mockReturnValue(0.5);
    const online = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const seen = recordRequests();
    const outcome = testClient()
      .query({ query: STORE_CONFIG_QUERY, context: fault('drop') })
      .catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(100); // the first attempt failed online: a retry is due at 300 ms
    online.mockReturnValue(false);
    await jest.advanceTimersByTimeAsync(60_000);
    await outcome;
    expect(seen).toHaveLength(2);
  });
});

describe('retryLink: the storefront server gave up waiting for the backend (504)', () => {
  // What `npm run serve` answers when MAGENTO_BACKEND_URL has not answered within BACKEND_TIMEOUT_MS
  // (scripts/lib/proxy.ts).
  const gatewayTimeout = () =>
    HttpResponse.json({ message: "The store's server did not answer in time." }, { status: 504 });

  it('asks a query again, and tells the shopper the store did not answer when it never does', async () => {
    server.use(http.get('*/graphql', gatewayTimeout));
    const seen = recordRequests();
    const error = await runToEnd(() => testClient().query({ query: STORE_CONFIG_QUERY }));
    expect(seen).toHaveLength(RETRY_MAX_ATTEMPTS);
    expect(ServerError.is(error) && error.statusCode).toBe(504);
    const intl = createIntl({ locale: 'en-US', messages: {} });
    expect(formatRequestError(error, intl)).toBe('The store did not answer. Please try again.');
  });

  it('does not send a mutation again: the backend may have made the change', async () => {
    answerTestMutation(() => gatewayTimeout());
    const seen = recordRequests();
    const error = await runToEnd(() =>
      testClient().mutate({ mutation: TEST_MUTATION, variables: { name: 'order' } }),
    );
    expect(seen).toHaveLength(1);
    expect(isLostAnswer(error)).toBe(true);
  });
});

describe('retryLink: mutations', () => {
  it('does not retry a mutation by default', async () => {
    answerTestMutation(() => HttpResponse.error());
    const seen = recordRequests();
    const error = await runToEnd(() =>
      testClient().mutate({ mutation: TEST_MUTATION, variables: { name: 'order' } }),
    );
    expect(seen).toHaveLength(1);
    expect((error as Error).name).toBe('TypeError');
  });

  it('retries a mutation marked idempotent, keeping POST', async () => {
    let calls = 0;
    answerTestMutation((name) => (++calls < 3 ? HttpResponse.error() : mutationResult(name)));
    const seen = recordRequests();
    let data: unknown;
    const error = await runToEnd(async () => {
      ({ data } = await testClient().mutate({
        mutation: TEST_MUTATION,
        variables: { name: 'address' },
        context: { idempotent: true },
      }));
    });
    expect(error).toBeNull();
    expect(data).toEqual({ testMutation: { __typename: 'TestResult', name: 'address' } });
    expect(seen.map((request) => request.method)).toEqual(['POST', 'POST', 'POST']);
  });
});

describe('retryLink: policy functions', () => {
  const response = (status: number) => new Response('oops', { status });
  const operation = (operationType: OperationTypeNode, context: Record<string, unknown> = {}) =>
    ({ operationType, getContext: () => context }) as never;

  it('retries network failures and 5xx, nothing else', () => {
    expect(isRetryableError(new TypeError('Failed to fetch'))).toBe(true);
    expect(isRetryableError(new ServerError('x', { response: response(503), bodyText: 'oops' }))).toBe(true);
    expect(isRetryableError(new ServerError('x', { response: response(404), bodyText: 'oops' }))).toBe(false);
    expect(
      isRetryableError(
        new ServerParseError(new Error('bad json'), { response: response(502), bodyText: '<html>' }),
      ),
    ).toBe(true);
    expect(isRetryableError(new CombinedGraphQLErrors({ errors: [{ message: 'no' }] }))).toBe(false);
    expect(isRetryableError(new DOMException('aborted', 'AbortError'))).toBe(false);
    expect(isRetryableError(new Error('something else'))).toBe(false);
  });

  it('repeats queries, and mutations only when marked idempotent', () => {
    expect(isRetryableOperation(operation(OperationTypeNode.QUERY))).toBe(true);
    expect(isRetryableOperation(operation(OperationTypeNode.MUTATION))).toBe(false);
    expect(isRetryableOperation(operation(OperationTypeNode.MUTATION, { idempotent: true }))).toBe(true);
  });

  it('reads navigator.onLine', () => {
    const online = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(browserIsOnline()).toBe(false);
    online.mockReturnValue(true);
    expect(browserIsOnline()).toBe(true);
  });
});
