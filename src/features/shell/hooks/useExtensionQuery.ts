/**
 * A query that reads fields outside stock Magento (menu_url, category_as_label,
 * total_summary_quantity_including_config: ../shared/magento/storefront-extensions.graphql), with
 * the same query without them as its fallback. A backend that lacks an extension answers the full
 * query with a validation error ("Cannot query field ..."): the stock query is asked instead,
 * and for the rest of the page's life, so the feature degrades to "extension off" rather than
 * failing. Any other error is the caller's to show.
 */
import type { DocumentNode, OperationVariables, WatchQueryFetchPolicy } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { formatApolloError } from '../../../platform/apollo/errorLink';

/** Full documents the backend has rejected for an unknown field, for the life of the page. */
const rejected = new WeakSet<DocumentNode>();

/** True when the error says the backend does not know a field of the query. */
function isUnknownFieldError(error: unknown): boolean {
  return Boolean(error) && /Cannot query field "/.test(formatApolloError(error));
}

export interface ExtensionQueryOptions<V extends OperationVariables> {
  variables?: V;
  skip?: boolean;
  fetchPolicy?: WatchQueryFetchPolicy;
  nextFetchPolicy?: WatchQueryFetchPolicy;
}

export interface ExtensionQueryResult<TFull, TStock> {
  data: TFull | TStock | undefined;
  loading: boolean;
  error: unknown;
  /** True once the stock query is in use. */
  isStock: boolean;
}

export function useExtensionQuery<TFull, TStock, V extends OperationVariables = OperationVariables>(
  full: DocumentNode,
  stock: DocumentNode,
  { skip = false, ...options }: ExtensionQueryOptions<V> = {},
): ExtensionQueryResult<TFull, TStock> {
  const [isStock, setIsStock] = useState(() => rejected.has(full));
  // Apollo's option types are unions keyed on the variables' shape; these calls pass them through.
  const fullResult = useQuery<TFull, V>(full, { ...options, skip: skip || isStock } as never);
  const stockResult = useQuery<TStock, V>(stock, { ...options, skip: skip || !isStock } as never);
  const fullError = fullResult.error;
  const fallBack = !isStock && isUnknownFieldError(fullError);
  useEffect(() => {
    if (!fallBack) return;
    rejected.add(full);
    setIsStock(true);
  }, [fallBack, full]);
  if (isStock) {
    return {
      data: stockResult.data as TStock | undefined,
      loading: stockResult.loading,
      error: stockResult.error,
      isStock,
    };
  }
  return {
    data: fallBack ? undefined : (fullResult.data as TFull | undefined),
    loading: fullResult.loading || fallBack,
    error: fallBack ? undefined : fullError,
    isStock,
  };
}
