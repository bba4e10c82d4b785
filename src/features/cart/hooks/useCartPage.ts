/**
 * The cart page (/cart): lines with quantity, removal and (signed in) move to the wish list,
 * totals, coupon code, checkout.
 */
import { useIntl } from 'react-intl';
import { useDocumentHead } from '../../../platform/seo/useDocumentHead';
import { useCartLines, type CartLines } from './useCartLines';
import { useCouponCode, type CouponCode } from './useCouponCode';
import { useMoveToWishlist, type MoveToWishlist } from './useMoveToWishlist';

export interface CartPage extends CartLines {
  coupon: CouponCode;
  wishlist: MoveToWishlist;
}

export function useCartPage(): CartPage {
  const intl = useIntl();
  const lines = useCartLines();
  const coupon = useCouponCode(lines.appliedCoupons);
  const wishlist = useMoveToWishlist();
  useDocumentHead({
    title: intl.formatMessage({ id: 'cart.cartPage.title', defaultMessage: 'Shopping Cart' }),
    robots: 'noindex, nofollow',
  });
  return { ...lines, coupon, wishlist };
}
