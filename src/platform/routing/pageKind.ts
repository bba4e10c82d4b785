/**
 * What a kind of page the backend's route lookup names (a CMS page, a category, a product)
 * declares about itself, in one place, for everything that loads it: route resolution, the
 * warm-up before the first render, link prefetch and the server's page data all read the same
 * declaration (the app's page registry, src/app/pages/), so they ask what the page's hooks ask.
 * Each feature declares its kinds (features/<name>/pages.ts); the app assembles them.
 */
import type { ApolloClient, DocumentNode, ErrorPolicy, OperationVariables } from '@apollo/client';
import type { ComponentType } from 'react';
import type { CatalogImageSource } from '../images/catalogImage';

/** The page kinds the route lookup names and the app renders. */
export type PageType = 'CMS_PAGE' | 'CATEGORY' | 'PRODUCT';

/** A page the route lookup found: its kind, its id and the URL the backend knows it by. */
export interface ResolvedPage {
  type: PageType;
  /** CMS page identifier, or the category / product uid. */
  id: string;
  /** The URL the backend knows the page by, e.g. `record-players.html`. */
  relativeUrl: string;
}

/** What a page kind's root component receives from route resolution. */
export type PageProps = Omit<ResolvedPage, 'type'>;

/** One of a page's first queries, as its hook asks it (document, variables, error policy). */
interface FirstQuery {
  query: DocumentNode;
  variables?: OperationVariables;
  errorPolicy?: ErrorPolicy;
}

/**
 * A page of the app's own route table (not looked up) whose first data the server asks too: the
 * search results, whose text and listing state are all in the URL.
 */
export interface AppRoutePage {
  /** Its path in the route table. */
  path: string;
  /** The chunk groups of its code: the server hints them. */
  chunks: string[];
  /** The queries it asks first for the URL's query string, built as its hooks build theirs. */
  firstQueries: (search: string) => FirstQuery[];
  /** Whether a query-string parameter is one its first queries read (the server keys pages by them). */
  readsSearchParam: (name: string) => boolean;
  /** Server: the largest image it shows first, read from the cached first data (see PageKind). */
  leadImage?: (client: ApolloClient, search: string) => Promise<CatalogImageSource | null>;
}

export interface PageKind {
  /** The chunk group of its code (the webpackChunkName of `component`): the server hints it. */
  chunk: string;
  /** Its root component's code, loaded on demand. */
  component: () => Promise<{ default: ComponentType<PageProps> }>;
  /**
   * The queries it asks first, with their variables, from the route's answer and the URL's query
   * string: its hooks build theirs with the same functions, so an answer fetched ahead is the one
   * the page reads.
   */
  firstQueries: (page: ResolvedPage, search: string) => FirstQuery[];
  /** Whether a query-string parameter is one its first queries read (the server keys pages by them). */
  readsSearchParam?: (name: string) => boolean;
  /**
   * The code its first data calls for (a CMS page's leading content types), loaded once that data
   * is in the cache, so the page renders whole in its first commit. Never rejects.
   */
  contentCode?: (client: ApolloClient, page: ResolvedPage) => Promise<void>;
  /** Server: the chunk groups of that code, read from the cached first data, to hint with the page. */
  contentChunks?: (client: ApolloClient, page: ResolvedPage) => Promise<string[]>;
  /**
   * Server: the largest image it shows first, read from the cached first data, as its `<img>`
   * asks for it (srcset and sizes), to preload with the page; null when not known.
   */
  leadImage?: (
    client: ApolloClient,
    page: ResolvedPage,
    search: string,
  ) => Promise<CatalogImageSource | null>;
}
