/**
 * "Move to Wish List" on the cart page (signed-in customers only): the line's product is added to
 * the customer's wish list (the account feature's add, handed in as a slot: cartSlots.ts) and,
 * only once that succeeded, the line leaves the cart through the cart's own remove action (so the
 * badge, totals and optimistic state stay right). A refusal or a failure is kept per line and the
 * line stays; a success is announced by name.
 */
import { useCallback, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { formatRequestError } from '../../../platform/apollo/errorLink';
import { removeItem } from './cartThunks';
import { useAppDispatch, useAppSelector } from '../../../store/createAppStore';
import type { ThunkExtra } from '../../../store/thunkExtra';
import { useCartSlots } from '../cartSlots';
import type { CartItemView } from './cartModel';

export interface MoveToWishlist {
  /** False for guests: they are not offered the control. */
  canMoveToWishlist: boolean;
  /** Uids of the lines being moved. */
  movingUids: ReadonlySet<string>;
  /** Why a line could not be moved, by line uid. */
  moveErrors: Readonly<Record<string, string>>;
  /** "<name> was moved to your wish list." after the last successful move. */
  moveNotice: string | null;
  handleMoveToWishlist: (item: CartItemView) => void;
}

/** A refusal the wish list gave, kept apart from transport failures. */
class WishlistRefusal extends Error {}

export function useMoveToWishlist(): MoveToWishlist {
  const intl = useIntl();
  const dispatch = useAppDispatch<ThunkExtra>();
  const isSignedIn = useAppSelector((state) => state.user.isSignedIn);
  const [movingUids, setMoving] = useState<ReadonlySet<string>>(() => new Set());
  const [moveErrors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [moveNotice, setNotice] = useState<string | null>(null);
  // Lines on their way (a second press while one is moving is ignored).
  const inFlight = useRef(new Set<string>());

  const { useAddLineToWishlist } = useCartSlots();
  const addLineToWishlist = useAddLineToWishlist();
  const addToWishlist = useCallback(
    async (item: CartItemView) => {
      const refusal = await addLineToWishlist(item);
      if (refusal) throw new WishlistRefusal(refusal);
    },
    [addLineToWishlist],
  );

  const handleMoveToWishlist = useCallback(
    (item: CartItemView) => {
      if (!isSignedIn || inFlight.current.has(item.uid)) return;
      const setError = (message: string | null) =>
        setErrors((current) => {
          const { [item.uid]: _previous, ...rest } = current;
          return message ? { ...rest, [item.uid]: message } : rest;
        });
      const setBusy = (busy: boolean) => {
        if (busy) inFlight.current.add(item.uid);
        else inFlight.current.delete(item.uid);
        setMoving((current) => {
          const next = new Set(current);
          if (busy) next.add(item.uid);
          else next.delete(item.uid);
          return next;
        });
      };
      setBusy(true);
      setError(null);
      setNotice(null);
      void (async () => {
        try {
          await addToWishlist(item);
        } catch (failure) {
          const reason =
            failure instanceof WishlistRefusal ? failure.message : formatRequestError(failure, intl);
          setError(
            intl.formatMessage(
              {
                id: 'cart.cartItem.moveFailed',
                defaultMessage: '{name} could not be moved to your wish list: {reason}',
              },
              { name: item.name, reason },
            ),
          );
          setBusy(false);
          return;
        }
        const removed = await dispatch(removeItem(item.uid));
        setBusy(false);
        if (removed) {
          setNotice(
            intl.formatMessage(
              { id: 'cart.cartPage.moved', defaultMessage: '{name} was moved to your wish list.' },
              { name: item.name },
            ),
          );
        } else {
          setError(
            intl.formatMessage(
              {
                id: 'cart.cartItem.moveNotRemoved',
                defaultMessage:
                  '{name} was added to your wish list, but it could not be removed from the cart.',
              },
              { name: item.name },
            ),
          );
        }
      })();
    },
    [isSignedIn, addToWishlist, dispatch, intl],
  );

  return { canMoveToWishlist: isSignedIn, movingUids, moveErrors, moveNotice, handleMoveToWishlist };
}
