/**
 * Catalog domain: `products`, `categories`, `categoryList` and the product / category types.
 *
 *   catalog/catalogIndex.ts   per-catalog lookup structures (tree, anchored membership, facets)
 *   catalog/productSearch.ts  search, filters, sorting, paging (the products engine)
 *   catalog/aggregations.ts   layered navigation over an engine result
 *   catalog/pricing.ts        special prices, price ranges, currency conversion
 *   catalog/products.ts       product field resolvers and the `products` query
 *   catalog/categories.ts     category field resolvers and the category queries
 *   catalog/nodes.ts          the parent values (nodes) the field resolvers read
 *   catalog/attributesList.ts `attributesList`: product attribute metadata (labels by code)
 */
import type { Resolvers } from '../context';
import { attributesListResolvers } from './catalog/attributesList';
import { categoryResolvers } from './catalog/categories';
import { productResolvers } from './catalog/products';

export { categoryNode, productNode } from './catalog/nodes';
export { findCategoryByUrlPath } from './catalog/categories';
export { findProductByUrlKey } from './catalog/products';
function merge(...maps: Resolvers[]): Resolvers {
  const merged: Resolvers = {};
  for (const map of maps) {
    for (const [typeName, fields] of Object.entries(map)) {
      merged[typeName] = { ...merged[typeName], ...fields };
    }
  }
  return merged;
}

export const catalogResolvers: Resolvers = merge(
  productResolvers,
  categoryResolvers,
  attributesListResolvers,
);
