/**
 * Bundle and grouped product fields, as Magento's BundleGraphQl and GroupedProductGraphQl answer
 * them: a bundle's settings and its options (`items`) with their selections, uids as Magento
 * encodes them (`bundle/<option_id>` for an option, `bundle/<option_id>/<selection_id>/<qty>` for
 * a selection: BundleGraphQl/Model/Resolver/Options/BundleItemOptionUid.php); a grouped product's
 * members (`items { qty position product }`).
 */
import type { BackendContext, Resolver } from '../../context';
import type { SeedBundleOption, SeedBundleSelection, SeedProduct } from '../../data/types';
import { toUid } from '../../uid';
import { getCatalogIndex } from './catalogIndex';
import { productNode, type ProductNode } from './nodes';

const seed = (parent: ProductNode): SeedProduct => parent.__product;

export const bundleOptionUid = (option: Pick<SeedBundleOption, 'id'>): string => toUid(`bundle/${option.id}`);

export const bundleSelectionUid = (
  option: Pick<SeedBundleOption, 'id'>,
  selection: Pick<SeedBundleSelection, 'id'>,
  quantity: number,
): string => toUid(`bundle/${option.id}/${selection.id}/${Math.trunc(quantity)}`);

const byPosition = <T extends { position: number; id?: number }>(list: T[]): T[] =>
  [...list].sort((a, b) => a.position - b.position || (a.id ?? 0) - (b.id ?? 0));

/** A composite product keeps no stock of its own: "only x left" is its parts' business. */
const COMPOSITE_FIELDS: Record<string, Resolver> = {
  only_x_left_in_stock: () => null,
  quantity: () => null,
};

export const BUNDLE_FIELDS: Record<string, Resolver> = {
  ...COMPOSITE_FIELDS,
  dynamic_price: (parent: ProductNode) => Boolean(seed(parent).bundle?.dynamic_price),
  dynamic_sku: (parent: ProductNode) => Boolean(seed(parent).bundle?.dynamic_sku),
  dynamic_weight: (parent: ProductNode) => Boolean(seed(parent).bundle?.dynamic_weight),
  price_view: (parent: ProductNode) => seed(parent).bundle?.price_view ?? 'PRICE_RANGE',
  ship_bundle_items: (parent: ProductNode) => seed(parent).bundle?.ship_bundle_items ?? 'TOGETHER',
  items: (parent: ProductNode, _args, ctx: BackendContext) => {
    const product = seed(parent);
    const index = getCatalogIndex(ctx.state);
    return byPosition(product.bundle?.options ?? []).map((option) => ({
      option_id: option.id,
      uid: bundleOptionUid(option),
      title: option.title,
      required: option.required,
      type: option.type,
      position: option.position,
      sku: product.sku,
      options: byPosition(option.selections).flatMap((selection) => {
        const child = index.bySku(selection.sku);
        if (!child) return [];
        return [
          {
            id: selection.id,
            uid: bundleSelectionUid(option, selection, selection.quantity),
            quantity: selection.quantity,
            position: selection.position,
            is_default: selection.is_default,
            // A dynamic-price bundle has no selection prices: the products' own prices count.
            price: product.bundle?.dynamic_price ? 0 : (selection.price ?? 0),
            price_type: product.bundle?.dynamic_price ? 'FIXED' : (selection.price_type ?? 'FIXED'),
            can_change_quantity: selection.can_change_quantity,
            label: child.name,
            product: productNode(child),
          },
        ];
      }),
    }));
  },
};

export const GROUPED_FIELDS: Record<string, Resolver> = {
  ...COMPOSITE_FIELDS,
  items: (parent: ProductNode, _args, ctx: BackendContext) => {
    const index = getCatalogIndex(ctx.state);
    return [...(seed(parent).grouped_items ?? [])]
      .sort((a, b) => a.position - b.position)
      .flatMap((item) => {
        const member = index.bySku(item.sku);
        return member ? [{ qty: item.qty, position: item.position, product: productNode(member) }] : [];
      });
  },
};
