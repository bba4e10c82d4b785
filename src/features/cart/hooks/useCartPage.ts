/** The cart page (/cart): lines with quantity and removal, totals, coupon code, checkout. */
import { useIntl } from 'react-intl';
import { useDocumentHead } from '../../../platform/seo/useDocumentHead';
import { useCartLines, type CartLines } from './useCartLines';
import { useCouponCode, type CouponCode } from './useCouponCode';

export interface CartPage extends CartLines {
  coupon: CouponCode;
}

export function useCartPage(): CartPage {
  const intl = useIntl();
  const lines = useCartLines();
  const coupon = useCouponCode(lines.appliedCoupons);
  useDocumentHead({
    title: intl.formatMessage({ id: 'cart.cartPage.title', defaultMessage: 'Shopping Cart' }),
    robots: 'noindex, nofollow',
  });
  return { ...lines, coupon };
}
