import { delay, http, HttpResponse } from 'msw';
import { server } from '../../../../test/server';
import { getBrowserPersistence, STORAGE_KEYS } from '../../persistence/browserPersistence';
import {
  createRestClient,
  fillPlaceholders,
  getRestClient,
  request,
  RestApiError,
  RestNetworkError,
} from '../restClient';

const PAYMENT_PATH = '/rest/V1/guest-carts/abc/payment-information';

/** Resolves when `signal` aborts (true), or after `ms` (false). */
function abortedWithin(signal: AbortSignal, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve(true);
    const timer = setTimeout(() => resolve(false), ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** A promise and the function that resolves it. */
function latch(): { reached: Promise<void>; reach: () => void } {
  let reach!: () => void;
  const reached = new Promise<void>((resolve) => {
    reach = resolve;
  });
  return { reached, reach };
}

async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the promise to reject');
}

beforeEach(() => window.localStorage.clear());

describe('request: headers', () => {
  it('sends credentials, JSON content and accept headers, and no authorization when no token is stored', async () => {
    const seen: Request[] = [];
    server.use(
      http.get('*/rest/V1/directory/countries/US', ({ request: req }) => {
        seen.push(req.clone());
        return HttpResponse.json({ id: 'US' });
      }),
    );

    await expect(request('/rest/V1/directory/countries/US')).resolves.toEqual({ id: 'US' });

    const [sent] = seen;
    expect(sent!.url).toBe('http://localhost/rest/V1/directory/countries/US');
    expect(sent!.method).toBe('GET');
    expect(sent!.credentials).toBe('include');
    expect(sent!.headers.get('Content-Type')).toBe('application/json');
    expect(sent!.headers.get('Accept')).toBe('application/json');
    expect(sent!.headers.has('Authorization')).toBe(false);
  });

  it('sends the stored sign-in token as a bearer token, read at each request', async () => {
    const authorizations: Array<string | null> = [];
    server.use(
      http.post('*/rest/V1/carts/mine/shipping-information', ({ request: req }) => {
        authorizations.push(req.headers.get('Authorization'));
        return HttpResponse.json({});
      }),
    );
    const body = {
      addressInformation: { shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' },
    };

    getBrowserPersistence().setItem(STORAGE_KEYS.signInToken, 'token-1', 3600);
    await request('/rest/V1/carts/mine/shipping-information', { method: 'POST', body });
    getBrowserPersistence().setItem(STORAGE_KEYS.signInToken, 'token-2', 3600);
    await request('/rest/V1/carts/mine/shipping-information', { method: 'POST', body });
    getBrowserPersistence().removeItem(STORAGE_KEYS.signInToken);
    await request('/rest/V1/carts/mine/shipping-information', { method: 'POST', body });

    expect(authorizations).toEqual(['Bearer token-1', 'Bearer token-2', null]);
  });

  it('does not send a token whose ttl has passed', async () => {
    jest.useFakeTimers({ now: 0, doNotFake: ['setTimeout', 'setImmediate', 'queueMicrotask', 'nextTick'] });
    try {
      getBrowserPersistence().setItem(STORAGE_KEYS.signInToken, 'old', 3600);
      jest.setSystemTime(3600 * 1000 + 1);
      let authorization: string | null = 'unset';
      server.use(
        http.get('*/rest/V1/ping', ({ request: req }) => {
          authorization = req.headers.get('Authorization');
          return HttpResponse.json(true);
        }),
      );
      await request('/rest/V1/ping');
      expect(authorization).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('takes an injected token getter, fetch and base URL, and lets callers add headers', async () => {
    const fetchSpy = jest.fn<Promise<Response>, Parameters<typeof fetch>>(async () =>
      Response.json({ ok: true }),
    );
    const client = createRestClient({
      getToken: () => 'injected',
      fetch: fetchSpy,
      getBaseUrl: () => 'https://magento.example',
    });

    await expect(
      client.request('/rest/default/V1/x', { headers: { Store: 'radio_store_view' } }),
    ).resolves.toEqual({
      ok: true,
    });

    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe('https://magento.example/rest/default/V1/x');
    const headers = new Headers(init?.headers);
    expect(headers.get('Authorization')).toBe('Bearer injected');
    expect(headers.get('Store')).toBe('radio_store_view');
    expect(init?.credentials).toBe('include');
  });

  it('JSON-encodes the body', async () => {
    let received: unknown;
    server.use(
      http.post(`*${PAYMENT_PATH}`, async ({ request: req }) => {
        received = await req.json();
        return HttpResponse.json('42');
      }),
    );
    const body = {
      cartId: 'abc',
      email: 'ada@example.com',
      paymentMethod: { method: 'braintree', additional_data: { payment_method_nonce: 'nonce' } },
    };
    await expect(request<string>(PAYMENT_PATH, { method: 'post', body })).resolves.toBe('42');
    expect(received).toEqual(body);
  });
});

describe('request: in-flight sharing', () => {
  it('shares two identical GETs in flight, and fetches again once the first has completed', async () => {
    let calls = 0;
    server.use(
      http.get('*/rest/V1/shared', async () => {
        calls += 1;
        await delay(20);
        return HttpResponse.json({ call: calls });
      }),
    );

    const first = request('/rest/V1/shared');
    const second = request('/rest/V1/shared');
    await expect(Promise.all([first, second])).resolves.toEqual([{ call: 1 }, { call: 1 }]);
    expect(calls).toBe(1);

    await expect(request('/rest/V1/shared')).resolves.toEqual({ call: 2 });
    expect(calls).toBe(2);
  });

  it('lets a failed request leave the table, so the next one fetches again', async () => {
    let calls = 0;
    server.use(
      http.get('*/rest/V1/flaky', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: 'Try again' }, { status: 503 })
          : HttpResponse.json({ ok: true });
      }),
    );

    const failures = await Promise.allSettled([request('/rest/V1/flaky'), request('/rest/V1/flaky')]);
    expect(failures.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(calls).toBe(1);
    await expect(request('/rest/V1/flaky')).resolves.toEqual({ ok: true });
    expect(calls).toBe(2);
  });

  it('never shares POSTs with a body, but shares bodiless POSTs and identical PUTs', async () => {
    const calls: string[] = [];
    const handler = async ({ request: req }: { request: Request }) => {
      calls.push(`${req.method} ${await req.text()}`);
      await delay(10);
      return HttpResponse.json({ ok: true });
    };
    server.use(http.post('*/rest/V1/carts/mine', handler), http.put('*/rest/V1/carts/mine', handler));

    await Promise.all([
      request('/rest/V1/carts/mine', { method: 'POST', body: { a: 1 } }),
      request('/rest/V1/carts/mine', { method: 'POST', body: { a: 1 } }),
    ]);
    expect(calls).toEqual(['POST {"a":1}', 'POST {"a":1}']);

    calls.length = 0;
    await Promise.all([
      request('/rest/V1/carts/mine', { method: 'POST' }),
      request('/rest/V1/carts/mine', { method: 'POST' }),
    ]);
    expect(calls).toEqual(['POST ']);

    calls.length = 0;
    await Promise.all([
      request('/rest/V1/carts/mine', { method: 'PUT', body: { q: 1 } }),
      request('/rest/V1/carts/mine', { method: 'PUT', body: { q: 1 } }),
      request('/rest/V1/carts/mine', { method: 'PUT', body: { q: 2 } }),
    ]);
    expect(calls).toEqual(['PUT {"q":1}', 'PUT {"q":2}']);
  });

  it('does not share requests that differ in headers or URL', async () => {
    let calls = 0;
    server.use(
      http.get('*/rest/V1/headers', async () => {
        calls += 1;
        await delay(10);
        return HttpResponse.json(calls);
      }),
    );
    await Promise.all([
      request('/rest/V1/headers'),
      request('/rest/V1/headers', { headers: { Store: 'other_view' } }),
      request('/rest/V1/headers?x=1'),
    ]);
    expect(calls).toBe(3);
  });

  it('does not share a request that carries its own signal; aborting it rejects with the AbortError', async () => {
    let calls = 0;
    server.use(
      http.get('*/rest/V1/slow', async ({ request: req }) => {
        calls += 1;
        await abortedWithin(req.signal, 50);
        return HttpResponse.json({ done: true });
      }),
    );
    const controller = new AbortController();
    const own = request('/rest/V1/slow', { signal: controller.signal });
    const shared = request('/rest/V1/slow');
    controller.abort();

    const error = await rejectionOf(own);
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(error).not.toBeInstanceOf(RestNetworkError);
    await expect(shared).resolves.toEqual({ done: true });
    expect(calls).toBe(2);
  });

  it.each(['no-store', 'reload'] as const)(
    'aborts an in-flight duplicate for a %s request and gives everyone the new result',
    async (cache) => {
      const firstAborted: Promise<boolean>[] = [];
      const firstArrived = latch();
      let calls = 0;
      server.use(
        http.get('*/rest/V1/customers/me', async ({ request: req }) => {
          calls += 1;
          if (calls === 1) {
            firstAborted.push(abortedWithin(req.signal, 1000));
            firstArrived.reach();
            await delay(100);
            return HttpResponse.json({ version: 'stale' });
          }
          return HttpResponse.json({ version: 'fresh' });
        }),
      );

      const sharing = [request('/rest/V1/customers/me'), request('/rest/V1/customers/me')];
      await firstArrived.reached;
      const replacing = request('/rest/V1/customers/me', { cache });

      await expect(Promise.all([...sharing, replacing])).resolves.toEqual([
        { version: 'fresh' },
        { version: 'fresh' },
        { version: 'fresh' },
      ]);
      expect(calls).toBe(2);
      await expect(firstAborted[0]).resolves.toBe(true);

      // The replacement left the table once done.
      await request('/rest/V1/customers/me');
      expect(calls).toBe(3);
    },
  );

  it('lets a no-store request without an in-flight duplicate fetch, and be shared', async () => {
    let calls = 0;
    server.use(
      http.get('*/rest/V1/fresh', async () => {
        calls += 1;
        await delay(10);
        return HttpResponse.json(calls);
      }),
    );
    await expect(
      Promise.all([request('/rest/V1/fresh', { cache: 'no-store' }), request('/rest/V1/fresh')]),
    ).resolves.toEqual([1, 1]);
  });

  it('gives the callers of a replaced request the replacement failure, not an AbortError', async () => {
    const firstArrived = latch();
    let calls = 0;
    server.use(
      http.get('*/rest/V1/replaced', async () => {
        calls += 1;
        if (calls === 1) {
          firstArrived.reach();
          await delay(50);
          return HttpResponse.json({ ok: true });
        }
        return HttpResponse.json({ message: 'Gone' }, { status: 404, statusText: 'Not Found' });
      }),
    );
    const sharing = request('/rest/V1/replaced');
    await firstArrived.reached;
    const replacing = request('/rest/V1/replaced', { cache: 'no-store' });

    const [sharedError, replacingError] = await Promise.all([rejectionOf(sharing), rejectionOf(replacing)]);
    expect(sharedError).toBeInstanceOf(RestApiError);
    expect(sharedError).toBe(replacingError);
    expect((sharedError as RestApiError).baseMessage).toBe('Gone');
  });
});

describe('request: answers', () => {
  it('parses JSON answers and answers undefined for an empty body', async () => {
    server.use(
      http.get('*/rest/V1/json', () => HttpResponse.json({ items: [1, 2] })),
      http.delete('*/rest/V1/empty', () => new HttpResponse(null, { status: 204 })),
      http.get('*/rest/V1/blank', () => new HttpResponse('', { status: 200 })),
    );
    await expect(request('/rest/V1/json')).resolves.toEqual({ items: [1, 2] });
    await expect(request('/rest/V1/empty', { method: 'DELETE' })).resolves.toBeUndefined();
    await expect(request('/rest/V1/blank')).resolves.toBeUndefined();
  });

  it('rejects a successful answer that is not JSON', async () => {
    server.use(http.get('*/rest/V1/html', () => HttpResponse.text('<html>login</html>')));
    await expect(request('/rest/V1/html')).rejects.toThrow(
      'The answer to GET /rest/V1/html is not valid JSON.',
    );
  });

  it('rejects, without throwing, a body on a GET and a body JSON cannot represent', async () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    await expect(request('/rest/V1/x', { body: { a: 1 } })).rejects.toThrow(
      'A GET request cannot have a body.',
    );
    await expect(request('/rest/V1/x', { method: 'PUT', body: circular })).rejects.toThrow(TypeError);
  });

  it('uses one lazily created shared client', () => {
    expect(getRestClient()).toBe(getRestClient());
  });
});

describe('request: errors', () => {
  it('raises RestApiError with status, method, URL and the server message, parameters filled', async () => {
    server.use(
      http.post(`*${PAYMENT_PATH}`, () =>
        HttpResponse.json(
          {
            message: 'No such entity with %fieldName = %fieldValue',
            parameters: { fieldName: 'cartId', fieldValue: 'abc' },
          },
          { status: 400, statusText: 'Bad Request' },
        ),
      ),
    );

    const error = await rejectionOf(request(PAYMENT_PATH, { method: 'POST', body: { cartId: 'abc' } }));

    expect(error).toBeInstanceOf(RestApiError);
    expect(error).toBeInstanceOf(Error);
    const apiError = error as RestApiError;
    expect(apiError.name).toBe('RestApiError');
    expect(apiError.status).toBe(400);
    expect(apiError.statusText).toBe('Bad Request');
    expect(apiError.method).toBe('POST');
    expect(apiError.url).toBe(`http://localhost${PAYMENT_PATH}`);
    expect(apiError.baseMessage).toBe('No such entity with cartId = abc');
    expect(apiError.response).toEqual({
      message: 'No such entity with %fieldName = %fieldValue',
      parameters: { fieldName: 'cartId', fieldValue: 'abc' },
    });
    expect(apiError.message).toBe(
      [
        `POST ${PAYMENT_PATH} 400 Bad Request: No such entity with cartId = abc`,
        'Additional info:',
        '  parameters: {"fieldName":"cartId","fieldValue":"abc"}',
      ].join('\n'),
    );
  });

  it('adds list parameters, error entries and the stack trace to the message', async () => {
    const trace = '#0 /var/www/vendor/magento/module-quote/Model/QuoteRepository.php(123): load()\n#1 {main}';
    server.use(
      http.post(`*${PAYMENT_PATH}`, () =>
        HttpResponse.json(
          {
            message: 'The "%1" value is invalid for "%2".',
            parameters: ['XX', 'country_id'],
            errors: [
              {
                message: '"%fieldName" is required. Enter and try again.',
                parameters: { fieldName: 'email' },
              },
              'plain entry',
            ],
            trace,
          },
          { status: 400, statusText: 'Bad Request' },
        ),
      ),
    );

    const error = (await rejectionOf(request(PAYMENT_PATH, { method: 'POST', body: {} }))) as RestApiError;

    expect(error.baseMessage).toBe('The "XX" value is invalid for "country_id".');
    expect(error.message).toBe(
      [
        `POST ${PAYMENT_PATH} 400 Bad Request: The "XX" value is invalid for "country_id".`,
        'Additional info:',
        '  parameters: ["XX","country_id"]',
        '  errors:',
        '    - "email" is required. Enter and try again.',
        '    - plain entry',
        'Magento PHP stack trace:',
        trace,
      ].join('\n'),
    );
  });

  it('answers the embedded backend\'s "no route" error as Magento words it', async () => {
    const error = (await rejectionOf(request('/rest/V1/nothing-here'))) as RestApiError;
    expect(error).toBeInstanceOf(RestApiError);
    expect(error.status).toBe(404);
    expect(error.baseMessage).toBe('Request does not match any route.');
    expect(error.message).toMatch(
      /^GET \/rest\/V1\/nothing-here 404 (Not Found)?: Request does not match any route\.$/,
    );
  });

  it('keeps a body that is not JSON as text, and falls back to the status text', async () => {
    server.use(
      http.get('*/rest/V1/gateway', () =>
        HttpResponse.text('<html>Bad Gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
      ),
    );
    const bareClient = createRestClient({ fetch: async () => new Response(null, { status: 500 }) });

    const gateway = (await rejectionOf(request('/rest/V1/gateway'))) as RestApiError;
    expect(gateway.response).toBe('<html>Bad Gateway</html>');
    expect(gateway.baseMessage).toBe('Bad Gateway');
    expect(gateway.message).toBe('GET /rest/V1/gateway 502 Bad Gateway: Bad Gateway');

    const bare = (await rejectionOf(bareClient.request('/rest/V1/bare'))) as RestApiError;
    expect(bare.response).toBe('');
    expect(bare.baseMessage).toBe('HTTP 500');
    expect(bare.message).toBe('GET /rest/V1/bare 500: HTTP 500');
  });

  it('shows the full URL of another origin', async () => {
    server.use(
      http.get('https://magento.example/rest/V1/remote', () =>
        HttpResponse.json({ message: 'Nope' }, { status: 401, statusText: 'Unauthorized' }),
      ),
    );
    const error = (await rejectionOf(request('https://magento.example/rest/V1/remote'))) as RestApiError;
    expect(error.url).toBe('https://magento.example/rest/V1/remote');
    expect(error.message).toBe('GET https://magento.example/rest/V1/remote 401 Unauthorized: Nope');
  });

  it('raises RestNetworkError, keeping the fetch error as the cause, when the request gets no answer', async () => {
    server.use(http.post(`*${PAYMENT_PATH}`, () => HttpResponse.error()));

    const error = await rejectionOf(request(PAYMENT_PATH, { method: 'POST', body: {} }));

    expect(error).toBeInstanceOf(RestNetworkError);
    const networkError = error as RestNetworkError;
    expect(networkError.name).toBe('RestNetworkError');
    expect(networkError.message).toMatch(
      new RegExp(`^The request POST ${PAYMENT_PATH} could not be completed`),
    );
    expect(networkError.method).toBe('POST');
    expect(networkError.url).toBe(`http://localhost${PAYMENT_PATH}`);
    expect(networkError.cause).toBeInstanceOf(TypeError);
  });

  it('says the request could not be completed when the body cannot be read either', async () => {
    const client = createRestClient({
      fetch: async () =>
        ({
          ok: true,
          text: () => Promise.reject(new Error('connection reset')),
        }) as unknown as Response,
    });
    await expect(client.request('/rest/V1/x')).rejects.toThrow(
      'The request GET /rest/V1/x could not be completed: connection reset',
    );
    const silent = createRestClient({ fetch: () => Promise.reject('offline') });
    const error = (await rejectionOf(silent.request('/rest/V1/x'))) as RestNetworkError;
    expect(error.message).toBe('The request GET /rest/V1/x could not be completed.');
    expect(error.cause).toBe('offline');
  });
});

describe('fillPlaceholders', () => {
  it('fills list and named placeholders in one pass, longest first', () => {
    const list = Array.from({ length: 10 }, (_, index) => `v${index + 1}`);
    expect(fillPlaceholders('%1 %10 %2', list)).toBe('v1 v10 v2');
    expect(fillPlaceholders('%name and %name2', { name: '%name2', name2: 'B' })).toBe('%name2 and B');
    expect(fillPlaceholders('%1 costs %2', ['Tonearm', 12.5])).toBe('Tonearm costs 12.5');
    expect(fillPlaceholders('%1 is %2', [{ a: 1 }])).toBe('{"a":1} is %2');
  });

  it('leaves the message alone without usable parameters', () => {
    expect(fillPlaceholders('Cart %1', undefined)).toBe('Cart %1');
    expect(fillPlaceholders('Cart %1', [])).toBe('Cart %1');
    expect(fillPlaceholders('Cart %1', 'abc')).toBe('Cart %1');
  });
});
