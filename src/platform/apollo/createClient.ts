/**
 * The Apollo Client of the storefront: GraphQL at <origin>/graphql, queries by GET (cacheable by
 * the browser, Magento's full-page cache and the service worker), mutations by POST (spec 7).
 *
 * Link order, outermost first (a request goes down the list, its answer comes back up):
 *
 *   askedQueries -> bootstrapLink -> errorLink -> mutationQueueLink -> retryLink -> refusalLink
 *     -> authLink -> storeLink -> cacheIdLink -> stockErrorLink -> statusAnswerLink -> HttpLink
 *
 * - askedQueries records each query sent (askedQueries.ts); bootstrapLink (only when the server
 *   sent answers with the page) answers the page's first queries from those (bootstrapLink.ts;
 *   `client.query` writes those answers straight into the cache, without the chain).
 *
 * - errorLink is outermost so it sees each request's final outcome once: after retries (no log
 *   line per failed attempt) and after the stock filter (stock errors are not errors to it).
 * - mutationQueueLink is above retryLink so a retried mutation keeps its place: the next mutation
 *   waits for all of its attempts. Were the queue below the retry link, every retry would join
 *   the back of the queue and later mutations would overtake it (an "update quantity" landing
 *   before the "add to cart" it depends on).
 * - the header links are below the queue and the retry link, so headers are read when each
 *   attempt is actually sent: a mutation queued behind sign-in carries the new token, a retry
 *   carries the cache id the previous answer stored.
 * - cacheIdLink is next to HttpLink to read the cache id header of each answer (from the
 *   operation context's `response`).
 * - refusalLink is above authLink and storeLink: when Magento refuses the stored token (401), the
 *   saved store view or the saved currency before running a request, it forgets what was refused
 *   (a refused token also tells the app) and sends the request again without it (refusalLink.ts).
 * - stockErrorLink is next to the status answer link so every link above sees the answer with stock
 *   errors removed and the affected cart items dropped.
 * - statusAnswerLink is innermost: Magento's 4xx answers that carry GraphQL errors (401, 403, 400)
 *   reach everything above as GraphQL results, not as HTTP failures (statusAnswerLink.ts).
 *
 * The cache uses the spec's identities (typePolicies.ts) and Magento's possibleTypes, is restored
 * synchronously from local storage before the client is returned (so before the first render),
 * and persisted on changes (cachePersistence.ts).
 */
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import {
  getBrowserPersistence,
  STORAGE_KEYS,
  type BrowserPersistence,
} from '../persistence/browserPersistence';
import { OperationTypeNode } from 'graphql';
import { recordAskedQuery } from './askedQueries';
import { createAuthLink } from './authLink';
import { answerFromPage, createBootstrapLink, type BootstrapAnswer } from './bootstrapLink';
import { createCacheIdLink } from './cacheIdLink';
import {
  CACHE_PERSISTENCE_NAME,
  persistCache,
  restoreCache,
  type CachePersistenceOptions,
  type CachePersistor,
} from './cachePersistence';
import { createErrorLink } from './errorLink';
import { createMutationQueueLink } from './mutationQueueLink';
import { possibleTypes } from './possibleTypes';
import { browserIsOnline, createRetryLink } from './retryLink';
import { createRefusalLink, type SessionRefusedHandler } from './refusalLink';
import { createStatusAnswerLink } from './statusAnswerLink';
import { createStockErrorLink } from './stockErrorLink';
import { createStoreLink, storeViewCodeFrom, storeViewCurrencyFrom } from './storeLink';
import { typePolicies } from './typePolicies';

/** The GraphQL path (spec 7). */
export const GRAPHQL_PATH = '/graphql';

export interface CreateClientOptions {
  /** Where the token, store view, currency and cache id are read and stored; default the app's. */
  persistence?: BrowserPersistence;
  /** The fetch to send requests with; default the global fetch, looked up at request time. */
  fetch?: typeof fetch;
  /** GraphQL endpoint; default location.origin + '/graphql', read at request time. */
  uri?: string;
  /** Whether the browser is online (retries and error logging); default navigator.onLine. */
  isOnline?: () => boolean;
  /**
   * false leaves the retry link out, so a failure reaches the caller at once (tests of failure
   * paths: with retries, a 5xx takes about 4.5 s of backoff to surface). Default: on.
   */
  retry?: boolean;
  /**
   * Cache persistence: false to neither restore nor persist (tests that must not share data
   * through local storage), or options for it. Default: on, in window.localStorage, under the
   * persistence prefix, scoped to the stored store view and currency.
   */
  persistCache?: false | CachePersistenceOptions;
  /** Answers the server sent with the page, by query key (bootstrapLink.ts): used once each. */
  bootstrapAnswers?: Map<string, BootstrapAnswer>;
  /** Called once when the backend refuses the stored sign-in token (refusalLink.ts). */
  onSessionRefused?: SessionRefusedHandler;
  /**
   * Rendering on the server (src/preview.tsx): queries read the cache first whatever their fetch
   * policy, and ask the network only for what it lacks.
   */
  ssrMode?: boolean;
}

/** The client, and the persistence of its cache when on (`flush()` for sign-out, `stop()` for tests). */
export interface StorefrontClient extends ApolloClient {
  cachePersistor?: CachePersistor;
  /**
   * With page answers: settles once none is being written into the cache (bootstrapLink.ts's
   * `answerFromPage`). Without: settles at once.
   */
  pageAnswersWritten: () => Promise<void>;
}

/** The link chain (see the order above), without a client or cache. */
export function createLink(options: CreateClientOptions = {}): ApolloLink {
  const persistence = options.persistence ?? getBrowserPersistence();
  const isOnline = options.isOnline ?? browserIsOnline;
  // Shared by the refusal and store links: whether requests name the default store view.
  const storeHeader = { sendDefaultStore: true };
  const http = new HttpLink({
    uri: options.uri ?? (() => `${globalThis.location.origin}${GRAPHQL_PATH}`),
    useGETForQueries: true,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  return ApolloLink.from([
    // Queries the page has asked (see askedQueries): hooks skip re-asking one asked moments ago.
    new ApolloLink((operation, forward) => {
      if (operation.operationType === OperationTypeNode.QUERY) {
        recordAskedQuery(operation.operationName ?? '', operation.variables);
      }
      return forward(operation);
    }),
    ...(options.bootstrapAnswers?.size ? [createBootstrapLink(options.bootstrapAnswers)] : []),
    createErrorLink({ isOnline }),
    createMutationQueueLink(),
    ...(options.retry === false ? [] : [createRetryLink({ isOnline })]),
    createRefusalLink({ persistence, storeHeader, onSessionRefused: options.onSessionRefused }),
    createAuthLink(() => persistence.getItem<string>(STORAGE_KEYS.signInToken)),
    createStoreLink(persistence, storeHeader),
    createCacheIdLink(persistence),
    createStockErrorLink(),
    createStatusAnswerLink(),
    http,
  ]);
}

export function createClient(options: CreateClientOptions = {}): StorefrontClient {
  const persistence = options.persistence ?? getBrowserPersistence();
  const cache = new InMemoryCache({ typePolicies, possibleTypes });
  let cachePersistor: CachePersistor | undefined;
  if (options.persistCache !== false) {
    const persistOptions: CachePersistenceOptions = {
      key: persistence.storageKey(CACHE_PERSISTENCE_NAME),
      scope: `${storeViewCodeFrom(persistence)}|${storeViewCurrencyFrom(persistence) ?? ''}`,
      ...options.persistCache,
    };
    restoreCache(cache, persistOptions);
    cachePersistor = persistCache(cache, persistOptions);
  }
  const apollo = new ApolloClient({
    link: createLink({ ...options, persistence }),
    cache,
    ...(options.ssrMode ? { ssrMode: true } : {}),
  });
  const client: StorefrontClient = Object.assign(apollo, {
    pageAnswersWritten: options.bootstrapAnswers?.size
      ? answerFromPage(apollo, options.bootstrapAnswers)
      : () => Promise.resolve(),
  });
  if (cachePersistor) client.cachePersistor = cachePersistor;
  return client;
}
