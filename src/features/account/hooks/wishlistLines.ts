/**
 * The wish list's lines as the page and the hearts read them, from GetWishlist. A configurable
 * product's line is its parent product with the options saved for it (Magento's
 * `ConfigurableWishlistItem.configurable_options`, and `configured_variant` for the child they
 * name); a line saved without them lists the product's options for the shopper to choose.
 */
import { variantAttributes } from '../../../platform/catalog/variantAttributes';
import type { GetWishlistQuery } from '../../../__generated__/operations';
import { siteMediaUrl } from '../../../platform/images/mediaUrl';

export type Wishlist = NonNullable<
  NonNullable<NonNullable<GetWishlistQuery['customer']>['wishlists']>[number]
>;
export type WishlistLine = NonNullable<NonNullable<Wishlist['items_v2']>['items'][number]>;
type LineProduct = NonNullable<WishlistLine['product']>;

interface WishlistOptionValue {
  /** The option value's uid, as `selected_options` names it. */
  uid: string;
  valueIndex: number;
  label: string;
  /** An in-stock child has it, together with the other options chosen. */
  available: boolean;
}

interface WishlistOptionChoice {
  /** The attribute code ("color"). */
  code: string;
  label: string;
  values: WishlistOptionValue[];
  /** The chosen value's uid, or '' while none is. */
  chosen: string;
}

export interface WishlistItemView {
  id: string;
  /** The product's own sku (a configurable product's parent sku). */
  sku: string;
  name: string;
  /** The product page, with the saved options chosen (`?color=103`). */
  url: string | null;
  imageUrl: string | null;
  imageLabel: string;
  price: { value: number; currency: string } | null;
  quantity: number;
  inStock: boolean;
  /** The saved options, as Magento labels them ("Color: Turquoise"). */
  savedOptions: Array<{ label: string; value: string }>;
  /**
   * A configurable product saved without its options: each option to choose before the line can go
   * to the cart (empty for every other line).
   */
  optionsToChoose: WishlistOptionChoice[];
}

/** Chosen value uids by attribute code, per wish-list line id. */
export type OptionChoices = Readonly<Record<string, Readonly<Record<string, string>>>>;

interface ProductOption {
  code: string;
  label: string;
  values: Array<{ uid: string; valueIndex: number; label: string }>;
}

interface ProductVariant {
  attributes: Record<string, number>;
  inStock: boolean;
}

function optionsOf(product: LineProduct): ProductOption[] {
  if (!('configurable_options' in product)) return [];
  return [...(product.configurable_options ?? [])]
    .flatMap((option) => (option?.attribute_code ? [option] : []))
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((option) => ({
      code: option.attribute_code!,
      label: option.label ?? option.attribute_code!,
      values: (option.values ?? []).flatMap((value) =>
        value?.uid && typeof value.value_index === 'number'
          ? [
              {
                uid: value.uid,
                valueIndex: value.value_index,
                label: value.label ?? String(value.value_index),
              },
            ]
          : [],
      ),
    }));
}

function variantsOf(product: LineProduct): ProductVariant[] {
  if (!('variants' in product)) return [];
  return (product.variants ?? []).flatMap((variant) => {
    if (!variant?.product) return [];
    const attributes = variantAttributes(variant);
    return [{ attributes, inStock: variant.product.stock_status === 'IN_STOCK' }];
  });
}

/** The option value uids saved on a line (none for a product that is not configurable). */
export function savedOptionUids(line: WishlistLine): string[] {
  if (!('configurable_options' in line)) return [];
  return (line.configurable_options ?? []).flatMap((option) =>
    option ? [option.configurable_product_option_value_uid] : [],
  );
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value) => b.includes(value));

/**
 * The lines of a product (by sku, in any case) that a heart stands for: with options chosen, the
 * line saved with exactly those; without, every line of the product.
 */
export function linesFor(
  wishlist: Wishlist | null | undefined,
  sku: string,
  selectedOptions: readonly string[] = [],
): WishlistLine[] {
  return (wishlist?.items_v2?.items ?? []).filter(
    (line): line is WishlistLine =>
      Boolean(line) &&
      line!.product?.sku?.toLowerCase() === sku.toLowerCase() &&
      (selectedOptions.length === 0 || sameSet(savedOptionUids(line!), selectedOptions)),
  );
}

/** A line's options to choose, with what `chosen` (value uid by attribute code) has picked. */
function choicesOf(
  options: readonly ProductOption[],
  variants: readonly ProductVariant[],
  chosen: Readonly<Record<string, string>>,
): WishlistOptionChoice[] {
  const indexOf = (code: string) =>
    options.find((option) => option.code === code)?.values.find((value) => value.uid === chosen[code])
      ?.valueIndex;
  return options.map((option) => ({
    code: option.code,
    label: option.label,
    chosen: option.values.some((value) => value.uid === chosen[option.code]) ? chosen[option.code]! : '',
    values: option.values.map((value) => ({
      ...value,
      available: variants.some(
        (variant) =>
          variant.inStock &&
          variant.attributes[option.code] === value.valueIndex &&
          options.every(
            (other) =>
              other.code === option.code ||
              indexOf(other.code) === undefined ||
              variant.attributes[other.code] === indexOf(other.code),
          ),
      ),
    })),
  }));
}

/** The product page's address with options chosen: `?<attribute code>=<value index>` each. */
function productUrl(product: LineProduct, chosen: ReadonlyArray<{ code: string; valueIndex: number }>) {
  if (!product.url_key) return null;
  const search = new URLSearchParams(chosen.map(({ code, valueIndex }) => [code, String(valueIndex)]));
  const query = search.toString();
  return `/${product.url_key}${product.url_suffix ?? ''}${query ? `?${query}` : ''}`;
}

export function itemView(
  line: WishlistLine,
  chosen: Readonly<Record<string, string>> = {},
): WishlistItemView | null {
  const product = line.product;
  if (!product) return null;
  const options = optionsOf(product);
  const saved = savedOptionUids(line);
  const variant = 'configured_variant' in line ? line.configured_variant : null;
  const shown = variant ?? product;
  const price = shown.price_range.minimum_price.final_price;
  const image = variant?.small_image?.url ? variant.small_image : product.small_image;
  const savedValues = options.flatMap((option) =>
    option.values
      .filter((value) => saved.includes(value.uid))
      .map((value) => ({ code: option.code, ...value })),
  );
  const needsOptions = options.length > 0 && !variant;
  return {
    id: line.id,
    sku: product.sku ?? '',
    name: product.name ?? '',
    url: productUrl(product, variant ? savedValues : []),
    imageUrl: image?.url ? siteMediaUrl(image.url) : null,
    imageLabel: image?.label ?? product.name ?? '',
    price: price.value != null ? { value: price.value, currency: price.currency ?? 'USD' } : null,
    quantity: line.quantity,
    inStock: shown.stock_status !== 'OUT_OF_STOCK',
    savedOptions: variant
      ? ('configurable_options' in line ? (line.configurable_options ?? []) : []).flatMap((option) =>
          option ? [{ label: option.option_label, value: option.value_label }] : [],
        )
      : [],
    optionsToChoose: needsOptions ? choicesOf(options, variantsOf(product), chosen) : [],
  };
}
