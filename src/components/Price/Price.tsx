import { FormattedNumber } from 'react-intl';

export interface PriceProps {
  value: number;
  currencyCode: string;
  className?: string;
}

/**
 * A money amount in the shopper's currency: "$", "£" or "€" before the amount, "." decimals and
 * "," between groups of three digits (spec 3, "Currency"), whatever the locale.
 */
export default function Price({ value, currencyCode, className }: PriceProps) {
  return (
    <span className={className}>
      <FormattedNumber
        value={value}
        style="currency"
        currency={currencyCode}
        currencyDisplay="narrowSymbol"
      />
    </span>
  );
}
