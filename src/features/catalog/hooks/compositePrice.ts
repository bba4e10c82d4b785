/**
 * How a bundle's or a grouped product's price reads, as Magento's storefront shows it: a bundle
 * whose price view is PRICE_RANGE reads "From $X To $Y" (just "From $X" when both are the same);
 * AS_LOW_AS reads "As low as $X"; a grouped product reads "From $X" (its cheapest member).
 */
interface Money {
  value: number;
  currency: string;
}

export interface CompositeKind {
  __typename?: string;
  price_view?: string | null;
}

/** The "From… To…" reading of a composite product's price, or null for any other. */
export function compositeReading(
  kind: CompositeKind | null | undefined,
  lowest: Money,
  highest: Money | null,
): { to: Money | null } | null {
  if (kind?.__typename === 'GroupedProduct') return { to: null };
  if (kind?.__typename !== 'BundleProduct' || kind.price_view === 'AS_LOW_AS') return null;
  return { to: highest && highest.value > lowest.value ? highest : null };
}
