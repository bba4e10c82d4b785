import type { ApolloClient } from '@apollo/client';
import { GET_STORE_LOCALE } from '../../../platform/intl/storeLocale';
import { LOW_PRIORITY } from '../../../platform/apollo/fetchPriority';
import { GET_SHELL_CMS_BLOCK, INFO_BAR_BLOCK } from '../graphql/cmsBlock';
import { GET_AVAILABLE_STORES, GET_STORE_NAME } from '../graphql/switchers';

/**
 * Asks, before the app's first render, for the data every page's header reads at once: the
 * store's locale, name and store views, and the info bar. The same queries and variables as the
 * header's hooks, so they find the answers in the cache and the header renders filled in, once,
 * instead of rendering empty and again as each answer lands. Failures are left to those hooks;
 * the returned promise settles when all have (the server waits on it for a page's data).
 */
export function warmShellQueries(client: ApolloClient): Promise<unknown> {
  const ignore = () => undefined;
  return Promise.all([
    client.query({ query: GET_STORE_LOCALE }).catch(ignore),
    client.query({ query: GET_STORE_NAME, context: LOW_PRIORITY }).catch(ignore),
    client.query({ query: GET_AVAILABLE_STORES, context: LOW_PRIORITY }).catch(ignore),
    client.query({ query: GET_SHELL_CMS_BLOCK, variables: { identifier: INFO_BAR_BLOCK } }).catch(ignore),
  ]);
}
