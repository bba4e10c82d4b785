/**
 * The data cache, persisted in local storage (spec 3, "Persistence entries"), so a returning
 * shopper sees the last catalog, cart and account data at once while fresh data loads.
 *
 * - `restoreCache(cache)` reads the stored copy synchronously and restores it: call it before the
 *   first render (createClient does).
 * - `persistCache(cache)` saves the cache after it changes: writes are coalesced into one save
 *   that starts 1 s after the first unsaved change and runs in idle time, a few entries per idle
 *   period, so saving never holds the main thread for long; and it saves at once when the page is
 *   hidden or left (`visibilitychange` to hidden, `pagehide`), since pending work does not survive
 *   a reload.
 * - Saving is incremental: the cache's entries, and each entry's fields, are immutable (Apollo
 *   replaces what a write changes), so their JSON (and the references they hold) is remembered by
 *   identity and only what changed since the last save is serialized again.
 * - `flushCachePersistence()` saves now, for flows that must not lose a change (sign-out evicts
 *   the cart and customer and then persists the cache, spec 4).
 *
 * The entry is `{ version, scope, data }` under one namespaced key. A stored copy is discarded,
 * not restored, when
 * - its `version` differs from CACHE_PERSISTENCE_VERSION: bump it whenever the stored shape
 *   changes incompatibly (type policies' key fields, the cache's own format);
 * - its `scope` differs (createClient uses the store view and currency: Magento answers differ
 *   per store view and currency, and switching either reloads the page);
 * - it cannot be parsed.
 *
 * Size. The stored copy is at most MAX_PERSISTED_CACHE_LENGTH code units (2 Mi). Browsers give an
 * origin 5 MiB of local storage, which, depending on how a browser counts it (characters, or UTF-16
 * bytes), is 2.5 to 5 Mi code units; it is shared with every other entry of the origin (this app's
 * sign-in, cart, checkout and image entries, and anything else served from the same host). 2 Mi
 * fits under the smallest reading with room for the rest, so a full cache does not push the cart id
 * or the sign-in token out of storage. The limit is also a cost: the stored copy is parsed and
 * restored synchronously before the first render, and every save writes it whole (`setItem` blocks
 * the main thread), so a copy twice as large costs twice as long on both.
 *
 * Eviction. While the whole cache fits, the whole cache is stored. When the snapshot would be
 * larger than the limit, the *persisted copy* leaves out what was written or used longest ago; the
 * in-memory cache keeps everything.
 * - Each ROOT_QUERY field (`products({...})`, `route({...})`, `categories({...})`, …) carries the
 *   time it was last written (a write of a query naming it, or any change to its value) or used (a
 *   query naming it watched or read the cache: a page showing it mounted, a route lookup answered
 *   from the cache, a page's data prefetched from it). ROOT_QUERY's fields are stored
 *   oldest first, and that order is read back on restore, so it carries over across reloads.
 * - KEPT_ROOT_FIELDS are never left out: the cart's and the customer's fields, the store config,
 *   and what the shell (header, menu, switchers, footer) asks on every page.
 * - Eviction keeps the kept fields, then takes the other root fields newest first while the copy
 *   (fields and the normalized entities they reach through `{ __ref }`, walked transitively) stays
 *   within PERSISTED_CACHE_EVICTION_TARGET of the limit (three quarters: headroom, so the next
 *   saves do not evict again). The first field that does not fit, and every older one, is left
 *   out, as is every entity no persisted root field reaches (and ROOT_MUTATION). Left-out fields
 *   stay out of later saves until they are written or used again, so the copy grows back to the
 *   limit before the next eviction.
 * - Product relations (LINK_FIELDS: related, upsell and cross-sell products) are followed one
 *   step only. A product a persisted field reaches is stored with its related products as tiles; a
 *   product reached only as such a tile is stored without its own relations (its page is not
 *   stored, and a tile never shows them). Otherwise, in a real catalog, the cart's one product
 *   would reach most of the catalog through related products of related products, and the kept
 *   fields alone would fill the copy.
 * - The restored cache is consistent: a persisted root field's value and every entity it reaches
 *   are persisted whole (a field is left out whole, an entity only when nothing persisted reaches
 *   it; a tile only loses its relations, which nothing persisted asks of it), so no persisted
 *   field points at a missing entity.
 * - A single enormous field (one that, with the entities it reaches, does not fit in the target
 *   even with nothing but the kept fields) is left out on its own and the older fields are still
 *   considered: it is never persisted, and the rest is. When the kept fields alone exceed the limit,
 *   nothing can be persisted: the stored copy is removed (it is stale) with a console warning.
 * - When the storage refuses a copy (its quota, shared with the other entries, is full), one more
 *   attempt is made with the copy evicted to half that size; when that is refused too, the stored
 *   copy is removed with a console warning.
 */
import type { InMemoryCache, NormalizedCacheObject } from '@apollo/client';
// Types only: graphql's runtime lives in the data layer's chunk, and this module is in the entry.
import type { DocumentNode, FieldNode, SelectionSetNode } from 'graphql';
import { whenIdle } from '../browser/idle';
import { CACHE_SAVE_IDLE_WAIT_MS } from '../loadingPolicy';
import { STORAGE_KEY_PREFIX } from '../persistence/browserPersistence';

/** The stored cache's name (after the persistence prefix). */
export const CACHE_PERSISTENCE_NAME = 'apollo_cache';
/** Version of the stored shape; an entry of another version is discarded. */
export const CACHE_PERSISTENCE_VERSION = 1;
/** Coalescing window for saves after writes, in ms. */
export const CACHE_PERSIST_DEBOUNCE_MS = 1000;
/** Largest saved entry, in UTF-16 code units (what storage quotas count): 2 Mi (see above). */
export const MAX_PERSISTED_CACHE_LENGTH = 2 * 1024 * 1024;
/** Share of the limit an eviction brings the persisted copy down to. */
export const PERSISTED_CACHE_EVICTION_TARGET = 0.75;

/**
 * ROOT_QUERY fields the persisted copy always keeps, by field name: with any arguments, or only
 * the field asked without arguments (`categories` alone is the mega menu's tree; with filters it is
 * a category page's, or a level of the drawer's tree, which are evicted like any page's data).
 */
export const KEPT_ROOT_FIELDS: Readonly<Record<string, 'any arguments' | 'no arguments'>> = {
  /** The guest's cart, by cart id (the cart trigger's count, the cart page, checkout). */
  cart: 'any arguments',
  /** The signed-in shopper's cart. */
  customerCart: 'any arguments',
  /** The signed-in shopper (account chip, drawer, account pages). */
  customer: 'any arguments',
  /** Store settings every page reads (locale, URL suffixes, root category, copyright). */
  storeConfig: 'any arguments',
  /** The store switcher, and store codes in URLs. */
  availableStores: 'any arguments',
  /** The currency switcher. */
  currency: 'any arguments',
  /** The header's info bar and the footer's blocks (one field per block). */
  cmsBlocks: 'any arguments',
  /** The mega menu. */
  categories: 'no arguments',
};

/**
 * Fields linking a product to other products. Walked one step from a product a persisted field
 * reaches; a product reached only through one of them is stored without them (see above).
 */
const LINK_FIELDS: ReadonlySet<string> = new Set([
  'related_products',
  'upsell_products',
  'crosssell_products',
]);

/** The parts of InMemoryCache persistence uses. */
export type PersistableCache = Pick<InMemoryCache, 'extract' | 'restore'>;

export interface CachePersistenceOptions {
  /** Where to keep it; default window.localStorage (nothing is persisted without storage). */
  storage?: Storage | null;
  /** Full storage key; default `<persistence prefix>apollo_cache`. */
  key?: string;
  /** What the data is valid for (e.g. store view and currency); an entry of another scope is discarded. */
  scope?: string;
  /** Coalescing window in ms; default 1000. */
  debounceMs?: number;
  /** Largest entry saved, in code units; default MAX_PERSISTED_CACHE_LENGTH. */
  maxLength?: number;
}

interface StoredCache {
  version: number;
  scope: string;
  data: NormalizedCacheObject;
}

const DEFAULT_KEY = `${STORAGE_KEY_PREFIX}${CACHE_PERSISTENCE_NAME}`;
const ROOT_QUERY = 'ROOT_QUERY';

function defaultStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function resolve(options: CachePersistenceOptions) {
  return {
    storage: options.storage === undefined ? defaultStorage() : options.storage,
    key: options.key ?? DEFAULT_KEY,
    scope: options.scope ?? '',
    debounceMs: options.debounceMs ?? CACHE_PERSIST_DEBOUNCE_MS,
    maxLength: options.maxLength ?? MAX_PERSISTED_CACHE_LENGTH,
  };
}

function removeEntry(storage: Storage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // storage unavailable: nothing stored to remove
  }
}

function isStoredCache(value: unknown): value is StoredCache {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.version === 'number' &&
    typeof entry.scope === 'string' &&
    typeof entry.data === 'object' &&
    entry.data !== null &&
    !Array.isArray(entry.data)
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The ROOT_QUERY field order of restored copies (oldest first), for their cache's persistence. */
const restoredOrder = new WeakMap<object, string[]>();

/**
 * Restores the stored copy into `cache`, synchronously. Returns true when something was restored;
 * a stored copy of another version or scope, or a corrupt one, is removed.
 */
export function restoreCache(cache: PersistableCache, options: CachePersistenceOptions = {}): boolean {
  const { storage, key, scope } = resolve(options);
  if (!storage) return false;
  let text: string | null;
  try {
    text = storage.getItem(key);
  } catch {
    return false;
  }
  if (text === null) return false;
  try {
    const entry: unknown = JSON.parse(text);
    if (isStoredCache(entry) && entry.version === CACHE_PERSISTENCE_VERSION && entry.scope === scope) {
      cache.restore(entry.data);
      const root = entry.data[ROOT_QUERY];
      restoredOrder.set(cache, isRecord(root) ? Object.keys(root) : []);
      return true;
    }
  } catch (error) {
    console.warn('Cache persistence: the stored cache could not be restored; discarding it.', error);
  }
  removeEntry(storage, key);
  return false;
}

/** JSON of the cache's objects (entries, and their fields' objects and arrays), by identity. */
const jsonOf = new WeakMap<object, string>();

function valueJson(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value);
  let text = jsonOf.get(value);
  if (text === undefined) {
    text = JSON.stringify(value);
    jsonOf.set(value, text);
  }
  return text;
}

function fieldsJson(fields: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const name of Object.keys(fields)) {
    const text = valueJson(fields[name]);
    if (text !== undefined) parts.push(`${JSON.stringify(name)}:${text}`);
  }
  return `{${parts.join(',')}}`;
}

/** One cache entry's JSON: built from its fields' (remembered) JSON, and remembered itself. */
function entryJson(entry: unknown): string | undefined {
  if (!isRecord(entry)) return valueJson(entry);
  let text = jsonOf.get(entry);
  if (text === undefined) {
    text = fieldsJson(entry);
    jsonOf.set(entry, text);
  }
  return text;
}

/** The ids a value references (`{ __ref }` at any depth), by identity for objects. */
const refsOf = new WeakMap<object, readonly string[]>();
const NO_REFS: readonly string[] = [];

function collectRefs(value: unknown, into: string[]): void {
  if (typeof value !== 'object' || value === null) return;
  if (Array.isArray(value)) {
    for (const item of value) collectRefs(item, into);
    return;
  }
  const ref = (value as { __ref?: unknown }).__ref;
  if (typeof ref === 'string') {
    into.push(ref);
    return;
  }
  for (const name of Object.keys(value)) collectRefs((value as Record<string, unknown>)[name], into);
}

function refsIn(value: unknown): readonly string[] {
  if (typeof value !== 'object' || value === null) return NO_REFS;
  let refs = refsOf.get(value);
  if (refs === undefined) {
    const found: string[] = [];
    collectRefs(value, found);
    refs = found.length === 0 ? NO_REFS : found;
    refsOf.set(value, refs);
  }
  return refs;
}

/** A field's name without its arguments (`name` of `name({...})` or `name:{...}`). */
function fieldName(storeFieldName: string): string {
  const open = storeFieldName.search(/[(:]/);
  return open === -1 ? storeFieldName : storeFieldName.slice(0, open);
}

/** An entry's references, apart: through its product relations (`links`) and through the rest. */
interface EntryRefs {
  own: readonly string[];
  links: readonly string[];
  /** The entry has a relation field (a tile's stored copy leaves it out). */
  hasLinks: boolean;
}

const entryRefsOf = new WeakMap<object, EntryRefs>();

function entryRefs(entry: unknown): EntryRefs {
  if (!isRecord(entry)) return { own: refsIn(entry), links: NO_REFS, hasLinks: false };
  let refs = entryRefsOf.get(entry);
  if (refs === undefined) {
    const own: string[] = [];
    const links: string[] = [];
    let hasLinks = false;
    for (const name of Object.keys(entry)) {
      const isLink = LINK_FIELDS.has(fieldName(name));
      hasLinks ||= isLink;
      (isLink ? links : own).push(...refsIn(entry[name]));
    }
    refs = { own: own.length === 0 ? NO_REFS : own, links: links.length === 0 ? NO_REFS : links, hasLinks };
    entryRefsOf.set(entry, refs);
  }
  return refs;
}

/** An entry's JSON as a tile: without its product relations. */
const tileJsonOf = new WeakMap<object, string>();

function tileJson(entry: unknown): string | undefined {
  if (!isRecord(entry) || !entryRefs(entry).hasLinks) return entryJson(entry);
  let text = tileJsonOf.get(entry);
  if (text === undefined) {
    const fields: Record<string, unknown> = {};
    for (const name of Object.keys(entry)) if (!LINK_FIELDS.has(fieldName(name))) fields[name] = entry[name];
    text = fieldsJson(fields);
    tileJsonOf.set(entry, text);
  }
  return text;
}

/** Serializes one entry ahead of a save (ROOT_QUERY field by field: it is stored reordered). */
function prepareEntry(id: string, entry: unknown): void {
  if (id === ROOT_QUERY && isRecord(entry)) {
    for (const name of Object.keys(entry)) {
      valueJson(entry[name]);
      refsIn(entry[name]);
    }
    return;
  }
  entryJson(entry);
  entryRefs(entry);
}

/** Whether a ROOT_QUERY field (by its store name, `name` or `name({...})`) is always kept. */
function isKeptRootField(storeFieldName: string): boolean {
  if (storeFieldName === '__typename') return true;
  const name = fieldName(storeFieldName);
  const kept = Object.prototype.hasOwnProperty.call(KEPT_ROOT_FIELDS, name)
    ? KEPT_ROOT_FIELDS[name]
    : undefined;
  return kept === 'any arguments' || (kept === 'no arguments' && name === storeFieldName);
}

/**
 * When each ROOT_QUERY field was last written or used, as ticks of a counter (newest highest), and
 * which fields the persisted copy leaves out.
 */
interface Recency {
  ticks: Map<string, number>;
  /** Each field's value when last seen by a save: a different one since is a write. */
  values: Map<string, unknown>;
  clock: number;
  /** The clock when the last save looked: fields ticked since were written or used since. */
  synced: number;
  /** Fields left out of the persisted copy, with their tick then: out while it is unchanged. */
  evicted: Map<string, number>;
}

function newRecency(order: readonly string[] = []): Recency {
  const ticks = new Map<string, number>();
  for (const name of order) ticks.set(name, ticks.size + 1);
  return { ticks, values: new Map(), clock: ticks.size, synced: ticks.size, evicted: new Map() };
}

function touch(recency: Recency, storeFieldName: string): void {
  recency.ticks.set(storeFieldName, ++recency.clock);
}

/** Brings the ticks up to date with the fields `root` holds now (a changed value is a write). */
function syncRecency(recency: Recency, root: Record<string, unknown>): void {
  const { ticks, values, evicted } = recency;
  for (const name of Object.keys(root)) {
    if (name === '__typename') continue; // no tick: stored first
    const value = root[name];
    const tick = ticks.get(name);
    const changed = values.has(name) && values.get(name) !== value;
    if (tick === undefined || (tick <= recency.synced && changed)) ticks.set(name, ++recency.clock);
    values.set(name, value);
  }
  for (const name of ticks.keys()) {
    if (!Object.prototype.hasOwnProperty.call(root, name)) {
      ticks.delete(name);
      values.delete(name);
    }
  }
  for (const [name, tick] of evicted) if (ticks.get(name) !== tick) evicted.delete(name);
  recency.synced = recency.clock;
}

/** What one save stores: ROOT_QUERY's fields (in stored order) and the other entries' ids. */
interface Snapshot {
  fields: string[];
  /**
   * The entries besides ROOT_QUERY (undefined: all of them, whole), each with whether it is stored
   * whole (true) or as a tile, without its product relations (false).
   */
  entities: Map<string, boolean> | undefined;
  /** Estimated stored length (within a few code units). */
  length: number;
}

const partLength = (name: string, json: string | undefined) =>
  json === undefined ? 0 : JSON.stringify(name).length + json.length + 2;

const headerLength = (scope: string) =>
  `{"version":${CACHE_PERSISTENCE_VERSION},"scope":${JSON.stringify(scope)},"data":{}}`.length;

/** Everything in the cache: the stored copy before any eviction. */
function wholeSnapshot(data: NormalizedCacheObject, recency: Recency, scope: string): Snapshot {
  const rootValue = data[ROOT_QUERY];
  const root: Record<string, unknown> = isRecord(rootValue) ? rootValue : {};
  const fields = Object.keys(root).sort((a, b) => (recency.ticks.get(a) ?? 0) - (recency.ticks.get(b) ?? 0));
  let length = headerLength(scope);
  for (const id of Object.keys(data)) {
    if (id === ROOT_QUERY) length += partLength(id, '{}');
    else length += partLength(id, entryJson(data[id]));
  }
  for (const name of fields) length += partLength(name, valueJson(root[name]));
  return { fields, entities: undefined, length };
}

/**
 * The kept fields, then the other fields not evicted, newest first, with the entities they reach.
 * With a `budget`, a field that does not fit is evicted (recorded in `recency.evicted`), and so is
 * every older one, unless it could not fit even alone (then only it is).
 */
function selectSnapshot(
  data: NormalizedCacheObject,
  recency: Recency,
  scope: string,
  budget?: number,
): Snapshot {
  const rootValue = data[ROOT_QUERY];
  const root: Record<string, unknown> = isRecord(rootValue) ? rootValue : {};
  const tickOf = (name: string) => recency.ticks.get(name) ?? 0;
  const entities = new Map<string, boolean>();
  /** An entity's state before a walk changed it (undefined: not stored), to undo the walk. */
  type Change = readonly [id: string, before: boolean | undefined];
  // Adds the entities `refs` reach (whole; through a relation, as tiles) and returns the stored
  // length they add; `changes` collects what changed, in order.
  const reach = (refs: readonly string[], changes?: Change[]) => {
    let length = 0;
    const pending: Array<readonly [string, boolean]> = refs.map((id) => [id, true] as const);
    while (pending.length > 0) {
      const [id, whole] = pending.pop()!;
      if (id === ROOT_QUERY || !Object.prototype.hasOwnProperty.call(data, id)) continue;
      const before = entities.get(id);
      if (before === true || (before === false && !whole)) continue;
      const entry = data[id];
      if (before === false) length -= partLength(id, tileJson(entry)); // a tile now stored whole
      length += partLength(id, whole ? entryJson(entry) : tileJson(entry));
      entities.set(id, whole);
      changes?.push([id, before]);
      const { own, links } = entryRefs(entry);
      for (const ref of own) pending.push([ref, whole]);
      if (whole) for (const ref of links) pending.push([ref, false]);
    }
    return length;
  };
  const undo = (changes: readonly Change[]) => {
    for (let n = changes.length - 1; n >= 0; n -= 1) {
      const [id, before] = changes[n]!;
      if (before === undefined) entities.delete(id);
      else entities.set(id, before);
    }
  };
  const fieldLength = (name: string) => partLength(name, valueJson(root[name]));

  const fields: string[] = [];
  let length = headerLength(scope) + (rootValue === undefined ? 0 : partLength(ROOT_QUERY, '{}'));
  const others: string[] = [];
  for (const name of Object.keys(root)) {
    if (isKeptRootField(name)) {
      fields.push(name);
      length += fieldLength(name) + reach(refsIn(root[name]));
    } else if (!recency.evicted.has(name)) {
      others.push(name);
    }
  }
  const keptLength = length;
  others.sort((a, b) => tickOf(b) - tickOf(a));
  let cut = false;
  for (const name of others) {
    if (budget === undefined) {
      length += fieldLength(name) + reach(refsIn(root[name]));
      fields.push(name);
      continue;
    }
    if (!cut) {
      const changes: Change[] = [];
      const cost = fieldLength(name) + reach(refsIn(root[name]), changes);
      if (length + cost <= budget) {
        length += cost;
        fields.push(name);
        continue;
      }
      undo(changes);
      // A field that fits with the kept ones alone is not enormous: it and every older one go.
      if (keptLength + cost <= budget) cut = true;
    }
    recency.evicted.set(name, tickOf(name));
  }
  fields.sort((a, b) => tickOf(a) - tickOf(b));
  return { fields, entities, length };
}

/** The stored text of a snapshot: JSON of the StoredCache, built from remembered parts. */
function storedText(data: NormalizedCacheObject, snapshot: Snapshot, scope: string): string {
  const parts: string[] = [];
  for (const id of Object.keys(data)) {
    let text: string | undefined;
    if (id === ROOT_QUERY && isRecord(data[id])) {
      const root = data[id];
      const fields: string[] = [];
      for (const name of snapshot.fields) {
        const json = valueJson(root[name]);
        if (json !== undefined) fields.push(`${JSON.stringify(name)}:${json}`);
      }
      text = `{${fields.join(',')}}`;
    } else if (!snapshot.entities) {
      text = entryJson(data[id]);
    } else if (snapshot.entities.has(id)) {
      text = snapshot.entities.get(id) ? entryJson(data[id]) : tileJson(data[id]);
    }
    if (text !== undefined) parts.push(`${JSON.stringify(id)}:${text}`);
  }
  return `{"version":${CACHE_PERSISTENCE_VERSION},"scope":${JSON.stringify(scope)},"data":{${parts.join(',')}}}`;
}

function setEntry(storage: Storage, key: string, text: string): unknown {
  try {
    storage.setItem(key, text);
    return undefined;
  } catch (error) {
    return error ?? new Error('refused');
  }
}

/** Writes the cache's `data` to storage now, evicting as above. Returns true when saved. */
function save(data: NormalizedCacheObject, recency: Recency, options: ReturnType<typeof resolve>): boolean {
  const { storage, key, scope, maxLength } = options;
  if (!storage) return false;
  const rootValue = data[ROOT_QUERY];
  syncRecency(recency, isRecord(rootValue) ? rootValue : {});
  // Everything (or what is not evicted yet) when it fits; else evict down to the target.
  let snapshot =
    recency.evicted.size === 0 ? wholeSnapshot(data, recency, scope) : selectSnapshot(data, recency, scope);
  let text = snapshot.length <= maxLength ? storedText(data, snapshot, scope) : undefined;
  if (text === undefined || text.length > maxLength) {
    snapshot = selectSnapshot(data, recency, scope, Math.floor(maxLength * PERSISTED_CACHE_EVICTION_TARGET));
    text = storedText(data, snapshot, scope);
  }
  if (text.length > maxLength) {
    removeEntry(storage, key);
    console.warn(
      `Cache persistence: the cache's kept data (${text.length} characters) is larger than ${maxLength}; it is not persisted.`,
    );
    return false;
  }
  let refusal = setEntry(storage, key, text);
  if (refusal !== undefined) {
    // The origin's quota is shared: try once more at half the size.
    snapshot = selectSnapshot(data, recency, scope, Math.floor(text.length / 2));
    text = storedText(data, snapshot, scope);
    refusal = setEntry(storage, key, text);
  }
  if (refusal === undefined) return true;
  removeEntry(storage, key);
  console.warn('Cache persistence: browser storage refused the cache; it is not persisted.', refusal);
  return false;
}

/** The top-level fields of a document's operation (or first fragment), through fragments. */
const topFieldsOf = new WeakMap<DocumentNode, readonly FieldNode[]>();

function topLevelFields(document: DocumentNode): readonly FieldNode[] {
  let fields = topFieldsOf.get(document);
  if (fields) return fields;
  const found: FieldNode[] = [];
  const fragments = new Map<string, SelectionSetNode>();
  let operation: SelectionSetNode | undefined;
  let firstFragment: SelectionSetNode | undefined;
  for (const definition of document.definitions) {
    if (definition.kind === 'FragmentDefinition') {
      fragments.set(definition.name.value, definition.selectionSet);
      firstFragment ??= definition.selectionSet;
    } else if (definition.kind === 'OperationDefinition') {
      operation ??= definition.selectionSet;
    }
  }
  const main = operation ?? firstFragment;
  const seen = new Set<string>();
  const collect = (selectionSet: SelectionSetNode) => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === 'Field') found.push(selection);
      else if (selection.kind === 'InlineFragment') collect(selection.selectionSet);
      else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        const spread = fragments.get(selection.name.value);
        if (spread) collect(spread);
      }
    }
  };
  if (main) collect(main);
  fields = found;
  topFieldsOf.set(document, fields);
  return fields;
}

interface QueryOptions {
  query?: DocumentNode;
  variables?: Record<string, unknown>;
  dataId?: string;
  id?: string;
}

/** The ROOT_QUERY store field names a write or watch of `options` names (none without policies). */
function rootFieldsNamed(cache: PersistableCache, options: QueryOptions | undefined): string[] {
  const policies = (cache as Partial<Pick<InMemoryCache, 'policies'>>).policies;
  if (!options?.query || !policies || (options.dataId ?? options.id ?? ROOT_QUERY) !== ROOT_QUERY) return [];
  const names: string[] = [];
  for (const field of topLevelFields(options.query)) {
    if (field.name.value.startsWith('__')) continue;
    names.push(
      policies.getStoreFieldName({
        typename: 'Query',
        fieldName: field.name.value,
        field,
        variables: options.variables,
      }),
    );
  }
  return names;
}

/** A running persistence of one cache. */
export interface CachePersistor {
  /** Saves now (cancelling a pending save). Returns true when saved. */
  flush(): boolean;
  /** Removes the stored copy (a pending save is cancelled). */
  purge(): void;
  /** Stops watching the cache and the page; pending changes are not saved. */
  stop(): void;
}

const active = new Map<object, CachePersistor>();

/** The cache methods after which the cache holds different data. */
const WRITE_METHODS = ['write', 'modify', 'evict', 'gc', 'reset'] as const;
/**
 * The cache methods whose query's root fields are then written or used: a watch (a page showing
 * them), a read (`readQuery`, and `diff`: a query answered from the cache, a watch's update).
 */
const TOUCH_METHODS = ['write', 'watch', 'read', 'diff'] as const;

/**
 * Saves `cache` to storage after each change (coalesced, see above) and when the page is hidden
 * or left. Persisting a cache that is already persisted returns the running persistor.
 */
export function persistCache<C extends PersistableCache>(
  cache: C,
  options: CachePersistenceOptions = {},
): CachePersistor {
  const running = active.get(cache);
  if (running) return running;
  const resolved = resolve(options);
  const recency = newRecency(restoredOrder.get(cache));
  restoredOrder.delete(cache);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idleJob: (() => void) | undefined;
  // A write while an idle save is under way: that save's snapshot misses it, so another follows.
  let changedDuringSave = false;

  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    idleJob?.();
    idleJob = undefined;
    changedDuringSave = false;
  };
  const flush = () => {
    cancel();
    return save(cache.extract(), recency, resolved);
  };
  // The coalesced save: serializes the entries a write changed in idle periods, then stores them.
  // The snapshot stays consistent while it runs (entries are replaced, never changed in place);
  // a write meanwhile schedules the next save.
  const saveWhenIdle = () => {
    timer = undefined;
    if (!resolved.storage) return;
    const data = cache.extract();
    const ids = Object.keys(data);
    if (ids.length === 0) {
      save(data, recency, resolved);
      return;
    }
    let next = 0;
    const step = (timeLeft: () => number) => {
      // At least one entry per period, so a save whose wait timed out (no time left) still ends.
      do {
        const id = ids[next++]!;
        prepareEntry(id, data[id]);
      } while (next < ids.length && timeLeft() > 1);
      if (next < ids.length) {
        idleJob = whenIdle(step, { timeout: CACHE_SAVE_IDLE_WAIT_MS });
        return;
      }
      idleJob = undefined;
      save(data, recency, resolved);
      if (changedDuringSave) {
        changedDuringSave = false;
        schedule();
      }
    };
    idleJob = whenIdle(step, { timeout: CACHE_SAVE_IDLE_WAIT_MS });
  };
  function schedule() {
    if (idleJob !== undefined) changedDuringSave = true;
    else timer ??= setTimeout(saveWhenIdle, resolved.debounceMs);
  }

  const methods = cache as unknown as Record<string, unknown>;
  const originals = new Map<string, unknown>();
  for (const name of new Set<string>([...WRITE_METHODS, ...TOUCH_METHODS])) {
    const original = methods[name];
    if (typeof original !== 'function') continue;
    originals.set(name, Object.prototype.hasOwnProperty.call(cache, name) ? original : undefined);
    const writes = (WRITE_METHODS as readonly string[]).includes(name);
    const touches = (TOUCH_METHODS as readonly string[]).includes(name);
    methods[name] = function (this: unknown, ...args: unknown[]) {
      const result: unknown = original.apply(this, args);
      if (touches) {
        for (const field of rootFieldsNamed(cache, args[0] as QueryOptions | undefined))
          touch(recency, field);
      }
      if (writes) schedule();
      return result;
    };
  }

  const onVisibilityChange = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  const onPageHide = () => flush();
  const hasPage = typeof window !== 'undefined' && typeof document !== 'undefined';
  if (hasPage) {
    window.addEventListener('pagehide', onPageHide);
    document.addEventListener('visibilitychange', onVisibilityChange);
  }

  const persistor: CachePersistor = {
    flush,
    purge() {
      cancel();
      if (resolved.storage) removeEntry(resolved.storage, resolved.key);
    },
    stop() {
      cancel();
      for (const [name, own] of originals) {
        if (own === undefined) delete methods[name];
        else methods[name] = own;
      }
      if (hasPage) {
        window.removeEventListener('pagehide', onPageHide);
        document.removeEventListener('visibilitychange', onVisibilityChange);
      }
      active.delete(cache);
    },
  };
  active.set(cache, persistor);
  return persistor;
}

/**
 * Saves the persisted cache(s) now: `cache`'s, or every persisted cache's when none is named.
 * For the sign-out flow: evict the cart and customer entries, then flush.
 */
export function flushCachePersistence(cache?: PersistableCache): void {
  if (cache) {
    active.get(cache)?.flush();
    return;
  }
  active.forEach((persistor) => persistor.flush());
}
