/**
 * Which queries this page has already asked of the network (since it loaded): the client's link
 * chain records each query as it goes out, with its variables.
 *
 * Hooks that read "from the network first, then from the cache" (cache-and-network, spec 7) use
 * `firstAskPolicy`: when the same query was asked moments ago (route resolution fetched the
 * page's data with its code, the shell's data was asked before the first render), reading the
 * cache is as fresh as asking again, so they do not send a second, identical request. Data that
 * only came from the persisted cache of an earlier visit was not asked: it is refreshed as before.
 *
 * No Apollo modules here: the hooks that read it stay out of the data layer's chunk.
 */
import type { DocumentNode } from 'graphql';

const asked = new Set<string>();

function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record)
      .filter((key) => record[key] !== undefined)
      .sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${stable(record[key])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The name of the operation `document` defines ('' when it has none). */
export function operationName(document: DocumentNode): string {
  for (const definition of document.definitions) {
    if (definition.kind === 'OperationDefinition') return definition.name?.value ?? '';
  }
  return '';
}

/** A query's identity: its operation name and its variables, whatever their key order. */
export const queryKey = (name: string, variables: Record<string, unknown> | undefined): string =>
  `${name} ${stable(variables ?? {})}`;

/** Records a query sent to the network (the client's link chain calls it). */
export function recordAskedQuery(name: string, variables: Record<string, unknown> | undefined): void {
  if (name) asked.add(queryKey(name, variables));
}

/** Whether `document` with `variables` was asked of the network since the page loaded. */
export function wasAsked(document: DocumentNode, variables?: Record<string, unknown>): boolean {
  const name = operationName(document);
  return Boolean(name) && asked.has(queryKey(name, variables));
}

/** cache-first when the query was just asked, else cache-and-network (see above). */
export function firstAskPolicy(
  document: DocumentNode,
  variables?: Record<string, unknown>,
): 'cache-first' | 'cache-and-network' {
  return wasAsked(document, variables) ? 'cache-first' : 'cache-and-network';
}

/** Forgets every recorded query (tests; a store switch reloads the page instead). */
export function resetAskedQueries(): void {
  asked.clear();
}
