import { inputError } from '../errors';
import type { BackendContext, Resolvers } from '../context';
import { customRedirects } from '../data/customRedirects';
import type { SeedCategory, SeedProduct } from '../data/types';
import { toUid } from '../uid';
import { categoryNode, findCategoryByUrlPath, findProductByUrlKey, productNode } from './catalog';
import { cmsPageNode, findCmsPage } from './cms';

type Found =
  | { kind: 'cms'; node: ReturnType<typeof cmsPageNode>; id: number }
  | { kind: 'category'; category: SeedCategory }
  | { kind: 'product'; product: SeedProduct };

/** Strips slashes, query string and fragment: Magento matches on the bare request path. */
function normaliseUrl(url: string): string {
  let path = url.trim();
  try {
    if (/^https?:\/\//i.test(path)) path = new URL(path).pathname;
  } catch {
    /* not an absolute URL after all */
  }
  path = path.split('#')[0]!.split('?')[0]!;
  try {
    path = decodeURIComponent(path);
  } catch {
    /* keep the raw path */
  }
  return path.replace(/^\/+/, '').replace(/\/+$/, '');
}

function findByPath(path: string, ctx: BackendContext): Found | null {
  const view = ctx.storeView;
  if (path === '') {
    const home = findCmsPage(ctx, view.cms_home_page);
    return home ? { kind: 'cms', node: cmsPageNode(home), id: home.page_id } : null;
  }
  const page = findCmsPage(ctx, path);
  if (page) return { kind: 'cms', node: cmsPageNode(page), id: page.page_id };
  const categorySuffix = view.category_url_suffix;
  if (path.endsWith(categorySuffix)) {
    const category = findCategoryByUrlPath(ctx.state, path.slice(0, path.length - categorySuffix.length));
    if (category) return { kind: 'category', category };
  }
  const productSuffix = view.product_url_suffix;
  if (path.endsWith(productSuffix) && !path.slice(0, -productSuffix.length).includes('/')) {
    const product = findProductByUrlKey(ctx.state, path.slice(0, path.length - productSuffix.length));
    if (product) return { kind: 'product', product };
  }
  return null;
}

interface Resolution {
  found: Found;
  redirect_code: 0 | 301 | 302;
  relative_url: string;
}

function resolveUrl(url: string, ctx: BackendContext): Resolution | null {
  const path = normaliseUrl(url);
  const direct = findByPath(path, ctx);
  if (direct) return { found: direct, redirect_code: 0, relative_url: relativeUrlOf(direct, ctx) };
  const redirect = ctx.state.catalog.redirects.find((candidate) => candidate.request_path === path);
  if (redirect) {
    const target = findByPath(normaliseUrl(redirect.target_path), ctx);
    if (target)
      return { found: target, redirect_code: redirect.redirect_code, relative_url: redirect.target_path };
  }
  return null;
}

function relativeUrlOf(found: Found, ctx: BackendContext): string {
  switch (found.kind) {
    case 'cms':
      return found.node.identifier;
    case 'category':
      return `${found.category.url_path}${ctx.storeView.category_url_suffix}`;
    case 'product':
      return `${found.product.url_key}${ctx.storeView.product_url_suffix}`;
  }
}

function nodeOf(found: Found): object {
  switch (found.kind) {
    case 'cms':
      return found.node;
    case 'category':
      return categoryNode(found.category);
    case 'product':
      return productNode(found.product);
  }
}

/** UrlRewriteGraphQl's AbstractEntityUrl: an empty URL is refused ("/" is the home page). */
function requireUrl(url: string): void {
  if (!url.trim()) throw inputError('"url" argument should be specified and not empty');
}

const TYPES = { cms: 'CMS_PAGE', category: 'CATEGORY', product: 'PRODUCT' } as const;

export const routeResolvers: Resolvers = {
  Query: {
    route: (_root, args: { url: string }, ctx: BackendContext) => {
      requireUrl(args.url);
      const resolution = resolveUrl(args.url, ctx);
      if (!resolution) return null;
      // A redirect answers with the target's data plus the code, as Magento does.
      return {
        ...nodeOf(resolution.found),
        redirect_code: resolution.redirect_code,
        relative_url: resolution.relative_url,
        type: TYPES[resolution.found.kind],
      };
    },
    urlResolver: (_root, args: { url: string }, ctx: BackendContext) => {
      requireUrl(args.url);
      const resolution = resolveUrl(args.url, ctx);
      if (!resolution) return null;
      const { found } = resolution;
      const id =
        found.kind === 'cms' ? found.id : found.kind === 'category' ? found.category.id : found.product.id;
      return {
        id,
        entity_uid: toUid(id),
        relative_url: resolution.relative_url,
        redirectCode: resolution.redirect_code,
        type: TYPES[found.kind],
        canonical_url: resolution.relative_url,
      };
    },
    customUrlResolver: (_root, args: { url: string }) => {
      const path = normaliseUrl(args.url);
      const match = customRedirects.find((candidate) => candidate.request_path === path);
      return match ? { relative_url: match.relative_url, redirect_code: match.redirect_code } : null;
    },
  },
};
