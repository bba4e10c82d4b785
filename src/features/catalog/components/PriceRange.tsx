import { FormattedMessage } from 'react-intl';
import Price from '../../../components/Price/Price';
import type { PriceRangeLabel } from '../hooks/filterModel';

/** A price filter's range: "$100.00 – $200.00", or open at one end. */
export default function PriceRange({ range }: { range: PriceRangeLabel }) {
  const from = range.from !== null ? <Price value={range.from} currencyCode={range.currency} /> : null;
  const to = range.to !== null ? <Price value={range.to} currencyCode={range.currency} /> : null;
  if (from && to) {
    return (
      <FormattedMessage
        id="catalog.filters.priceRange"
        defaultMessage="{from} – {to}"
        values={{ from, to }}
      />
    );
  }
  if (from)
    return (
      <FormattedMessage id="catalog.filters.priceFrom" defaultMessage="{from} and above" values={{ from }} />
    );
  return <FormattedMessage id="catalog.filters.priceTo" defaultMessage="Up to {to}" values={{ to }} />;
}
