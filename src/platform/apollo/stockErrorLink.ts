/**
 * Stock errors (spec 8): when a cart holds an item that is out of stock, or more of it than is
 * available, Magento still answers the cart but sets that item to null and adds one of three
 * errors. The storefront removes those errors from the answer and drops the affected item from
 * the data, so the rest of the cart renders instead of the whole query failing.
 *
 * Which item: Magento reports it through the error's `path`, e.g. ['cart', 'items', 3] or
 * ['updateCartItems', 'cart', 'items', 3, 'product']. The first numeric segment is the item's
 * index and the segments before it lead to the item list; that entry is removed from the list
 * (with any other null entries of it, which GraphQL left where items failed).
 * Without a usable path, the error is removed and null entries are dropped from every cart's
 * `items` list (a cart being an object typed `Cart` or the value of a `cart` field).
 * A stock error is kept when there is nothing to render: no data at all, or no list at its path
 * (e.g. the cart itself is null), so the caller still learns why.
 *
 * Messages are matched exactly: "Could not add the product with SKU ... : The requested qty is not
 * available" (an add-to-cart that asks for too many) is an answer for the shopper and is kept.
 */
import { ApolloLink } from '@apollo/client';
import type { GraphQLFormattedError } from 'graphql';
import { map } from 'rxjs';

/** The three stock messages (spec 8), word for word. */
export const STOCK_ERROR_MESSAGES: readonly string[] = [
  'Some of the products are out of stock.',
  'There are no source items with the in stock status',
  'The requested qty is not available',
];

type Path = ReadonlyArray<string | number>;
type Json = unknown;

interface ResultLike {
  data?: Record<string, unknown> | null;
  errors?: ReadonlyArray<GraphQLFormattedError>;
}

export const isStockError = (error: GraphQLFormattedError): boolean =>
  STOCK_ERROR_MESSAGES.includes(error.message.trim());

const isRecord = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value at a path of field names. */
function getIn(value: Json, path: readonly string[]): Json {
  let current = value;
  for (const key of path) {
    if (!isRecord(current)) return undefined;
    current = current[key];
  }
  return current;
}

/** A copy of `value` with the value at a path of field names (which must exist) replaced. */
function updateIn(value: Json, path: readonly string[], update: (old: Json) => Json): Json {
  if (path.length === 0) return update(value);
  const [key, ...rest] = path as [string, ...string[]];
  const record = value as Record<string, Json>;
  return { ...record, [key]: updateIn(record[key], rest, update) };
}

/** The path of the item list and the item's index, from an error path; null when it has none. */
export function stockItemLocation(path: Path | undefined): { listPath: string[]; index: number } | null {
  const at = path?.findIndex((segment) => typeof segment === 'number') ?? -1;
  if (!path || at < 1) return null;
  return { listPath: path.slice(0, at) as string[], index: path[at] as number };
}

/** Drops null entries from the `items` list of every cart in `value`; returns `value` if unchanged. */
function dropNullCartItems(value: Json, fieldName?: string): Json {
  if (Array.isArray(value)) {
    const next = value.map((entry) => dropNullCartItems(entry));
    return next.some((entry, index) => entry !== value[index]) ? next : value;
  }
  if (!isRecord(value)) return value;
  const isCart = value.__typename === 'Cart' || fieldName === 'cart';
  let changed = false;
  const next: Record<string, Json> = {};
  for (const [key, entry] of Object.entries(value)) {
    let updated: Json;
    if (isCart && key === 'items' && Array.isArray(entry) && entry.includes(null)) {
      updated = entry.filter((item) => item !== null);
    } else {
      updated = dropNullCartItems(entry, key);
    }
    changed ||= updated !== entry;
    next[key] = updated;
  }
  return changed ? next : value;
}

/** The result without its stock errors and without the cart items they are about (see above). */
export function filterStockErrors<T extends ResultLike>(result: T): T {
  const { data, errors } = result;
  if (!errors?.length || !data || !errors.some(isStockError)) return result;

  const removals = new Map<string, { listPath: string[]; indexes: Set<number> }>();
  const kept: GraphQLFormattedError[] = [];
  let pathless = false;
  for (const error of errors) {
    if (!isStockError(error)) {
      kept.push(error);
      continue;
    }
    const location = stockItemLocation(error.path);
    if (!location) {
      pathless = true;
      continue;
    }
    if (!Array.isArray(getIn(data, location.listPath))) {
      kept.push(error); // nothing there to drop: the answer is not renderable without the error
      continue;
    }
    const key = JSON.stringify(location.listPath);
    const removal = removals.get(key) ?? { listPath: location.listPath, indexes: new Set<number>() };
    removal.indexes.add(location.index);
    removals.set(key, removal);
  }

  let nextData: Json = data;
  for (const { listPath, indexes } of removals.values()) {
    nextData = updateIn(nextData, listPath, (list) =>
      (list as Json[]).filter((item, index) => item !== null && !indexes.has(index)),
    );
  }
  if (pathless) nextData = dropNullCartItems(nextData);

  const { errors: _removed, ...rest } = result;
  return {
    ...rest,
    data: nextData as T['data'],
    ...(kept.length ? { errors: kept } : {}),
  } as T;
}

export function createStockErrorLink(): ApolloLink {
  return new ApolloLink((operation, forward) =>
    forward(operation).pipe(map((result) => filterStockErrors(result as ResultLike) as ApolloLink.Result)),
  );
}
