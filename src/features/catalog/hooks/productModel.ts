/**
 * The product page's model from GetProductDetail: images, configurable options and variants in
 * the shapes the option logic (configurableOptions.ts) works on, specifications, breadcrumbs.
 */
import { variantAttributes } from '../../../platform/catalog/variantAttributes';
import type { GetProductDetailQuery } from '../../../__generated__/operations';
import { siteMediaUrl } from '../../../platform/images/mediaUrl';
import { ancestorCrumbs, type Crumb } from './breadcrumbs';
import type { ConfigurableOption, OptionValue, Variant } from './configurableOptions';
import { priceView, type PriceView } from './productTile';
import { categoryUrl } from '../../../platform/catalog/catalogUrls';

export type ProductDetail = NonNullable<
  NonNullable<NonNullable<GetProductDetailQuery['products']>['items']>[number]
>;
type ConfigurableDetail = Extract<ProductDetail, { __typename: 'ConfigurableProduct' }>;
type VariantDetail = NonNullable<NonNullable<NonNullable<ConfigurableDetail['variants']>[number]>['product']>;

export interface GalleryImage {
  url: string;
  label: string;
}

export interface VariantProduct {
  uid: string;
  sku: string;
  name: string;
  inStock: boolean;
  onlyLeft: number | null;
  images: GalleryImage[];
  price: PriceView | null;
}

export interface Specification {
  code: string;
  label: string;
  value: string;
}

export const isConfigurable = (product: ProductDetail): product is ConfigurableDetail =>
  product.__typename === 'ConfigurableProduct';

interface MediaLike {
  url?: string | null;
  label?: string | null;
  position?: number | null;
  disabled?: boolean | null;
}

/** Gallery entries in position order, without disabled ones or ones without a URL. */
export function galleryImages(
  media: ReadonlyArray<MediaLike | null> | null | undefined,
  fallbackLabel: string,
): GalleryImage[] {
  return [...(media ?? [])]
    .filter((entry): entry is MediaLike => Boolean(entry?.url) && !entry?.disabled)
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((entry) => ({ url: entry.url!, label: entry.label || fallbackLabel }));
}

const HEX_COLOR = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

type SwatchData = NonNullable<
  NonNullable<NonNullable<NonNullable<ConfigurableDetail['configurable_options']>[number]>['values']>[number]
>['swatch_data'];

function swatchOf(data: SwatchData): OptionValue['swatch'] {
  if (!data?.value) return null;
  if (data.__typename === 'ImageSwatchData') {
    // Image swatches are shown from the storefront's own /media/ (mediaUrl.ts).
    const thumbnail = 'thumbnail' in data ? data.thumbnail : null;
    return {
      kind: 'image',
      value: siteMediaUrl(data.value),
      thumbnail: thumbnail ? siteMediaUrl(thumbnail) : null,
    };
  }
  if (data.__typename === 'ColorSwatchData' || HEX_COLOR.test(data.value)) {
    return HEX_COLOR.test(data.value) ? { kind: 'color', value: data.value } : null;
  }
  return { kind: 'text', value: data.value };
}

export function configurableOptionsOf(product: ProductDetail): ConfigurableOption[] {
  if (!isConfigurable(product)) return [];
  return [...(product.configurable_options ?? [])]
    .filter((option): option is NonNullable<typeof option> => Boolean(option?.attribute_code))
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((option) => {
      const values: OptionValue[] = (option.values ?? []).flatMap((value) =>
        value && typeof value.value_index === 'number'
          ? [
              {
                uid: value.uid ?? '',
                valueIndex: value.value_index,
                label: value.label ?? String(value.value_index),
                swatch: swatchOf(value.swatch_data),
              },
            ]
          : [],
      );
      return {
        uid: option.uid,
        code: option.attribute_code!,
        label: option.label ?? option.attribute_code!,
        display: values.length > 0 && values.every((value) => value.swatch) ? 'swatch' : 'select',
        values,
      };
    });
}

function variantProduct(product: VariantDetail): VariantProduct {
  const name = product.name ?? '';
  return {
    uid: product.uid,
    sku: product.sku ?? '',
    name,
    inStock: product.stock_status === 'IN_STOCK',
    onlyLeft: product.only_x_left_in_stock ?? null,
    images: galleryImages(product.media_gallery, name),
    price: priceView(product.price_range),
  };
}

export function variantsOf(product: ProductDetail): Variant<VariantProduct>[] {
  if (!isConfigurable(product)) return [];
  return (product.variants ?? []).flatMap((variant) => {
    if (!variant?.product) return [];
    const attributes = variantAttributes(variant);
    const child = variantProduct(variant.product);
    return [{ attributes, inStock: child.inStock, product: child }];
  });
}

/** Specifications: custom attributes visible on the front, labelled by the attribute list. */
export function specificationsOf(
  product: ProductDetail,
  labels: ReadonlyMap<string, string>,
): Specification[] {
  return (product.custom_attributesV2?.items ?? []).flatMap((item) => {
    if (!item) return [];
    const value =
      'selected_options' in item
        ? item.selected_options.flatMap((option) => (option?.label ? [option.label] : [])).join(', ')
        : 'value' in item
          ? item.value
          : '';
    if (!value.trim()) return [];
    return [{ code: item.code, label: labels.get(item.code) ?? item.code, value }];
  });
}

/**
 * The trail to the product: through the category the shopper came from when the product is in
 * it, else through its deepest category.
 */
export function productBreadcrumbs(
  product: ProductDetail,
  home: string,
  fromCategory?: string | null,
): Crumb[] {
  const categories = (product.categories ?? []).filter((category): category is NonNullable<typeof category> =>
    Boolean(category?.url_path && category.name),
  );
  const chosen =
    categories.find((category) => category.uid === fromCategory) ??
    [...categories].sort(
      (a, b) => (b.level ?? b.breadcrumbs?.length ?? 0) - (a.level ?? a.breadcrumbs?.length ?? 0),
    )[0];
  const trail: Crumb[] = [{ label: home, href: '/' }];
  if (chosen) {
    trail.push(...ancestorCrumbs(chosen.breadcrumbs, chosen.url_suffix), {
      label: chosen.name!,
      href: categoryUrl(chosen.url_path, chosen.url_suffix),
      uid: chosen.uid,
    });
  }
  trail.push({ label: product.name ?? '', href: null });
  return trail;
}
