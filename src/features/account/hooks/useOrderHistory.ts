/**
 * Order history: the customer's orders a page at a time (newest first), found by order number,
 * and one order's details (items, totals, addresses, payment, status) when opened.
 */
import { useQuery } from '@apollo/client/react';
import { useCallback, useState, type ChangeEvent, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import type {
  GetOrderDetailsQuery,
  GetOrderDetailsQueryVariables,
  GetOrderHistoryQuery,
  GetOrderHistoryQueryVariables,
} from '../../../__generated__/operations';
import { formatApolloError } from '../../../platform/apollo/errorLink';
import { GET_ORDER_DETAILS, GET_ORDER_HISTORY } from '../graphql/orders';

const ORDER_HISTORY_PAGE_SIZE = 10;

type Orders = NonNullable<NonNullable<GetOrderHistoryQuery['customer']>['orders']>;
type OrderSummary = NonNullable<Orders['items'][number]>;

export interface OrderHistory {
  isLoading: boolean;
  error: string | null;
  orders: OrderSummary[];
  totalCount: number;
  page: number;
  totalPages: number;
  search: string;
  /** The number searched for, once a search ran. */
  searchedFor: string | null;
  openNumber: string | null;
  handleSearchChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  handleSearch: (event: FormEvent<HTMLFormElement>) => void;
  handleClearSearch: () => void;
  handlePreviousPage: () => void;
  handleNextPage: () => void;
  handleToggleOrder: (number: string) => void;
}

export function useOrderHistory(): OrderHistory {
  // `?number=` (from My Downloads) opens with that order found and shown.
  const [params] = useSearchParams();
  const linked = params.get('number')?.trim() || null;
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState(linked ?? '');
  const [searchedFor, setSearchedFor] = useState<string | null>(linked);
  const [openNumber, setOpenNumber] = useState<string | null>(linked);
  const { data, loading, error } = useQuery<GetOrderHistoryQuery, GetOrderHistoryQueryVariables>(
    GET_ORDER_HISTORY,
    {
      variables: { currentPage: page, pageSize: ORDER_HISTORY_PAGE_SIZE, number: searchedFor },
      fetchPolicy: 'cache-and-network',
    },
  );
  const orders = data?.customer?.orders;
  const totalPages = Math.max(1, orders?.page_info?.total_pages ?? 1);
  const handleSearch = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setSearchedFor(search.trim() || null);
      setPage(1);
      setOpenNumber(null);
    },
    [search],
  );
  return {
    isLoading: loading && !data,
    error: error ? formatApolloError(error) : null,
    orders: (orders?.items ?? []).filter((order): order is OrderSummary => Boolean(order)),
    totalCount: orders?.total_count ?? 0,
    page,
    totalPages,
    search,
    searchedFor,
    openNumber,
    handleSearchChange: (event) => setSearch(event.target.value),
    handleSearch,
    handleClearSearch: () => {
      setSearch('');
      setSearchedFor(null);
      setPage(1);
    },
    handlePreviousPage: () => setPage((current) => Math.max(1, current - 1)),
    handleNextPage: () => setPage((current) => Math.min(totalPages, current + 1)),
    handleToggleOrder: (number) => setOpenNumber((current) => (current === number ? null : number)),
  };
}

export type OrderDetailsData = NonNullable<
  NonNullable<NonNullable<GetOrderDetailsQuery['customer']>['orders']>['items'][number]
>;

export function useOrderDetails(number: string): {
  isLoading: boolean;
  error: string | null;
  order: OrderDetailsData | null;
} {
  const { data, loading, error } = useQuery<GetOrderDetailsQuery, GetOrderDetailsQueryVariables>(
    GET_ORDER_DETAILS,
    { variables: { number }, fetchPolicy: 'cache-first' },
  );
  return {
    isLoading: loading && !data,
    error: error ? formatApolloError(error) : null,
    order: data?.customer?.orders?.items?.[0] ?? null,
  };
}
