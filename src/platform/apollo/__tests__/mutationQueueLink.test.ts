import { ApolloLink } from '@apollo/client';
import { delay, HttpResponse } from 'msw';
import { firstValueFrom, lastValueFrom, of } from 'rxjs';
import { MutationQueueLink } from '../mutationQueueLink';
import {
  answerTestMutation,
  latch,
  mutationResult,
  settle,
  STORE_CONFIG_QUERY,
  TEST_MUTATION,
  testClient,
} from './helpers';

beforeEach(() => window.localStorage.clear());
afterEach(() => jest.restoreAllMocks());

/** Answers TestMutation, logging "start <name>" and "end <name>"; `hold(name)` runs before the answer. */
function answerWithLog(hold: (name: string) => Promise<unknown> | void = () => undefined) {
  const events: string[] = [];
  answerTestMutation(async (name) => {
    events.push(`start ${name}`);
    await hold(name);
    events.push(`end ${name}`);
    return name === 'failing'
      ? HttpResponse.json({ message: 'Server down' }, { status: 503 })
      : mutationResult(name);
  });
  return events;
}

const mutate = (client: ReturnType<typeof testClient>, name: string, context?: Record<string, unknown>) =>
  client.mutate({ mutation: TEST_MUTATION, variables: { name }, ...(context ? { context } : {}) });

describe('mutationQueueLink', () => {
  it('runs overlapping mutations one at a time, in order: the second starts after the slow first finishes', async () => {
    const events = answerWithLog((name) => (name === 'first' ? delay(150) : undefined));
    const client = testClient();

    const first = mutate(client, 'first');
    const second = mutate(client, 'second');
    const third = mutate(client, 'third');
    await settle(50);
    expect(events).toEqual(['start first']);

    const results = await Promise.all([first, second, third]);
    expect(events).toEqual([
      'start first',
      'end first',
      'start second',
      'end second',
      'start third',
      'end third',
    ]);
    expect(
      results.map((result) => (result.data as { testMutation: { name: string } }).testMutation.name),
    ).toEqual(['first', 'second', 'third']);
  });

  it('starts the next mutation after the previous one fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const gate = latch();
    const events = answerWithLog((name) => (name === 'failing' ? gate.reached : undefined));
    const client = testClient();

    const failing = mutate(client, 'failing').catch((error: unknown) => error);
    const next = mutate(client, 'next');
    await settle();
    expect(events).toEqual(['start failing']);
    gate.reach();

    expect(await failing).toBeInstanceOf(Error);
    await next;
    expect(events).toEqual(['start failing', 'end failing', 'start next', 'end next']);
  });

  it('drops a request cancelled while it waits: it is never sent', async () => {
    const gate = latch();
    const events = answerWithLog((name) => (name === 'first' ? gate.reached : undefined));
    const client = testClient();

    const first = mutate(client, 'first');
    const cancelled = ApolloLink.execute(
      client.link,
      { query: TEST_MUTATION, variables: { name: 'cancelled' } },
      { client },
    ).subscribe({});
    const last = mutate(client, 'last');
    await settle();
    cancelled.unsubscribe();
    gate.reach();
    await Promise.all([first, last]);
    await settle();

    expect(events).toEqual(['start first', 'end first', 'start last', 'end last']);
  });

  it('starts the next request when the running one is cancelled', async () => {
    const gate = latch();
    const events = answerWithLog((name) => (name === 'stuck' ? gate.reached : undefined));
    const client = testClient();

    const stuck = ApolloLink.execute(
      client.link,
      { query: TEST_MUTATION, variables: { name: 'stuck' } },
      { client },
    ).subscribe({});
    const next = mutate(client, 'next');
    await settle();
    expect(events).toEqual(['start stuck']);
    stuck.unsubscribe();
    await next;
    gate.reach();

    expect(events.slice(0, 3)).toEqual(['start stuck', 'start next', 'end next']);
  });

  it('sends a mutation with skipQueue at once, beside the queue', async () => {
    const gate = latch();
    const events = answerWithLog((name) => (name === 'first' ? gate.reached : undefined));
    const client = testClient();

    const first = mutate(client, 'first');
    const queued = mutate(client, 'queued');
    await settle();
    await mutate(client, 'urgent', { skipQueue: true });
    expect(events).toEqual(['start first', 'start urgent', 'end urgent']);
    gate.reach();
    await Promise.all([first, queued]);
    expect(events.slice(3)).toEqual(['end first', 'start queued', 'end queued']);
  });

  it('does not queue queries', async () => {
    const gate = latch();
    answerWithLog((name) => (name === 'first' ? gate.reached : undefined));
    const client = testClient();

    const first = mutate(client, 'first');
    await settle();
    const { data } = await client.query({ query: STORE_CONFIG_QUERY });
    expect(data).toMatchObject({ storeConfig: { store_code: 'radio_store_view' } });
    gate.reach();
    await first;
  });

  it('keeps going when a link below throws instead of erroring, and counts waiting requests', async () => {
    const queue = new MutationQueueLink();
    let calls = 0;
    const terminating = new ApolloLink(() => {
      calls += 1;
      if (calls === 1) throw new Error('thrown below');
      return of({ data: { testMutation: { name: 'ok' } } });
    });
    const link = ApolloLink.from([queue, terminating]);
    const client = testClient();
    const run = (name: string) =>
      ApolloLink.execute(link, { query: TEST_MUTATION, variables: { name } }, { client });

    await expect(firstValueFrom(run('a'))).rejects.toThrow('thrown below');
    await expect(lastValueFrom(run('b'))).resolves.toEqual({ data: { testMutation: { name: 'ok' } } });
    expect(queue.size).toBe(0);
  });
});
