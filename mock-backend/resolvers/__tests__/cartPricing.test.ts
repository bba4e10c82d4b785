import { createState } from '../../state';
import type { CartRecord } from '../../state';
import { cartTotals, findCoupon, shippingMethodsFor } from '../cartPricing';
import { getCatalogIndex } from '../catalog/catalogIndex';

const TODAY = '2026-11-22';

function cartOf(items: CartRecord['items'], extra: Partial<CartRecord> = {}): CartRecord {
  return { id: 'c', customer_id: null, is_active: true, items, ...extra };
}

describe('cart pricing', () => {
  const state = createState();
  const index = getCatalogIndex(state);
  const simple = [...index.products.values()].find(
    (product) => product.type === 'simple' && product.special_price == null && product.price > 50,
  )!;
  const configurable = [...index.products.values()].find((product) => product.variants?.length)!;
  const variant = configurable.variants![0]!;
  const line = (sku: string, quantity: number, parent: string | null = null) => ({
    uid: sku,
    sku,
    parent_sku: parent,
    selected_options: [],
    quantity,
  });

  it('prices simple and configurable lines and totals them', () => {
    const totals = cartTotals(
      state,
      cartOf([line(simple.sku, 2), line(variant.sku, 1, configurable.sku)]),
      TODAY,
    );
    expect(totals.lines).toHaveLength(2);
    expect(totals.lines[0]!.row).toBeCloseTo(simple.price * 2);
    expect(totals.lines[1]!.variant?.sku).toBe(variant.sku);
    expect(totals.grand_total).toBeCloseTo(totals.subtotal);
    expect(totals.tax).toBe(0);
  });

  it('applies valid coupons only, and honours their minimum subtotal', () => {
    expect(findCoupon('spin10', TODAY)?.code).toBe('SPIN10');
    expect(findCoupon('SUMMER2024', TODAY)).toBeNull();
    expect(findCoupon('NOPE', TODAY)).toBeNull();
    const cart = cartOf([line(simple.sku, 1)], { coupon_code: 'SPIN10' });
    const totals = cartTotals(state, cart, TODAY);
    expect(totals.discount).toBeCloseTo(simple.price / 10, 2);
    const cheap = cartOf([line(simple.sku, 1)], { coupon_code: 'VINYL15' });
    expect(cartTotals(state, cheap, TODAY).discount).toBe(simple.price >= 100 ? 15 : 0);
  });

  it('adds shipping for the chosen method and tax by state', () => {
    const address = {
      firstname: 'A',
      lastname: 'B',
      street: ['1 Main St'],
      city: 'Austin',
      region_code: 'TX',
      region_id: 57,
      region: 'Texas',
      postcode: '78701',
      country_code: 'US',
      telephone: '5125550100',
    };
    const cart = cartOf([line(simple.sku, 1)], {
      shipping_address: address,
      shipping_method: { carrier_code: 'flatrate', method_code: 'flatrate' },
    });
    const totals = cartTotals(state, cart, TODAY);
    expect(totals.shipping).toBe(7.5);
    expect(totals.tax).toBeCloseTo(simple.price * 0.0625, 2);
    expect(totals.grand_total).toBeCloseTo(simple.price + 7.5 + totals.tax, 2);
    expect(shippingMethodsFor(cart, 200).map((rule) => rule.carrier_code)).toEqual([
      'freeshipping',
      'flatrate',
      'express',
    ]);
    expect(shippingMethodsFor(cart, 20).map((rule) => rule.carrier_code)).not.toContain('freeshipping');
    expect(shippingMethodsFor({ ...cart, shipping_address: { ...address, country_code: 'CA' } }, 20)).toEqual(
      [],
    );
  });
});
