/**
 * The cart's lines and totals with the line actions, shared by the mini cart and the cart page.
 * Quantity changes and removals show at once (optimistic) and roll back with the backend's
 * message when refused; they reach the backend one at a time, in order (mutation queue).
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { formatRequestError } from '../../../platform/apollo/errorLink';
import { removeItem, updateItem } from './cartThunks';
import { useAppDispatch, useAppSelector } from '../../../store/createAppStore';
import type { ThunkExtra } from '../../../store/thunkExtra';
import { cartActions } from '../../../store/cartSlice';
import { cartItemViews, cartTotalsView, lineKey, type CartItemView, type CartTotalsView } from './cartModel';
import { useCartDetails } from './useCartDetails';

export interface CartLines {
  items: CartItemView[];
  totals: CartTotalsView;
  appliedCoupons: string[];
  isLoading: boolean;
  isEmpty: boolean;
  /** Sum of the lines' quantities shown. */
  itemCount: number;
  /**
   * Some line can't be ordered as it is (Magento's line `errors`: out of stock, more than is
   * salable): checkout waits until the shopper changes or removes it.
   */
  needsAttention: boolean;
  /** Why the last quantity change or removal was refused, if it was. */
  errorMessage: string | null;
  /** What the last removal did ("… was removed from your cart."), to say and to take focus. */
  notice: string | null;
  isUpdating: boolean;
  handleQuantityChange: (item: CartItemView, quantity: number) => void;
  handleRemove: (item: CartItemView) => void;
}

export function useCartLines(): CartLines {
  const intl = useIntl();
  const dispatch = useAppDispatch<ThunkExtra>();
  const { cart, isLoading } = useCartDetails();
  const pending = useAppSelector((state) => state.cart.pendingQuantities);
  const updateError = useAppSelector((state) => state.cart.updateItemError);
  const removeError = useAppSelector((state) => state.cart.removeItemError);
  const isUpdating = useAppSelector((state) => state.cart.isUpdatingItem);
  const lineOrder = useAppSelector((state) => state.cart.lineOrder);
  const items = useMemo(() => cartItemViews(cart, pending, lineOrder), [cart, pending, lineOrder]);
  const keys = useMemo(() => items.map(lineKey).join('\n'), [items]);
  useEffect(() => {
    if (keys) dispatch(cartActions.noteLineOrder(keys.split('\n')));
  }, [dispatch, keys]);
  const [notice, setNotice] = useState<string | null>(null);
  const totals = useMemo(() => cartTotalsView(cart), [cart]);
  const appliedCoupons = useMemo(
    () => (cart?.applied_coupons ?? []).flatMap((coupon) => (coupon ? [coupon.code] : [])),
    [cart],
  );

  const handleQuantityChange = useCallback(
    (item: CartItemView, quantity: number) => {
      const next = Math.round(quantity);
      if (!Number.isFinite(next) || next < 0 || next === item.quantity) return;
      void dispatch(
        updateItem({
          uid: item.uid,
          quantity: next,
          previousQuantity: item.quantity,
          configurable: item.configurable,
        }),
      );
    },
    [dispatch],
  );
  const handleRemove = useCallback(
    (item: CartItemView) => {
      setNotice(null);
      void dispatch(removeItem(item.uid)).then((removed) => {
        if (!removed) return;
        setNotice(
          intl.formatMessage(
            { id: 'cart.cartLines.removed', defaultMessage: '{name} was removed from your cart.' },
            { name: item.name },
          ),
        );
      });
    },
    [dispatch, intl],
  );

  return {
    items,
    totals,
    appliedCoupons,
    isLoading,
    isEmpty: !isLoading && items.length === 0,
    itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
    needsAttention: items.some((item) => item.problem !== null),
    errorMessage: updateError || removeError ? formatRequestError(updateError ?? removeError, intl) : null,
    notice,
    isUpdating,
    handleQuantityChange,
    handleRemove,
  };
}
