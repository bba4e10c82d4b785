/**
 * Route resolution for URLs the route table does not know (spec 2, "Catch-all"): the backend's
 * route(url) names a CMS page, category or product; a 301/302 names where the page moved; a null
 * route is asked of the custom URL resolver before it counts as not found.
 */
import type { ApolloClient } from '@apollo/client';
import type { CustomUrlResolverQuery, ResolveUrlQuery } from '../../__generated__/operations';
import { CUSTOM_URL_RESOLVER, RESOLVE_URL } from './graphql/resolveUrl';
import type { ResolvedPage } from './pageKind';

export type Resolution =
  | ({ status: 'component' } & ResolvedPage)
  | { status: 'redirect'; to: string; external: boolean; code: number }
  | { status: 'not-found' }
  | { status: 'error'; error: unknown };

/**
 * A path containing product-details whose query string has a productkey parameter is looked up
 * with the query string turned into path segments: each ?, = and & becomes /.
 */
export function toLookupUrl(pathname: string, search: string): string {
  if (pathname.includes('product-details') && new URLSearchParams(search).has('productkey')) {
    return `${pathname}${search}`.replace(/[?=&]/g, '/');
  }
  return pathname;
}

/** Where a redirect goes: absolute http(s) URLs leave the app, anything else is a path in it. */
export function redirectTarget(relativeUrl: string): { to: string; external: boolean } {
  if (/^https?:\/\//i.test(relativeUrl)) return { to: relativeUrl, external: true };
  return { to: `/${relativeUrl.replace(/^\/+/, '')}`, external: false };
}

const isRedirectCode = (code: number | null | undefined): code is 301 | 302 => code === 301 || code === 302;

type Route = NonNullable<ResolveUrlQuery['route']>;

function idOf(route: Route): string | null {
  if ('identifier' in route && route.identifier) return route.identifier;
  if ('uid' in route && route.uid) return route.uid;
  return null;
}

/** Asks the custom resolver; a backend without it (or failing it) means no redirect. */
async function customRedirect(client: ApolloClient, url: string): Promise<Resolution | null> {
  try {
    const { data } = await client.query<CustomUrlResolverQuery>({
      query: CUSTOM_URL_RESOLVER,
      variables: { url },
      fetchPolicy: 'cache-first',
      errorPolicy: 'ignore',
    });
    const relative = data?.customUrlResolver?.relative_url;
    if (!relative) return null;
    return {
      status: 'redirect',
      code: data?.customUrlResolver?.redirect_code ?? 301,
      ...redirectTarget(relative),
    };
  } catch {
    return null;
  }
}

export async function resolveUrl(
  client: ApolloClient,
  url: string,
  options: { storeCode?: string } = {},
): Promise<Resolution> {
  let route: ResolveUrlQuery['route'];
  // Magento refuses an empty URL; the home page is "/".
  url = url.trim() || '/';
  try {
    const { data, error } = await client.query<ResolveUrlQuery>({
      query: RESOLVE_URL,
      variables: { url },
      fetchPolicy: 'cache-first',
      ...(options.storeCode ? { context: { headers: { Store: options.storeCode } } } : {}),
    });
    if (error) return { status: 'error', error };
    route = data?.route ?? null;
  } catch (error) {
    return { status: 'error', error };
  }
  if (!route) return (await customRedirect(client, url)) ?? { status: 'not-found' };
  if (isRedirectCode(route.redirect_code) && route.relative_url) {
    return { status: 'redirect', code: route.redirect_code, ...redirectTarget(route.relative_url) };
  }
  return componentOf(route, url) ?? { status: 'not-found' };
}

/** The page a route names, or null when it names none this app renders. */
function componentOf(
  route: NonNullable<ResolveUrlQuery['route']>,
  url: string,
): Extract<Resolution, { status: 'component' }> | null {
  const id = idOf(route);
  const type = route.type;
  if (!id || (type !== 'CMS_PAGE' && type !== 'CATEGORY' && type !== 'PRODUCT')) return null;
  return { status: 'component', type, id, relativeUrl: route.relative_url ?? url };
}

/**
 * The page a URL resolves to when the answer is already in the cache (asked before the first
 * render), read at once; null otherwise, or when the answer is a redirect or names no page.
 */
export function cachedPage(
  client: ApolloClient,
  url: string,
): Extract<Resolution, { status: 'component' }> | null {
  try {
    const route = client.readQuery<ResolveUrlQuery>({ query: RESOLVE_URL, variables: { url } })?.route;
    if (!route || isRedirectCode(route.redirect_code)) return null;
    return componentOf(route, url);
  } catch {
    return null;
  }
}
