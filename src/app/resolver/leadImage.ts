/** The server's preload of a page's lead image (scripts/lib/pageData.ts); not in the app's bundles. */
import type { ApolloClient } from '@apollo/client';
import { catalogLeadImage } from '../../features/catalog/leadImage';
import type { CatalogImageSource } from '../../platform/images/catalogImage';
import type { PageResolution } from './pageData';

/**
 * The largest image a resolved page shows first, once its first data is cached (see
 * catalogLeadImage), or null. Content pages have none here: their first image's size comes from
 * the element it fills, measured in the browser.
 */
export function pageLeadImage(
  client: ApolloClient,
  resolution: PageResolution,
  search = '',
): CatalogImageSource | null {
  try {
    return resolution.type === 'CMS_PAGE' ? null : catalogLeadImage(client, resolution, search);
  } catch {
    return null;
  }
}
