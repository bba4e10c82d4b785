import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import Price from '../../../components/Price/Price';
import ProductPrice from '../components/ProductPrice';
import { priceView, type PriceView } from '../hooks/productTile';

function renderPrice(value: number, currencyCode: string, locale = 'en-US') {
  const view = render(
    <IntlProvider locale={locale} defaultLocale="en-US">
      <Price value={value} currencyCode={currencyCode} className="price" />
    </IntlProvider>,
  );
  return view.container.querySelector('.price');
}

describe('Price', () => {
  it.each([
    ['USD', 1234567.891, '$1,234,567.89'],
    ['EUR', 1234567.891, '€1,234,567.89'],
    ['GBP', 1234567.891, '£1,234,567.89'],
    ['USD', 59.95, '$59.95'],
    ['GBP', 0, '£0.00'],
    ['EUR', 1000, '€1,000.00'],
    ['USD', 999.999, '$1,000.00'],
  ])('shows %s %d as %s', (currency, value, text) => {
    expect(renderPrice(value, currency)).toHaveTextContent(text, { normalizeWhitespace: false });
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('shows an amount in a currency Intl does not know with its code', () => {
    expect(renderPrice(12.5, 'not-a-currency')).toHaveTextContent('12.50 not-a-currency');
  });

  it.each(['de-DE', 'fr-FR', 'en-GB', 'en-CA'])(
    'keeps the symbol first, "." decimals and "," groups in %s',
    (locale) => {
      expect(renderPrice(1234567.891, 'EUR', locale)).toHaveTextContent('€1,234,567.89');
    },
  );
});

describe('ProductPrice', () => {
  const render3 = (price: PriceView) =>
    render(
      <IntlProvider locale="en-US" defaultLocale="en-US">
        <ProductPrice price={price} />
      </IntlProvider>,
    );

  it.each([
    ['USD', '$39.95', '$49.95'],
    ['GBP', '£39.95', '£49.95'],
    ['EUR', '€39.95', '€49.95'],
  ])('shows a %s special price with the regular one struck through', (currency, special, regular) => {
    render3({ final: { value: 39.95, currency }, regular: { value: 49.95, currency }, isRange: false });
    expect(screen.getByText('Special price').parentElement).toHaveTextContent(special);
    const struck = screen.getByText('Regular price').closest('s');
    expect(struck).toHaveTextContent(regular);
  });

  it('shows one price without a special one, and "As low as" for a range', () => {
    render3({ final: { value: 1234.5, currency: 'GBP' }, regular: null, isRange: true });
    expect(screen.getByText('As low as')).toBeInTheDocument();
    expect(screen.getByText('£1,234.50')).toBeInTheDocument();
    expect(screen.queryByText('Regular price')).not.toBeInTheDocument();
  });

  it('reads price ranges from the API: special only when lower, a range when children cost more', () => {
    const money = (value: number) => ({ value, currency: 'USD' as const });
    expect(
      priceView({
        minimum_price: { final_price: money(10), regular_price: money(12) },
        maximum_price: { final_price: money(15) },
      }),
    ).toEqual({ final: money(10), regular: money(12), isRange: true });
    expect(
      priceView({
        minimum_price: { final_price: money(10), regular_price: money(10) },
        maximum_price: { final_price: money(10) },
      }),
    ).toEqual({ final: money(10), regular: null, isRange: false });
    expect(priceView({ minimum_price: { final_price: { value: null, currency: null } } })).toBeNull();
  });
});
