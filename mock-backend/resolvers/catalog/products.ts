/**
 * Product field resolvers: ProductInterface for SimpleProduct / VirtualProduct / ConfigurableProduct
 * plus the configurable options, variants and option selection, and the `products` query itself.
 */
import type { BackendContext, Resolver, Resolvers } from '../../context';
import type { SeedAttribute, SeedAttributeOption, SeedMedia, SeedProduct } from '../../data/types';
import { inputError } from '../../errors';
import type { BackendState } from '../../state';
import { fromUid, optionValueUid, toUid } from '../../uid';
import { buildAggregations, layerFilters, searchSuggestions } from './aggregations';
import { getCatalogIndex, isInStoreTree } from './catalogIndex';
import { BUNDLE_FIELDS, GROUPED_FIELDS } from './composite';
import { categoryNode, mediaUrl, productNode, variantNode, type ProductNode } from './nodes';
import { activeSpecialPrice, money, priceRangeOf, productPrice, todayOf } from './pricing';
import { runProductSearch, type ProductSearchArgs, type ProductSearchResult } from './productSearch';

type Role = 'image' | 'small_image' | 'thumbnail' | 'swatch_image';

const seed = (parent: ProductNode): SeedProduct => parent.__product;
const isVariant = (parent: ProductNode) => parent.__parentProduct !== undefined;
const orNull = <T>(value: T | undefined | null | ''): T | null =>
  value === undefined || value === '' ? null : value;

export function findProductByUrlKey(state: BackendState, urlKey: string): SeedProduct | undefined {
  return getCatalogIndex(state).productByUrlKey.get(urlKey.trim());
}

/* ------------------------------------------------------------------------------------------------
 * Media
 * ---------------------------------------------------------------------------------------------- */

const sortedMedia = (product: SeedProduct): SeedMedia[] =>
  [...(product.media ?? [])].sort((a, b) => a.position - b.position);

const productImageUrl = (ctx: BackendContext, file: string) =>
  `${mediaUrl(ctx)}catalog/product${file.startsWith('/') ? '' : '/'}${file}`;

/** A stable numeric id for a gallery entry (the seed has none): a hash of its file path. */
function mediaEntryId(file: string): number {
  let hash = 0;
  for (let i = 0; i < file.length; i++) hash = (hash * 31 + file.charCodeAt(i)) % 2_000_000_000;
  return hash + 1;
}

function productImage(product: SeedProduct, ctx: BackendContext, role: Role) {
  const media = sortedMedia(product);
  const entry = media.find((candidate) => candidate.types.includes(role)) ?? media[0];
  if (!entry) {
    return {
      url: `${mediaUrl(ctx)}catalog/product/placeholder/${role}.jpg`,
      label: product.name,
      position: null,
      disabled: false,
    };
  }
  return {
    url: productImageUrl(ctx, entry.file),
    label: entry.label || product.name,
    position: entry.position,
    disabled: Boolean(entry.disabled),
  };
}

function galleryOf(media: SeedMedia[], product: SeedProduct, ctx: BackendContext) {
  return [...media]
    .sort((a, b) => a.position - b.position)
    .filter((entry) => !entry.disabled)
    .map((entry) => ({
      __typename: 'ProductImage',
      url: productImageUrl(ctx, entry.file),
      label: entry.label || product.name,
      position: entry.position,
      disabled: false,
    }));
}

/* ------------------------------------------------------------------------------------------------
 * Attributes, swatches, configurable options
 * ---------------------------------------------------------------------------------------------- */

function swatchData(attribute: SeedAttribute, option: SeedAttributeOption, ctx: BackendContext) {
  if (!attribute.swatch_input_type) return null;
  const swatch = option.swatch;
  if (!swatch)
    return attribute.swatch_input_type === 'text'
      ? { __typename: 'TextSwatchData', value: option.label }
      : null;
  if (swatch.type === 'color') return { __typename: 'ColorSwatchData', value: swatch.value };
  if (swatch.type === 'image') {
    const file = swatch.value.startsWith('/') ? swatch.value : `/${swatch.value}`;
    return {
      __typename: 'ImageSwatchData',
      value: `${mediaUrl(ctx)}attribute/swatch/swatch_image/30x20${file}`,
      thumbnail: `${mediaUrl(ctx)}attribute/swatch/swatch_thumb/110x90${file}`,
    };
  }
  return { __typename: 'TextSwatchData', value: swatch.value };
}

interface ResolvedOption {
  attribute: SeedAttribute;
  label: string;
  position: number;
  values: SeedAttributeOption[];
}

/** The product's configurable options with their attributes, in display order. */
function configurableOptions(product: SeedProduct, ctx: BackendContext): ResolvedOption[] {
  const index = getCatalogIndex(ctx.state);
  return [...(product.configurable_options ?? [])]
    .sort((a, b) => a.position - b.position)
    .flatMap((option) => {
      const attribute = index.attributes.get(option.attribute_code);
      if (!attribute) return [];
      const known = index.options.get(attribute.code);
      const values = option.values
        .map((id) => known?.get(id))
        .filter((value): value is SeedAttributeOption => Boolean(value));
      return [{ attribute, label: option.label || attribute.label, position: option.position, values }];
    });
}

function customAttributes(
  product: SeedProduct,
  args: { filters?: Record<string, boolean | null> | null },
  ctx: BackendContext,
) {
  const index = getCatalogIndex(ctx.state);
  const filters = args.filters ?? {};
  const visible = filters.is_visible_on_front ?? true;
  const items = [...index.attributes.values()]
    .filter((attribute) => attribute.is_visible_on_front === visible)
    .filter(
      (attribute) =>
        typeof filters.is_filterable !== 'boolean' || attribute.is_filterable === filters.is_filterable,
    )
    .sort((a, b) => a.position - b.position || a.id - b.id)
    .flatMap((attribute): object[] => {
      const raw = product.attributes[attribute.code];
      if (raw === undefined || raw === null || raw === '' || (Array.isArray(raw) && raw.length === 0))
        return [];
      if (attribute.frontend_input === 'select' || attribute.frontend_input === 'multiselect') {
        const known = index.options.get(attribute.code);
        const selected = (Array.isArray(raw) ? raw : [raw]).map((id) => ({
          __typename: 'AttributeSelectedOption',
          value: String(id),
          label: known?.get(String(id))?.label ?? String(id),
        }));
        return [{ __typename: 'AttributeSelectedOptions', code: attribute.code, selected_options: selected }];
      }
      return [
        {
          __typename: 'AttributeValue',
          code: attribute.code,
          value: Array.isArray(raw) ? raw.join(',') : String(raw),
        },
      ];
    });
  return { items, errors: [] };
}

function linked(product: SeedProduct, skus: string[] | undefined, ctx: BackendContext): ProductNode[] {
  const index = getCatalogIndex(ctx.state);
  return (skus ?? [])
    .map((sku) => index.productBySku.get(sku.toLowerCase()))
    .filter((found): found is SeedProduct => Boolean(found) && found!.id !== product.id)
    .map(productNode);
}

function variantsOf(parent: ProductNode, ctx: BackendContext) {
  const product = seed(parent);
  const index = getCatalogIndex(ctx.state);
  const options = configurableOptions(product, ctx);
  return (product.variants ?? []).flatMap((variant) => {
    const child = index.variantProducts.get(variant.id);
    if (!child) return [];
    return [
      {
        product: variantNode(product, child),
        attributes: options.flatMap(({ attribute }) => {
          const valueId = variant.options[attribute.code];
          if (valueId === undefined) return [];
          return [
            {
              code: attribute.code,
              label: index.options.get(attribute.code)?.get(valueId)?.label ?? valueId,
              value_index: Number(valueId),
              uid: optionValueUid(attribute.id, valueId),
            },
          ];
        }),
      },
    ];
  });
}

/** configurable_product_options_selection: what is still selectable, and the chosen child. */
function optionsSelection(
  parent: ProductNode,
  args: { configurableOptionValueUids?: string[] | null },
  ctx: BackendContext,
) {
  const product = seed(parent);
  const index = getCatalogIndex(ctx.state);
  const options = configurableOptions(product, ctx);
  const byAttributeId = new Map(options.map((option) => [option.attribute.id, option]));
  const selected = new Map<string, string>();
  for (const uid of args.configurableOptionValueUids ?? []) {
    const match = /^configurable\/(\d+)\/(\d+)$/.exec(fromUid(uid) ?? '');
    const option = match ? byAttributeId.get(Number(match[1])) : undefined;
    if (!match || !option || !option.values.some((value) => value.id === match[2])) {
      throw inputError('configurableOptionValueUids values are not correct.');
    }
    selected.set(option.attribute.code, match[2]!);
  }
  const variants = product.variants ?? [];
  const fits = (options: Record<string, string>, except?: string) =>
    [...selected].every(([code, value]) => code === except || options[code] === value);
  const available = (code: string, valueId: string) =>
    variants.some(
      (variant) =>
        variant.stock_status === 'IN_STOCK' &&
        variant.options[code] === valueId &&
        fits(variant.options, code),
    );

  const chosen =
    selected.size === options.length && options.length > 0
      ? variants.find((variant) => fits(variant.options))
      : undefined;
  const firstFitting = selected.size ? variants.find((variant) => fits(variant.options)) : undefined;
  const galleryProduct = firstFitting ? index.variantProducts.get(firstFitting.id) : undefined;
  const chosenChild = chosen ? index.variantProducts.get(chosen.id) : undefined;

  return {
    configurable_options: options.map(({ attribute, label, values }) => ({
      attribute_code: attribute.code,
      label,
      uid: toUid(`configurable/${product.id}/${attribute.id}`),
      values: values.map((value) => ({
        uid: optionValueUid(attribute.id, value.id),
        label: value.label,
        is_available: available(attribute.code, value.id),
        is_use_default: true,
        swatch: swatchData(attribute, value, ctx),
      })),
    })),
    options_available_for_selection: options.map(({ attribute, values }) => ({
      attribute_code: attribute.code,
      option_value_uids: values
        .filter((value) => available(attribute.code, value.id))
        .map((value) => optionValueUid(attribute.id, value.id)),
    })),
    media_gallery: galleryOf((galleryProduct ?? product).media, galleryProduct ?? product, ctx),
    variant: chosenChild ? variantNode(product, chosenChild) : null,
  };
}

/* ------------------------------------------------------------------------------------------------
 * Field maps
 * ---------------------------------------------------------------------------------------------- */

const productUrl = (parent: ProductNode, ctx: BackendContext): string | null =>
  isVariant(parent) ? null : `${seed(parent).url_key}${ctx.storeView.product_url_suffix}`;

const PRODUCT_FIELDS: Record<string, Resolver> = {
  uid: (parent: ProductNode) => toUid(seed(parent).id),
  id: (parent: ProductNode) => seed(parent).id,
  sku: (parent: ProductNode) => seed(parent).sku,
  name: (parent: ProductNode) => seed(parent).name,
  type_id: (parent: ProductNode) => seed(parent).type,
  url_key: (parent: ProductNode) => seed(parent).url_key,
  url_suffix: (_parent: ProductNode, _args, ctx: BackendContext) => ctx.storeView.product_url_suffix,
  url_path: () => null,
  url_rewrites: (parent: ProductNode, _args, ctx: BackendContext) => {
    const url = productUrl(parent, ctx);
    return url ? [{ url, parameters: [] }] : [];
  },
  canonical_url: (parent: ProductNode, _args, ctx: BackendContext) => productUrl(parent, ctx),
  relative_url: (parent: ProductNode, _args, ctx: BackendContext) =>
    parent.relative_url !== undefined ? parent.relative_url : productUrl(parent, ctx),
  redirect_code: (parent: ProductNode) => parent.redirect_code ?? 0,
  type: (parent: ProductNode) => parent.type ?? 'PRODUCT',
  categories: (parent: ProductNode, _args, ctx: BackendContext) => {
    const index = getCatalogIndex(ctx.state);
    const rootId = ctx.storeView.root_category_id;
    return [...new Set(seed(parent).category_ids)]
      .filter((id) => id !== rootId && isInStoreTree(index, id, rootId))
      .map((id) => categoryNode(index.categories.get(id)!));
  },
  description: (parent: ProductNode) => ({ html: seed(parent).description ?? '' }),
  short_description: (parent: ProductNode) => ({ html: seed(parent).short_description ?? '' }),
  meta_title: (parent: ProductNode) => orNull(seed(parent).meta_title),
  meta_keyword: (parent: ProductNode) => orNull(seed(parent).meta_keyword),
  meta_description: (parent: ProductNode) => orNull(seed(parent).meta_description),
  image: (parent: ProductNode, _args, ctx: BackendContext) => productImage(seed(parent), ctx, 'image'),
  small_image: (parent: ProductNode, _args, ctx: BackendContext) =>
    productImage(seed(parent), ctx, 'small_image'),
  thumbnail: (parent: ProductNode, _args, ctx: BackendContext) =>
    productImage(seed(parent), ctx, 'thumbnail'),
  swatch_image: (parent: ProductNode) =>
    sortedMedia(seed(parent)).find((entry) => entry.types.includes('swatch_image'))?.file ?? null,
  media_gallery: (parent: ProductNode, _args, ctx: BackendContext) =>
    galleryOf(seed(parent).media ?? [], seed(parent), ctx),
  media_gallery_entries: (parent: ProductNode) =>
    sortedMedia(seed(parent)).map((entry) => {
      const id = mediaEntryId(entry.file);
      return {
        id,
        uid: toUid(id),
        file: entry.file,
        label: entry.label,
        position: entry.position,
        disabled: Boolean(entry.disabled),
        types: entry.types,
        media_type: 'image',
        content: null,
        video_content: null,
      };
    }),
  price_range: (parent: ProductNode, _args, ctx: BackendContext) => {
    const range = priceRangeOf(seed(parent), todayOf(ctx), getCatalogIndex(ctx.state).bySku);
    return {
      minimum_price: productPrice(ctx, range.minimum),
      maximum_price: productPrice(ctx, range.maximum),
    };
  },
  price: (parent: ProductNode, _args, ctx: BackendContext) => {
    const range = priceRangeOf(seed(parent), todayOf(ctx), getCatalogIndex(ctx.state).bySku);
    const price = (value: number) => ({ amount: money(ctx, value), adjustments: [] });
    return {
      regularPrice: price(range.minimum.regular),
      minimalPrice: price(range.minimum.final),
      maximalPrice: price(range.maximum.final),
    };
  },
  price_tiers: () => [],
  special_price: (parent: ProductNode, _args, ctx: BackendContext) =>
    activeSpecialPrice(seed(parent).special_price, seed(parent), todayOf(ctx)),
  special_from_date: (parent: ProductNode) =>
    seed(parent).special_from_date ? `${seed(parent).special_from_date!.slice(0, 10)} 00:00:00` : null,
  special_to_date: (parent: ProductNode) =>
    seed(parent).special_to_date ? `${seed(parent).special_to_date!.slice(0, 10)} 00:00:00` : null,
  stock_status: (parent: ProductNode) => seed(parent).stock_status,
  only_x_left_in_stock: (parent: ProductNode) => {
    const product = seed(parent);
    return product.stock_status === 'IN_STOCK' && product.quantity <= 3 ? product.quantity : null;
  },
  quantity: (parent: ProductNode) => seed(parent).quantity,
  min_sale_qty: (parent: ProductNode) => seed(parent).min_sale_qty ?? 1,
  max_sale_qty: (parent: ProductNode) => seed(parent).max_sale_qty ?? 10000,
  new_from_date: () => null,
  new_to_date: () => null,
  country_of_manufacture: (parent: ProductNode) => orNull(seed(parent).country_of_manufacture),
  related_products: (parent: ProductNode, _args, ctx: BackendContext) =>
    linked(seed(parent), seed(parent).related_skus, ctx),
  upsell_products: (parent: ProductNode, _args, ctx: BackendContext) =>
    linked(seed(parent), seed(parent).upsell_skus, ctx),
  crosssell_products: (parent: ProductNode, _args, ctx: BackendContext) =>
    linked(seed(parent), seed(parent).crosssell_skus, ctx),
  custom_attributesV2: (parent: ProductNode, args, ctx: BackendContext) =>
    customAttributes(seed(parent), args, ctx),
  options_container: () => 'container2',
  gift_message_available: () => false,
  manufacturer: () => null,
  color: (parent: ProductNode) => {
    const raw = seed(parent).attributes.color;
    const id = Array.isArray(raw) ? raw[0] : raw;
    return id !== undefined && /^\d+$/.test(id) ? Number(id) : null;
  },
};

const PHYSICAL_FIELDS: Record<string, Resolver> = {
  weight: (parent: ProductNode) => {
    const raw = seed(parent).attributes.weight_lbs ?? seed(parent).attributes.weight;
    const value = Number.parseFloat(Array.isArray(raw) ? (raw[0] ?? '') : (raw ?? ''));
    return Number.isFinite(value) ? value : null;
  },
};

const CONFIGURABLE_FIELDS: Record<string, Resolver> = {
  configurable_options: (parent: ProductNode, _args, ctx: BackendContext) => {
    const product = seed(parent);
    return configurableOptions(product, ctx).map(({ attribute, label, position, values }, i) => ({
      id: product.id * 100 + i + 1,
      uid: toUid(`configurable/${product.id}/${attribute.id}`),
      attribute_code: attribute.code,
      attribute_id: String(attribute.id),
      attribute_id_v2: attribute.id,
      attribute_uid: toUid(String(attribute.id)),
      label,
      position,
      product_id: product.id,
      use_default: false,
      values: values.map((value) => ({
        uid: optionValueUid(attribute.id, value.id),
        value_index: Number(value.id),
        label: value.label,
        default_label: value.label,
        store_label: value.label,
        use_default_value: true,
        swatch_data: swatchData(attribute, value, ctx),
      })),
    }));
  },
  variants: (parent: ProductNode, _args, ctx: BackendContext) => variantsOf(parent, ctx),
  configurable_product_options_selection: (parent: ProductNode, args, ctx: BackendContext) =>
    optionsSelection(parent, args, ctx),
};

export const productResolvers: Resolvers = {
  Query: {
    products: (_root, args: ProductSearchArgs, ctx: BackendContext) =>
      runProductSearch(ctx, args, { requireSearchOrFilter: true }),
  },
  Products: {
    aggregations: (
      parent: ProductSearchResult,
      args: { filter?: { category?: { includeDirectChildrenOnly?: boolean | null } | null } | null },
    ) =>
      parent.__search
        ? buildAggregations(parent.__search, Boolean(args.filter?.category?.includeDirectChildrenOnly))
        : null,
    filters: (parent: ProductSearchResult) =>
      parent.__search ? layerFilters(buildAggregations(parent.__search)) : null,
    suggestions: (parent: ProductSearchResult) => (parent.__search ? searchSuggestions(parent.__search) : []),
  },
  SimpleProduct: { ...PRODUCT_FIELDS, ...PHYSICAL_FIELDS },
  VirtualProduct: { ...PRODUCT_FIELDS },
  // Its links and samples: resolvers/downloadable.ts.
  DownloadableProduct: { ...PRODUCT_FIELDS },
  ConfigurableProduct: { ...PRODUCT_FIELDS, ...PHYSICAL_FIELDS, ...CONFIGURABLE_FIELDS },
  BundleProduct: { ...PRODUCT_FIELDS, ...PHYSICAL_FIELDS, ...BUNDLE_FIELDS },
  GroupedProduct: { ...PRODUCT_FIELDS, ...PHYSICAL_FIELDS, ...GROUPED_FIELDS },
};
