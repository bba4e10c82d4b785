import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import Price from '../../../components/Price/Price';

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
