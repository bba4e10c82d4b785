/**
 * What a product tile shows, from the `ProductTile_product` fragment: the product's page URL, its
 * image, name, price in the shopper's currency (the final price, with the regular price beside it
 * when a special price is lower) and whether it is in stock.
 */
import type { ProductTile_ProductFragment } from '../../../__generated__/operations';
import { productUrl } from '../../../platform/catalog/catalogUrls';
import { compositeReading, type CompositeKind } from './compositePrice';

export interface Money {
  value: number;
  currency: string;
}

export interface PriceView {
  final: Money;
  /** The regular price when a special price is lower, else null. */
  regular: Money | null;
  /** A configurable product whose children cost more than the lowest: "As low as". */
  isRange: boolean;
  /**
   * A bundle shown as a price range or a grouped product: "From $X", and "To $Y" when a bundle's
   * highest price is above its lowest (compositePrice.ts). Absent for other products.
   */
  composite?: { to: Money | null } | null;
}

/** A product's rating: Magento's summary (0-100) as stars out of 5, and how many reviews. */
export interface RatingView {
  /** Out of 5, to one decimal (Magento's 0-100 summary divided by 20). */
  stars: number;
  /** The summary as Magento gives it, 0-100: how much of the five stars is filled. */
  percent: number;
  count: number;
}

/** The rating to show, or null for a product nobody has reviewed yet. */
export function ratingView(
  product: { rating_summary?: number | null; review_count?: number | null } | null | undefined,
): RatingView | null {
  const count = product?.review_count ?? 0;
  if (count < 1) return null;
  const percent = Math.min(100, Math.max(0, product?.rating_summary ?? 0));
  return { stars: Math.round(percent / 2) / 10, percent, count };
}

export interface ProductTileView {
  uid: string;
  sku: string;
  name: string;
  href: string;
  image: { url: string; label: string } | null;
  price: PriceView | null;
  inStock: boolean;
  /** Stars and count, when the product has reviews. */
  rating: RatingView | null;
  /** A simple or virtual product in stock: it can be added to the cart from the tile. */
  canAddToCart: boolean;
}

const money = (
  amount: { value?: number | null; currency?: string | null } | null | undefined,
): Money | null =>
  amount && typeof amount.value === 'number' && amount.currency
    ? { value: amount.value, currency: amount.currency }
    : null;

interface PriceRangeLike {
  minimum_price: {
    final_price: { value?: number | null; currency?: string | null };
    regular_price?: { value?: number | null; currency?: string | null } | null;
  };
  maximum_price?: { final_price: { value?: number | null; currency?: string | null } } | null;
}

/**
 * The price to show for a price range (a product's, or a configurable child's); `kind`, a bundle's
 * or grouped product's type and price view, makes it read "From… To…" (compositePrice.ts).
 */
export function priceView(
  range: PriceRangeLike | null | undefined,
  kind?: CompositeKind | null,
): PriceView | null {
  const final = money(range?.minimum_price.final_price);
  if (!final) return null;
  const regular = money(range?.minimum_price.regular_price);
  const maximum = money(range?.maximum_price?.final_price);
  const composite = compositeReading(kind, final, maximum);
  return {
    final,
    regular: regular && regular.value > final.value ? regular : null,
    isRange: !composite && Boolean(maximum && maximum.value > final.value),
    ...(composite ? { composite } : {}),
  };
}

function toProductTile(product: ProductTile_ProductFragment): ProductTileView {
  const image = product.small_image?.url
    ? { url: product.small_image.url, label: product.small_image.label || product.name || '' }
    : null;
  return {
    uid: product.uid,
    sku: product.sku ?? '',
    name: product.name ?? '',
    href: productUrl(product.url_key, product.url_suffix),
    image,
    price: priceView(product.price_range, product),
    inStock: product.stock_status !== 'OUT_OF_STOCK',
    rating: ratingView(product),
    canAddToCart:
      (product.__typename === 'SimpleProduct' || product.__typename === 'VirtualProduct') &&
      product.stock_status === 'IN_STOCK',
  };
}

/** Tiles for a list of products, leaving out empty entries. */
export const toProductTiles = (items: ReadonlyArray<ProductTile_ProductFragment | null> | null | undefined) =>
  (items ?? []).flatMap((item) => (item ? [toProductTile(item)] : []));
