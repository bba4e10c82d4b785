/**
 * Answers the server sent with the page (see app/resolver/pageBootstrap): the queries the page
 * asks first, answered once from those instead of the network. The link sits right below the
 * link that records asked queries, so a query answered here counts as asked (hooks do not ask it
 * again) and its answer reaches the cache the usual way.
 */
import { ApolloLink } from '@apollo/client';
import { OperationTypeNode } from 'graphql';
import { of } from 'rxjs';
import { queryKey } from './askedQueries';

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
