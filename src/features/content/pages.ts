/**
 * The CMS page kind, declared once: its code, its first query, and the code its first data calls
 * for (the content types of its leading elements: loaded with the page's data in the browser,
 * hinted with the page by the server). The app's page registry (src/app/pages/) hands it to route
 * resolution, the warm-up before the first render, link prefetch and the server's page data. All
 * of its code is loaded on demand, in the page's own chunk.
 */
import type { PageKind } from '../../platform/routing/pageKind';
import { cmsPageQuery } from './pageQueries';

export const cmsPage: PageKind = {
  chunk: 'page-cms',
  component: () => import(/* webpackChunkName: "page-cms" */ './components/CmsPage'),
  firstQueries: (page) => [cmsPageQuery(page.id)],
  contentCode: (client, page) =>
    import(/* webpackChunkName: "page-cms" */ './cmsPageCode')
      .then((module) => module.preloadCmsPageCode(client, page.id))
      .catch(() => undefined),
  contentChunks: (client, page) =>
    import(/* webpackChunkName: "page-cms" */ './contentHints').then((module) =>
      module.leadingContentChunks(client, page.id),
    ),
};
