/**
 * Sends the storefront's own GraphQL documents (src/**\/graphql), so the suite asks exactly what
 * the app asks: queries by GET and mutations by POST, as the app's HTTP link does.
 */
import { print, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import type { Answer, BackendClient, GraphQLBody, RequestHeaders } from './client';

const printed = new WeakMap<DocumentNode, { text: string; isMutation: boolean }>();

function textOf(document: DocumentNode): { text: string; isMutation: boolean } {
  let entry = printed.get(document);
  if (!entry) {
    const operation = document.definitions.find(
      (definition): definition is OperationDefinitionNode => definition.kind === 'OperationDefinition',
    );
    entry = { text: print(document), isMutation: operation?.operation === 'mutation' };
    printed.set(document, entry);
  }
  return entry;
}

export function send<D = Record<string, unknown>>(
  client: BackendClient,
  document: DocumentNode,
  variables: Record<string, unknown> = {},
  headers: RequestHeaders = {},
): Promise<Answer<GraphQLBody<D>>> {
  const { text, isMutation } = textOf(document);
  return client.gql<D>(text, { ...headers, variables, method: isMutation ? 'POST' : 'GET' });
}
