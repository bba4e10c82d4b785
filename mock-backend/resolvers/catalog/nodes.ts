/**
 * The parent values the catalog's field resolvers read. A node carries its seed object plus
 * `__typename` (abstract types resolve by it); the route resolver may spread a node and add
 * `redirect_code` / `relative_url` / `type`, which the field resolvers then answer with.
 */
import type { BackendContext } from '../../context';
import type { SeedCategory, SeedProduct } from '../../data/types';

type ProductTypename =
  | 'SimpleProduct'
  | 'ConfigurableProduct'
  | 'VirtualProduct'
  | 'BundleProduct'
  | 'GroupedProduct'
  | 'DownloadableProduct';

export interface ProductNode {
  __typename: ProductTypename;
  __product: SeedProduct;
  /** Set for a configurable child answered as a SimpleProduct (variants, selections). */
  __parentProduct?: SeedProduct;
  redirect_code?: number;
  relative_url?: string | null;
  type?: string;
}

export interface CategoryNode {
  __typename: 'CategoryTree';
  __category: SeedCategory;
  redirect_code?: number;
  relative_url?: string | null;
  type?: string;
}

const TYPENAMES: Record<SeedProduct['type'], ProductTypename> = {
  simple: 'SimpleProduct',
  configurable: 'ConfigurableProduct',
  virtual: 'VirtualProduct',
  bundle: 'BundleProduct',
  grouped: 'GroupedProduct',
  downloadable: 'DownloadableProduct',
};

export function productNode(product: SeedProduct): ProductNode {
  return { __typename: TYPENAMES[product.type] ?? 'SimpleProduct', __product: product };
}

export function variantNode(parent: SeedProduct, child: SeedProduct): ProductNode {
  return { __typename: 'SimpleProduct', __product: child, __parentProduct: parent };
}

export function categoryNode(category: SeedCategory): CategoryNode {
  return { __typename: 'CategoryTree', __category: category };
}

const originCache = new WeakMap<Request, string>();

/** The request's origin: the mock serves media from the host it is asked on. */
function originOf(ctx: Pick<BackendContext, 'request'>): string {
  const known = originCache.get(ctx.request);
  if (known) return known;
  let origin = 'http://localhost';
  try {
    origin = new URL(ctx.request.url).origin;
  } catch {
    /* keep the fallback */
  }
  originCache.set(ctx.request, origin);
  return origin;
}

/** Magento's secure base media URL, `<origin>/media/`. */
export const mediaUrl = (ctx: Pick<BackendContext, 'request'>): string => `${originOf(ctx)}/media/`;
