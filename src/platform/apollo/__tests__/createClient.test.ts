import { ApolloLink } from '@apollo/client';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../test/server';
import { BrowserPersistence, STORAGE_KEYS } from '../../persistence/browserPersistence';
import { createClient, createLink, GRAPHQL_PATH } from '../createClient';
import {
  answerTestMutation,
  mutationResult,
  recordRequests,
  STORE_CONFIG_QUERY,
  TEST_MUTATION,
  testClient,
} from './helpers';

beforeEach(() => window.localStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('createClient', () => {
  it('sends queries by GET and mutations by POST to <origin>/graphql', async () => {
    answerTestMutation((name) => mutationResult(name));
    const seen = recordRequests();
    const client = testClient();

    const { data } = await client.query({ query: STORE_CONFIG_QUERY });
    await client.mutate({ mutation: TEST_MUTATION, variables: { name: 'x' } });

    expect(GRAPHQL_PATH).toBe('/graphql');
    expect(data).toMatchObject({
      storeConfig: { store_code: 'radio_store_view', store_name: expect.any(String) },
    });
    expect(seen.map(({ method, url, operationName }) => [method, url.split('?')[0], operationName])).toEqual([
      ['GET', 'http://localhost/graphql', 'StoreCode'],
      ['POST', 'http://localhost/graphql', 'TestMutation'],
    ]);
  });

  it('takes an injected fetch and endpoint', async () => {
    server.use(
      http.get('http://backend.test/graphql', () => HttpResponse.json({ data: { storeConfig: null } })),
    );
    const fetchSpy = jest.fn((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
    const client = testClient({ fetch: fetchSpy, uri: 'http://backend.test/graphql' });

    await client.query({ query: STORE_CONFIG_QUERY });

    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(String(fetchSpy.mock.calls[0]![0])).toMatch(/^http:\/\/backend\.test\/graphql\?/);
  });

  it('works with no options: the app persistence, local storage and the global fetch', async () => {
    const client = createClient();
    const { data } = await client.query({ query: STORE_CONFIG_QUERY });
    expect(data).toMatchObject({ storeConfig: { store_code: 'radio_store_view' } });
    expect(client.cachePersistor).toBeDefined();
    client.cachePersistor!.stop();
  });

  it('link order: a mutation queued behind sign-in is sent with the token sign-in stored', async () => {
    const persistence = new BrowserPersistence(window.localStorage);
    answerTestMutation((name) => {
      if (name === 'signIn') persistence.setItem(STORAGE_KEYS.signInToken, 'fresh-token', 3600);
      return mutationResult(name);
    });
    const seen = recordRequests();
    const client = testClient({ persistence });

    await Promise.all([
      client.mutate({ mutation: TEST_MUTATION, variables: { name: 'signIn' } }),
      client.mutate({ mutation: TEST_MUTATION, variables: { name: 'mergeCarts' } }),
    ]);

    expect(seen.map((request) => request.headers.get('Authorization'))).toEqual([null, 'Bearer fresh-token']);
  });

  it('link order: a retried mutation keeps its place in the queue', async () => {
    jest.spyOn(Math, 'random').mockReturnValue(0); // no retry delay
    const events: string[] = [];
    let attempts = 0;
    answerTestMutation((name) => {
      events.push(name);
      if (name === 'setAddress' && ++attempts < 3) return HttpResponse.error();
      return mutationResult(name);
    });
    const client = testClient();

    await Promise.all([
      client.mutate({
        mutation: TEST_MUTATION,
        variables: { name: 'setAddress' },
        context: { idempotent: true },
      }),
      client.mutate({ mutation: TEST_MUTATION, variables: { name: 'setMethod' } }),
    ]);

    expect(events).toEqual(['setAddress', 'setAddress', 'setAddress', 'setMethod']);
  });

  it('can leave retries out, so a failure surfaces at once', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get('*/graphql', () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    const seen = recordRequests();

    await expect(testClient({ retry: false }).query({ query: STORE_CONFIG_QUERY })).rejects.toThrow('500');
    expect(seen).toHaveLength(1);
  });

  it('builds the link chain on its own', () => {
    expect(createLink()).toBeInstanceOf(ApolloLink);
  });
});
