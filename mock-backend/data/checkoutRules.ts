/**
 * The store's checkout rules as a merchant would configure them in the admin: cart price rules
 * (coupon codes), tax rates by US state, and the shipping methods offered. Money is in the base
 * currency (USD).
 */

export interface CouponRule {
  code: string;
  /** The label Magento shows for the discount line. */
  label: string;
  kind: 'percent' | 'fixed' | 'free_shipping';
  /** Percent off the subtotal, or a fixed amount off the cart (never below zero). */
  amount: number;
  /** Minimum subtotal for the rule to apply. */
  min_subtotal?: number;
  /** ISO dates (inclusive); outside them the code is not valid. */
  from_date?: string | null;
  to_date?: string | null;
}

export const couponRules: CouponRule[] = [
  { code: 'SPIN10', label: 'SPIN10: 10% off', kind: 'percent', amount: 10 },
  {
    code: 'VINYL15',
    label: 'VINYL15: $15 off orders over $100',
    kind: 'fixed',
    amount: 15,
    min_subtotal: 100,
  },
  { code: 'SHIPFREE', label: 'SHIPFREE: free shipping', kind: 'free_shipping', amount: 0 },
  {
    code: 'SUMMER2024',
    label: 'SUMMER2024: 20% off',
    kind: 'percent',
    amount: 20,
    from_date: '2024-06-01',
    to_date: '2024-08-31',
  },
];

/** Sales tax by US state code, applied to the discounted subtotal (shipping is not taxed). */
export const taxRates: Record<string, number> = {
  CA: 0.0725,
  NY: 0.04,
  TX: 0.0625,
  WA: 0.065,
  IL: 0.0625,
};

export interface ShippingRule {
  carrier_code: string;
  method_code: string;
  carrier_title: string;
  method_title: string;
  /** Price per order. */
  amount: number;
  /** Offered only when the discounted subtotal reaches this. */
  min_subtotal?: number;
}

/**
 * The free-shipping threshold: the subtotal after discounts from which Free Shipping is offered.
 * The store's content quotes it from here (cms.ts), so what it promises is what checkout offers.
 */
export const FREE_SHIPPING_THRESHOLD = 75;

/** Shipping methods offered to US addresses, in display order. */
export const shippingRules: ShippingRule[] = [
  {
    carrier_code: 'freeshipping',
    method_code: 'freeshipping',
    carrier_title: 'Free Shipping',
    method_title: 'Free',
    amount: 0,
    min_subtotal: FREE_SHIPPING_THRESHOLD,
  },
  {
    carrier_code: 'flatrate',
    method_code: 'flatrate',
    carrier_title: 'Flat Rate',
    method_title: 'Fixed',
    amount: 7.5,
  },
  {
    carrier_code: 'express',
    method_code: 'nextday',
    carrier_title: 'Express',
    method_title: 'Next business day',
    amount: 24.95,
  },
];

/** A shipping rule by carrier, for the content that quotes it. */
export const shippingRule = (carrierCode: string): ShippingRule =>
  shippingRules.find((rule) => rule.carrier_code === carrierCode)!;

/** An amount as the store's content writes it: "$75", "$7.50". */
export const dollars = (amount: number): string =>
  Number.isInteger(amount) ? `$${amount}` : `$${amount.toFixed(2)}`;
