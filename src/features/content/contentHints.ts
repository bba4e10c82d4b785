/**
 * Server: the chunks of the content types at the top of a CMS page (its leading elements), read
 * from its cached first data, to hint with the page. The app loads the same code with the page's
 * data (cmsPageCode.ts), so the top of the page renders whole in its first commit.
 */
import type { ApolloClient } from '@apollo/client';
import type { GetCmsPageQuery } from '../../__generated__/operations';
import { contentTypeChunksIn, leadingMarkup } from './pagebuilder/contentTypeChunks';
import { cmsPageQuery } from './pageQueries';

export function leadingContentChunks(client: ApolloClient, identifier: string): string[] {
  const html = client.readQuery<GetCmsPageQuery>(cmsPageQuery(identifier))?.cmsPage?.content;
  return html ? contentTypeChunksIn(leadingMarkup(html)) : [];
}
