/**
 * How a feature asks for a page to be fetched ahead (a hovered link, a highlighted suggestion)
 * without knowing the app's page registry: the app provides the loader (its loadPage) through
 * this context. Outside the app's provider nothing is fetched ahead; the click simply loads.
 */
import type { ApolloClient } from '@apollo/client';
import { createContext, useContext } from 'react';
import type { ResolvedPage } from './pageKind';

export interface PageLoader {
  /**
   * Fetches what the page at `pathname` + `search` needs to show at once: its route, its kind's
   * code and its first data. Resolves with the page the URL names, or null (no page, a failure);
   * never rejects.
   */
  fetchAhead: (client: ApolloClient, pathname: string, search: string) => Promise<ResolvedPage | null>;
}

const nothingAhead: PageLoader = { fetchAhead: () => Promise.resolve(null) };

const PageLoaderContext = createContext<PageLoader>(nothingAhead);

/** Provided by the app around everything that renders links to its pages. */
export const PageLoaderProvider = PageLoaderContext.Provider;

/** The app's page loader. */
export const usePageLoader = (): PageLoader => useContext(PageLoaderContext);
