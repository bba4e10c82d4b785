/**
 * Answers the server sent with the page (see app/resolver/pageBootstrap): the queries the page
 * asks first, answered once from those instead of the network.
 *
 * - `answerFromPage` makes `client.query` (what the data layer's start-up asks: the header's
 *   data, the route, the page's first data) write such an answer straight into the cache, each in
 *   a task of its own. Going through the link chain costs, per query, an observable pipeline and a
 *   read of the whole result back from the cache after writing it; at start-up nothing watches
 *   the cache yet, so the write alone is enough, and separate tasks keep the main thread free
 *   between them instead of one long task.
 * - `createBootstrapLink` answers any other query that has an answer there (a hook asking before
 *   the start-up did); it sits right below the link that records asked queries.
 *
 * Either way the query counts as asked (hooks do not ask it again) and each answer is used once.
 */
import { ApolloLink, type ApolloClient } from '@apollo/client';
import { OperationTypeNode } from 'graphql';
import { of } from 'rxjs';
import { yieldToMain } from '../browser/yieldToMain';
import { operationName, queryKey, recordAskedQuery } from './askedQueries';

/** A GraphQL answer as the backend sent it. */
export interface BootstrapAnswer {
  data: Record<string, unknown>;
}

export function createBootstrapLink(answers: Map<string, BootstrapAnswer>): ApolloLink {
  return new ApolloLink((operation, forward) => {
    if (operation.operationType !== OperationTypeNode.QUERY || !answers.size) return forward(operation);
    const key = queryKey(operation.operationName ?? '', operation.variables);
    const answer = answers.get(key);
    if (!answer) return forward(operation);
    // Once: a later refetch asks the network.
    answers.delete(key);
    return of({ data: answer.data });
  });
}

/**
 * Makes `client.query` answer from `answers` (see above). Returns a function whose promise
 * settles once no answer is being written: the start-up's chain of queries (route, then the page's
 * data) has been answered from the page or has gone to the network.
 */
export function answerFromPage(
  client: ApolloClient,
  answers: Map<string, BootstrapAnswer>,
): () => Promise<void> {
  let writing = 0;
  const query = client.query.bind(client);
  client.query = ((options: Parameters<ApolloClient['query']>[0]) => {
    const name = answers.size ? operationName(options.query) : '';
    const key = name ? queryKey(name, options.variables) : '';
    const answer = key ? answers.get(key) : undefined;
    if (!answer) return query(options);
    answers.delete(key);
    recordAskedQuery(name, options.variables);
    writing += 1;
    return yieldToMain().then(() => {
      try {
        if (options.fetchPolicy !== 'no-cache') {
          client.writeQuery({ query: options.query, variables: options.variables, data: answer.data });
        }
      } finally {
        writing -= 1;
      }
      return { data: answer.data };
    });
  }) as ApolloClient['query'];
  return async () => {
    // A caller that goes on from one answer to the next query (route, then page data) asks it in
    // the microtasks right after the answer, so `writing` is counted again before the next task.
    do {
      await yieldToMain();
    } while (writing > 0);
  };
}
