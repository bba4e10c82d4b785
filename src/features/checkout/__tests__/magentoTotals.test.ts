import { chargedTotals, optionText, receiptItems } from '../hooks/magentoTotals';

describe('Magento’s totals, read for what the order is charged', () => {
  const totals = {
    grand_total: 96.19,
    base_grand_total: 113.64,
    subtotal: 91.91,
    base_subtotal: 99.9,
    discount_amount: -0,
    base_discount_amount: -10,
    shipping_amount: 6.9,
    base_shipping_amount: 7.5,
    tax_amount: 5.74,
    base_tax_amount: 6.24,
    base_currency_code: 'USD',
    quote_currency_code: 'EUR',
    items: [
      {
        name: 'Cruiser Deluxe',
        qty: 1,
        row_total: 73.55,
        base_row_total: 79.95,
        options: JSON.stringify([{ value: 'Turquoise', label: 'Color' }]),
      },
      null,
      { name: '', qty: 1 },
    ],
  };

  it('takes the base amounts, in the base currency', () => {
    expect(chargedTotals(totals)).toEqual({
      subtotal: 99.9,
      discount: 10,
      shipping: 7.5,
      tax: 6.24,
      grandTotal: 113.64,
      currency: 'USD',
    });
    expect(receiptItems(totals)).toEqual([
      {
        name: 'Cruiser Deluxe',
        quantity: 1,
        options: [{ label: 'Color', value: 'Turquoise' }],
        rowTotal: 79.95,
      },
    ]);
  });

  it('without base amounts, reads the quote’s, adding back the tax Magento leaves out of grand_total', () => {
    const quoteOnly = {
      grand_total: 107.4,
      subtotal: 99.9,
      shipping_amount: 7.5,
      tax_amount: 6.24,
      quote_currency_code: 'USD',
      items: [{ name: 'Dig Crate', qty: 2, row_total: 99.9 }],
    };
    expect(chargedTotals(quoteOnly)).toEqual({
      subtotal: 99.9,
      discount: 0,
      shipping: 7.5,
      tax: 6.24,
      grandTotal: 113.64,
      currency: 'USD',
    });
    expect(receiptItems(quoteOnly)).toEqual([
      { name: 'Dig Crate', quantity: 2, options: [], rowTotal: 99.9 },
    ]);
    expect(chargedTotals(undefined)).toBeNull();
    expect(chargedTotals({})).toBeNull();
  });

  it('reads option values as text: escaped, with line breaks, and cut ones whole', () => {
    const options = JSON.stringify([
      { value: 'Walnut &amp; Brass', label: 'Finish' },
      { value: 'Line one<br />Line two', label: 'Engraving' },
      {
        value: 'A very long text<a href="#" class="dots tooltip toggle" onclick="return false">...</a>',
        label: 'Note',
        full_view: 'A very long text that goes on',
      },
      { value: '&#039;78 &quot;Live&quot;', label: 'Press' },
    ]);
    expect(receiptItems({ items: [{ name: 'Deck', qty: 1, row_total: 1, options }] })[0]!.options).toEqual([
      { label: 'Finish', value: 'Walnut & Brass' },
      { label: 'Engraving', value: 'Line one, Line two' },
      { label: 'Note', value: 'A very long text that goes on' },
      { label: 'Press', value: '\'78 "Live"' },
    ]);
    expect(receiptItems({ items: [{ name: 'Deck', options: 'not json' }] })[0]!.options).toEqual([]);
    expect(optionText('&lt;b&gt; &#x41; &unknown;')).toBe('<b> A &unknown;');
  });
});
