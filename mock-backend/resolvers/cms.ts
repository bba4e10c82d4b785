import type { BackendContext, Resolvers } from '../context';
import { dynamicBlocks, type SeedDynamicBlock } from '../data/cms';
import type { SeedCmsPage, SeedProduct } from '../data/types';
import { inputError, noSuchEntity } from '../errors';
import { fromUid, toUid } from '../uid';
import { originOf } from './store';

type Ctx = Pick<BackendContext, 'request' | 'state' | 'storeView'>;

/** Reads a widget directive's parameters: name="value" pairs. */
function directiveParams(body: string): Record<string, string> {
  const params: Record<string, string> = {};
  for (const match of body.matchAll(/([a-z_]+)\s*=\s*"([^"]*)"/gi)) {
    params[match[1]!.toLowerCase()] = match[2]!;
  }
  return params;
}

/**
 * Magento stores widget conditions with `{` `}` as `^[` `^]`, quotes as backticks and `\` as `||`.
 * Returns the category ids and skus the conditions select.
 */
export function decodeWidgetConditions(encoded: string): { categoryIds: string[]; skus: string[] } {
  const json = encoded
    .replace(/\^\[/g, '{')
    .replace(/\^\]/g, '}')
    .replace(/`/g, '"')
    .replace(/\|\|/g, '\\\\');
  const result = { categoryIds: [] as string[], skus: [] as string[] };
  let parsed: Record<string, { attribute?: string; value?: string }>;
  try {
    parsed = JSON.parse(json) as typeof parsed;
  } catch {
    return result;
  }
  for (const condition of Object.values(parsed)) {
    const values = String(condition.value ?? '')
      .split(',')
      .map((value) => value.trim())
      .filter(Boolean);
    if (condition.attribute === 'category_ids') result.categoryIds.push(...values);
    if (condition.attribute === 'sku') result.skus.push(...values);
  }
  return result;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Products by sku and by the categories they are assigned to, per catalog (widgets read them). */
const widgetLookups = new WeakMap<
  SeedProduct[],
  { bySku: Map<string, SeedProduct>; byCategory: Map<number, SeedProduct[]> }
>();

function widgetLookup(products: SeedProduct[]) {
  let lookup = widgetLookups.get(products);
  if (!lookup) {
    const byCategory = new Map<number, SeedProduct[]>();
    for (const product of products) {
      for (const id of new Set(product.category_ids)) {
        const list = byCategory.get(id);
        if (list) list.push(product);
        else byCategory.set(id, [product]);
      }
    }
    lookup = { bySku: new Map(products.map((product) => [product.sku, product])), byCategory };
    widgetLookups.set(products, lookup);
  }
  return lookup;
}

/** Renders a product list widget as the markup Magento's widget template produces. */
function renderProductList(params: Record<string, string>, ctx: Ctx): string {
  const { categoryIds, skus } = decodeWidgetConditions(params.conditions_encoded ?? '');
  const limit = Number(params.products_count) || 8;
  const { bySku, byCategory } = widgetLookup(ctx.state.catalog.products);
  let chosen: SeedProduct[];
  if (skus.length) {
    chosen = skus.map((sku) => bySku.get(sku)).filter((product): product is SeedProduct => Boolean(product));
  } else {
    const ids = new Set(categoryIds.map(Number));
    const assigned =
      ids.size === 0
        ? ctx.state.catalog.products
        : [...new Set([...ids].flatMap((id) => byCategory.get(id) ?? []))];
    chosen = [...assigned].sort((a, b) => a.position - b.position || a.id - b.id);
  }
  const origin = originOf(ctx);
  const suffix = ctx.storeView.product_url_suffix;
  const items = chosen
    .slice(0, limit)
    .map(
      (product) =>
        `<li class="product-item"><div class="product-item-info">` +
        `<a class="product-item-link" href="${origin}/${product.url_key}${suffix}">${escapeHtml(product.name)}</a>` +
        `<div class="product-item-actions"><div class="actions-primary"><form data-product-sku="${escapeHtml(product.sku)}"></form></div></div>` +
        `</div></li>`,
    )
    .join('');
  return `<div class="block widget block-products-list grid"><div class="block-content"><div class="products-grid grid"><ol class="product-items widget-product-grid">${items}</ol></div></div></div>`;
}

/**
 * The Dynamic Blocks Rotator widget (Adobe Commerce) as its template renders it: an empty list
 * that the storefront fills by asking `dynamicBlocks` for the uids it names.
 */
function renderDynamicBlockWidget(params: Record<string, string>, ctx: Ctx): string {
  const ids = (params.banner_ids ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  const inline = (params.template ?? '').includes('inline');
  return (
    `<div class="widget block ${inline ? 'block-banners-inline' : 'block-banners'}" data-bind="scope: 'banner'" ` +
    `data-banner-id="${escapeHtml(params.unique_id ?? '')}" data-types="" data-display-mode="${escapeHtml(
      params.display_mode ?? 'fixed',
    )}" data-ids="${escapeHtml(ids.join(','))}" data-rotate="${escapeHtml(params.rotate ?? '')}" ` +
    `data-store-id="${ctx.storeView.id}" data-uids="${escapeHtml(ids.map((id) => toUid(id)).join(','))}">` +
    '<ul class="banner-items" data-bind="afterRender: registerBanner"></ul></div>'
  );
}

/**
 * Magento answers CMS content with its template directives already processed: media and store
 * URLs made absolute, CMS block widgets inlined and product list widgets rendered.
 */
export function renderCmsContent(html: string, ctx: Ctx, depth = 0): string {
  const origin = originOf(ctx);
  return html.replace(/\{\{(\w+)\s+([^}]*)\}\}/g, (whole, directive: string, rawBody: string) => {
    const body = rawBody.replace(/&quot;/g, '"').replace(/\\"/g, '"');
    const params = directiveParams(body);
    const bare = /url=([^\s"]+)/.exec(body)?.[1];
    switch (directive) {
      case 'media':
        return `${origin}/media/${(params.url ?? bare ?? '').replace(/^\//, '')}`;
      case 'store':
        return `${origin}/${(params.url ?? params.direct_url ?? bare ?? '').replace(/^\//, '')}`;
      case 'widget': {
        const type = params.type ?? '';
        if (type.endsWith('Block\\Widget\\Block') || type.endsWith('Block||Widget||Block')) {
          const block = ctx.state.cms.blocks.find(
            (candidate) =>
              candidate.active &&
              (candidate.identifier === params.block_id || String(candidate.block_id) === params.block_id),
          );
          return block && depth < 3 ? renderCmsContent(block.content, ctx, depth + 1) : '';
        }
        if (type.includes('ProductsList')) return renderProductList(params, ctx);
        if (
          type.endsWith('Banner\\Block\\Widget\\Banner') ||
          type.endsWith('Banner||Block||Widget||Banner')
        ) {
          return renderDynamicBlockWidget(params, ctx);
        }
        return '';
      }
      default:
        return whole;
    }
  });
}

export const findCmsPage = (ctx: Ctx, identifier: string): SeedCmsPage | undefined =>
  ctx.state.cms.pages.find((page) => page.active && page.identifier === identifier);

/** The parent value the CmsPage type resolvers read. */
export const cmsPageNode = (page: SeedCmsPage) => ({ __typename: 'CmsPage', ...page });

interface DynamicBlocksArgs {
  input?: {
    type?: string | null;
    dynamic_block_uids?: Array<string | null> | null;
    locations?: unknown;
  } | null;
  pageSize?: number | null;
  currentPage?: number | null;
}

/** `dynamicBlocks` (Adobe Commerce): the active SPECIFIED blocks among the uids asked for, in that order. */
function findDynamicBlocks(args: DynamicBlocksArgs): SeedDynamicBlock[] {
  const type = args.input?.type ?? 'SPECIFIED';
  const uids = (args.input?.dynamic_block_uids ?? []).filter((uid): uid is string => Boolean(uid));
  const ids = uids.map((uid) => fromUid(uid));
  if (ids.some((id) => id === null))
    throw inputError('Value of uid "' + uids[ids.indexOf(null)] + '" is incorrect.');
  const active = dynamicBlocks.filter((block) => block.active && block.type === type);
  if (!uids.length) return active;
  return ids
    .map((id) => active.find((block) => String(block.id) === id))
    .filter((block): block is SeedDynamicBlock => Boolean(block));
}

export const cmsResolvers: Resolvers = {
  Query: {
    dynamicBlocks: (_root, args: DynamicBlocksArgs, ctx: BackendContext) => {
      const pageSize = args.pageSize ?? 20;
      const currentPage = args.currentPage ?? 1;
      if (pageSize < 1) throw inputError('pageSize value must be greater than 0.');
      if (currentPage < 1) throw inputError('currentPage value must be greater than 0.');
      const found = findDynamicBlocks(args);
      const items = found.slice((currentPage - 1) * pageSize, currentPage * pageSize).map((block) => ({
        uid: toUid(block.id),
        content: { html: renderCmsContent(block.content, ctx) },
      }));
      return {
        items,
        total_count: found.length,
        page_info: {
          current_page: currentPage,
          page_size: pageSize,
          total_pages: Math.max(1, Math.ceil(found.length / pageSize)),
        },
      };
    },
    /**
     * CmsGraphQl/Model/Resolver/Page.php: by identifier, only an active page of the store is found
     * ('CMS Page with identifier "x" does not exist.'); by numeric id, Cms's own "The CMS page with
     * the "x" ID doesn't exist."; neither given, a message that begins with a stray quote.
     */
    cmsPage: (_root, args: { id?: number | null; identifier?: string | null }, ctx: BackendContext) => {
      if (args.identifier != null) {
        const page = findCmsPage(ctx, args.identifier);
        if (!page) throw noSuchEntity(`CMS Page with identifier "${args.identifier}" does not exist.`);
        return cmsPageNode(page);
      }
      if (args.id == null) throw inputError('"Page id/identifier should be specified');
      const page = ctx.state.cms.pages.find((candidate) => candidate.active && candidate.page_id === args.id);
      if (!page) throw noSuchEntity(`The CMS page with the "${args.id}" ID doesn't exist.`);
      return cmsPageNode(page);
    },
    /**
     * CmsGraphQl/Model/Resolver/Blocks.php and GraphQl/Cms/CmsBlockTest.php: the blocks in the order
     * asked, each identifier once; an unknown (or inactive) one is a null item with its own error at
     * its place in the list, the others still answered. No identifiers at all is refused.
     */
    cmsBlocks: (_root, args: { identifiers?: Array<string | null> | null }, ctx: BackendContext) => {
      const identifiers = [...new Set((args.identifiers ?? []).filter((id): id is string => Boolean(id)))];
      if (!identifiers.length) throw inputError('"identifiers" of CMS blocks should be specified');
      const items = identifiers.map((identifier) => {
        const block = ctx.state.cms.blocks.find(
          (candidate) =>
            candidate.active &&
            (candidate.identifier === identifier || String(candidate.block_id) === identifier),
        );
        return block ?? noSuchEntity(`The CMS block with the "${identifier}" ID doesn't exist.`);
      });
      return { items };
    },
  },
  CmsPage: {
    content: (page: SeedCmsPage, _args, ctx: BackendContext) => renderCmsContent(page.content, ctx),
    url_key: (page: SeedCmsPage) => page.identifier,
    // route(url) answers a redirect with the target page plus its code and URL.
    relative_url: (page: SeedCmsPage & { relative_url?: string }) => page.relative_url ?? page.identifier,
    redirect_code: (page: { redirect_code?: number }) => page.redirect_code ?? 0,
    type: () => 'CMS_PAGE',
  },
  CmsBlock: {
    content: (block: { content: string }, _args, ctx: BackendContext) => renderCmsContent(block.content, ctx),
  },
};
