/**
 * Queries that read fields outside stock Magento (../shared/magento/storefront-extensions.graphql):
 * each is written once, with its extension fields; the same query without them (its "stock"
 * form, stockDocument.ts) is its fallback. A backend that lacks an extension answers the
 * full query with a validation error ("Cannot query field ..."): the stock form is asked instead,
 * and for the rest of the page's life, so the feature degrades to "extension off" rather than
 * failing. Any other error is the caller's to show.
 */
import type { DocumentNode, OperationVariables, WatchQueryFetchPolicy } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { formatApolloError } from './errorLink';
import { stockDocument, type MaybeWithoutExtensions } from './stockDocument';

/** Full documents the backend has rejected for an unknown field, for the life of the page. */
const rejected = new WeakSet<DocumentNode>();

/** True when the error says the backend does not know a field of the query. */
export function isUnknownFieldError(error: unknown): boolean {
  return Boolean(error) && /Cannot query field "/.test(formatApolloError(error));
}

export interface ExtensionQueryOptions<V extends OperationVariables> {
  variables?: V;
  skip?: boolean;
  fetchPolicy?: WatchQueryFetchPolicy;
  nextFetchPolicy?: WatchQueryFetchPolicy;
}

export interface ExtensionQueryResult<T> {
  data: MaybeWithoutExtensions<T> | undefined;
  loading: boolean;
  error: unknown;
  /** True once the stock form is in use. */
  isStock: boolean;
}

/** `useQuery` for a query with extension fields, asking its stock form where they are missing. */
export function useExtensionQuery<T, V extends OperationVariables = OperationVariables>(
  full: DocumentNode,
  { skip = false, ...options }: ExtensionQueryOptions<V> = {},
): ExtensionQueryResult<T> {
  const [isStock, setIsStock] = useState(() => rejected.has(full));
  // Apollo's option types are unions keyed on the variables' shape; these calls pass them through.
  const fullResult = useQuery<T, V>(full, { ...options, skip: skip || isStock } as never);
  const stockResult = useQuery<MaybeWithoutExtensions<T>, V>(stockDocument(full), {
    ...options,
    skip: skip || !isStock,
  } as never);
  const fullError = fullResult.error;
  const fallBack = !isStock && isUnknownFieldError(fullError);
  useEffect(() => {
    if (!fallBack) return;
    rejected.add(full);
    setIsStock(true);
  }, [fallBack, full]);
  if (isStock) {
    return {
      data: stockResult.data as MaybeWithoutExtensions<T> | undefined,
      loading: stockResult.loading,
      error: stockResult.error,
      isStock,
    };
  }
  return {
    data: fallBack ? undefined : (fullResult.data as MaybeWithoutExtensions<T> | undefined),
    loading: fullResult.loading || fallBack,
    error: fallBack ? undefined : fullError,
    isStock,
  };
}
