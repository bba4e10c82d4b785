/**
 * A CMS page's first query, built from the route's answer: useCmsPage asks exactly this one, and
 * the page's declaration (pages.ts) hands the same one to route resolution, prefetch and the
 * server's page data, so an answer fetched ahead is the one the page reads. No React here.
 */
import { GET_CMS_PAGE } from './graphql/cmsPage';

/** The CMS page, by its identifier. */
export const cmsPageQuery = (identifier: string) => ({ query: GET_CMS_PAGE, variables: { identifier } });
