/**
 * Checkout's order summary: the cart's lines (read only), the coupon, and the totals as Magento
 * answers them (subtotal, each discount, the shipping method chosen, tax, grand total). It follows
 * the cart in the cache, so a step that changes the cart (address, method, coupon) shows at once,
 * and asks again when the shopper returns to the tab (the cart may have changed in another one).
 * On phones it starts collapsed, its toggle still showing the grand total.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { cartItemViews, cartTotalsView, type CartItemView, type CartTotalsView } from './cartModel';
import { useCartDetails } from './useCartDetails';
import { useCouponCode, type CouponCode } from './useCouponCode';

export interface CartSummary {
  items: CartItemView[];
  totals: CartTotalsView;
  coupon: CouponCode;
  /** Sum of the lines' quantities. */
  itemCount: number;
  isLoading: boolean;
  /** Said politely when the grand total changes after the first answer (null before). */
  announcement: string | null;
  /** Whether the collapsible summary (phones) is open; wide screens always show it. */
  expanded: boolean;
  toggle: () => void;
}

export function useCartSummary(): CartSummary {
  const intl = useIntl();
  const { cart, isLoading } = useCartDetails({ refreshOnReturn: true });
  const items = useMemo(() => cartItemViews(cart, {}), [cart]);
  const totals = useMemo(() => cartTotalsView(cart), [cart]);
  const appliedCoupons = useMemo(
    () => (cart?.applied_coupons ?? []).flatMap((coupon) => (coupon ? [coupon.code] : [])),
    [cart],
  );
  const coupon = useCouponCode(appliedCoupons);
  const [expanded, setExpanded] = useState(false);
  const toggle = useCallback(() => setExpanded((open) => !open), []);

  const [announcement, setAnnouncement] = useState<string | null>(null);
  const shown = useRef<string | null>(null);
  const grandTotal = totals.grandTotal
    ? intl.formatNumber(totals.grandTotal.value, { style: 'currency', currency: totals.grandTotal.currency })
    : null;
  useEffect(() => {
    if (grandTotal === null) return;
    if (shown.current !== null && shown.current !== grandTotal) {
      setAnnouncement(
        intl.formatMessage(
          { id: 'cart.summary.totalChanged', defaultMessage: 'Order total is now {total}' },
          { total: grandTotal },
        ),
      );
    }
    shown.current = grandTotal;
  }, [grandTotal, intl]);

  return {
    items,
    totals,
    coupon,
    itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
    isLoading,
    announcement,
    expanded,
    toggle,
  };
}
