/**
 * Magento's cart totals as its web API answers them (TotalsInterface: the `totals` of
 * shipping-information, and GET .../totals), read for what the order is charged.
 *
 * Magento charges an order in the store's base currency: payment is authorized and captured for
 * the order's base total due, whatever currency the shopper saw prices in. Every amount of the
 * totals comes twice, in the quote's currency and as `base_*` in the base currency, so the base
 * amounts are Magento's own figures for the charge, with no exchange-rate arithmetic here (Magento
 * converts and rounds each line; a total converted afterwards can be a cent off).
 */
import type { ReceiptItem, ReceiptTotals } from '../../../store/checkoutSlice';

/** The part of Magento's TotalsInterface read here. */
export interface MagentoTotals {
  grand_total?: number | null;
  base_grand_total?: number | null;
  subtotal?: number | null;
  base_subtotal?: number | null;
  discount_amount?: number | null;
  base_discount_amount?: number | null;
  shipping_amount?: number | null;
  base_shipping_amount?: number | null;
  tax_amount?: number | null;
  base_tax_amount?: number | null;
  base_currency_code?: string | null;
  quote_currency_code?: string | null;
  items?: Array<MagentoTotalsItem | null> | null;
}

/** A line of the totals (TotalsItemInterface); `options` is a JSON string of `{label, value}`. */
interface MagentoTotalsItem {
  name?: string | null;
  qty?: number | null;
  row_total?: number | null;
  base_row_total?: number | null;
  options?: string | null;
}

const amount = (value: number | null | undefined): number => (typeof value === 'number' ? value : 0);

/**
 * The totals in the currency Magento charges. A backend without base amounts is read in the
 * quote's currency; there, as Magento's CartTotalRepository sets it, `grand_total` is the grand
 * total less tax, so the tax is added back.
 */
export function chargedTotals(totals: MagentoTotals | null | undefined): ReceiptTotals | null {
  if (!totals) return null;
  if (typeof totals.base_grand_total === 'number' && totals.base_currency_code) {
    return {
      subtotal: amount(totals.base_subtotal),
      discount: Math.abs(amount(totals.base_discount_amount)),
      shipping: amount(totals.base_shipping_amount),
      tax: amount(totals.base_tax_amount),
      grandTotal: totals.base_grand_total,
      currency: totals.base_currency_code,
    };
  }
  if (typeof totals.grand_total !== 'number') return null;
  return {
    subtotal: amount(totals.subtotal),
    discount: Math.abs(amount(totals.discount_amount)),
    shipping: amount(totals.shipping_amount),
    tax: amount(totals.tax_amount),
    grandTotal: Math.round((totals.grand_total + amount(totals.tax_amount)) * 100) / 100,
    currency: totals.quote_currency_code || 'USD',
  };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * An option value as text. Magento formats it as HTML (Catalog's product configuration helper):
 * escaped, line breaks as `<br />`, and a long value cut with a "..." link (its whole text is then
 * in `full_view`).
 */
export function optionText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, ', ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X'))
        return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

function optionsOf(json: string | null | undefined): ReceiptItem['options'] {
  if (!json) return [];
  try {
    const list: unknown = JSON.parse(json);
    if (!Array.isArray(list)) return [];
    return list.flatMap((entry: unknown) => {
      if (!entry || typeof entry !== 'object') return [];
      const { label, value, full_view: fullView } = entry as Record<string, unknown>;
      const shown = typeof fullView === 'string' ? fullView : value;
      return typeof label === 'string' && typeof shown === 'string'
        ? [{ label: optionText(label), value: optionText(shown) }]
        : [];
    });
  } catch {
    return [];
  }
}

/** The lines of the totals, their row totals in the currency `chargedTotals` answers. */
export function receiptItems(totals: MagentoTotals | null | undefined): ReceiptItem[] {
  const inBase = typeof totals?.base_grand_total === 'number' && Boolean(totals.base_currency_code);
  return (totals?.items ?? []).flatMap((item) =>
    item?.name
      ? [
          {
            name: item.name,
            quantity: amount(item.qty),
            options: optionsOf(item.options),
            rowTotal: (inBase ? item.base_row_total : item.row_total) ?? null,
          },
        ]
      : [],
  );
}
