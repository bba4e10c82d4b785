import type { ApolloClient } from '@apollo/client';
import type { GetCmsPageQuery, GetCmsPageQueryVariables } from '../../__generated__/operations';
import { cmsPageQuery } from './pageQueries';
import { preloadLeadingContentTypes } from './pagebuilder/registry';

/**
 * Downloads the code of the content types at the top of a CMS page, once its data is in the cache
 * (route resolution asks for both): the top of the page then renders whole in one pass. Settles
 * when the code is here; nothing to do when the page is not cached.
 */
export function preloadCmsPageCode(client: ApolloClient, identifier: string): Promise<void> {
  const cached = client.readQuery<GetCmsPageQuery, GetCmsPageQueryVariables>(cmsPageQuery(identifier));
  const html = cached?.cmsPage?.content;
  return html ? preloadLeadingContentTypes(html) : Promise.resolve();
}
