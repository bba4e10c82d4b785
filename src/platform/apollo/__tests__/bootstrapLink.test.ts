import { gql } from '@apollo/client';
import { yieldToMain } from '../../browser/yieldToMain';
import { queryKey, resetAskedQueries, wasAsked } from '../askedQueries';
import type { BootstrapAnswer } from '../bootstrapLink';
import { recordRequests, STORE_CONFIG_QUERY, testClient } from './helpers';

const ROUTE = gql`
  query TestRoute($url: String!) {
    route(url: $url) {
      relative_url
      type
    }
  }
`;

const routeAnswer = (url: string): BootstrapAnswer => ({
  data: { route: { __typename: 'CmsPage', relative_url: url, type: 'CMS_PAGE' } },
});
const storeAnswer: BootstrapAnswer = {
  data: { storeConfig: { __typename: 'StoreConfig', store_code: 'page', store_name: 'From the page' } },
};

afterEach(() => resetAskedQueries());

describe('answers the page came with, through client.query', () => {
  it('writes an answer into the cache in a task of its own, once, and counts the query as asked', async () => {
    const seen = recordRequests();
    const answers = new Map([[queryKey('StoreCode', {}), storeAnswer]]);
    const client = testClient({ bootstrapAnswers: answers });

    const result = client.query({ query: STORE_CONFIG_QUERY });
    // Not written in the caller's task: the write is a task of its own.
    expect(client.readQuery({ query: STORE_CONFIG_QUERY })).toBeNull();
    expect((await result).data).toEqual(storeAnswer.data);
    expect(client.readQuery({ query: STORE_CONFIG_QUERY })).toEqual(storeAnswer.data);
    expect(wasAsked(STORE_CONFIG_QUERY)).toBe(true);
    expect(seen).toHaveLength(0);
    expect(answers.size).toBe(0);

    // Used once: asking again goes to the backend.
    const again = await client.query<{ storeConfig: unknown }>({
      query: STORE_CONFIG_QUERY,
      fetchPolicy: 'network-only',
    });
    expect(seen.map((request) => request.operationName)).toEqual(['StoreCode']);
    expect(again.data?.storeConfig).not.toEqual(storeAnswer.data.storeConfig);
  });

  it('leaves the cache alone for a no-cache query and asks the backend for one it has no answer to', async () => {
    const seen = recordRequests();
    const client = testClient({ bootstrapAnswers: new Map([[queryKey('StoreCode', {}), storeAnswer]]) });
    const { data } = await client.query({ query: STORE_CONFIG_QUERY, fetchPolicy: 'no-cache' });
    expect(data).toEqual(storeAnswer.data);
    expect(client.readQuery({ query: STORE_CONFIG_QUERY })).toBeNull();
    expect(seen).toHaveLength(0);

    await client.query({ query: STORE_CONFIG_QUERY });
    expect(seen.map((request) => request.operationName)).toEqual(['StoreCode']);
  });

  it('tells when no answer is being written, through a chain of queries that each follow the last', async () => {
    const answers = new Map([
      [queryKey('TestRoute', { url: '/a' }), routeAnswer('b')],
      [queryKey('TestRoute', { url: '/b' }), routeAnswer('c')],
      [queryKey('TestRoute', { url: '/c' }), routeAnswer('d')],
    ]);
    const client = testClient({ bootstrapAnswers: answers });
    const follow = async (url: string): Promise<void> => {
      const { data } = await client.query<{ route: { relative_url: string } | null }>({
        query: ROUTE,
        variables: { url },
      });
      const next = data?.route?.relative_url;
      if (next && answers.has(queryKey('TestRoute', { url: `/${next}` }))) await follow(`/${next}`);
    };
    void follow('/a');
    await client.pageAnswersWritten();
    expect(answers.size).toBe(0);
    for (const url of ['/a', '/b', '/c']) {
      expect(client.readQuery({ query: ROUTE, variables: { url } })).not.toBeNull();
    }
  });

  it('settles at once without answers', async () => {
    const client = testClient();
    let settled = false;
    void client.pageAnswersWritten().then(() => {
      settled = true;
    });
    await yieldToMain();
    expect(settled).toBe(true);
  });
});
