export interface PriceProps {
  value: number;
  currencyCode: string;
  className?: string;
}

/**
 * The spec's money format is the same in every locale (spec 3, "Currency"): the symbol first,
 * "." decimals, "," between groups of three digits. en-US numbers are exactly that, so amounts
 * are formatted in en-US, not in the store's locale (de-DE would give "1.234,56 €").
 */
const MONEY_LOCALE = 'en-US';
const formats = new Map<string, Intl.NumberFormat>();

function formatMoney(value: number, currencyCode: string): string {
  let format = formats.get(currencyCode);
  if (!format) {
    try {
      format = new Intl.NumberFormat(MONEY_LOCALE, {
        style: 'currency',
        currency: currencyCode,
        currencyDisplay: 'narrowSymbol',
      });
    } catch {
      // Not a currency code Intl accepts: the amount with the code after it.
      return `${value.toFixed(2)} ${currencyCode}`;
    }
    formats.set(currencyCode, format);
  }
  return format.format(value);
}

/** A money amount in the shopper's currency: "$", "£" or "€" before the amount. */
export default function Price({ value, currencyCode, className }: PriceProps) {
  return <span className={className}>{formatMoney(value, currencyCode)}</span>;
}
