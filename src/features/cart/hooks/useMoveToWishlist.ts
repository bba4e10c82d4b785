/**
 * "Move to Wish List" on the cart page (signed-in customers only): the line's product is added to
 * the customer's wish list and, only once that succeeded, the line leaves the cart through the
 * cart's own remove action (so the badge, totals and optimistic state stay right). A refusal or
 * a failure is kept per line and the line stays; a success is announced by name.
 */
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type {
  AddCartLineToWishlistMutation,
  AddCartLineToWishlistMutationVariables,
  GetWishlistQuery,
  WishlistItemInput,
} from '../../../__generated__/operations';
import { formatRequestError } from '../../../platform/apollo/errorLink';
import { sendOnce } from '../../../platform/apollo/lostAnswer';
import { removeItem } from '../../../store/cartThunks';
import { useAppDispatch, useAppSelector } from '../../../store/createAppStore';
import type { ThunkExtra } from '../../../store/thunkExtra';
import { GET_WISHLIST } from '../../account/graphql/wishlist';
import { ADD_CART_LINE_TO_WISHLIST } from '../graphql/moveToWishlist';
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

/** Magento's wish list line for a cart line: a configurable one by child sku, parent sku and options. */
function wishlistItemInput(item: CartItemView): WishlistItemInput {
  const base = { sku: item.sku, quantity: item.quantity };
  return item.configurable
    ? {
        ...base,
        parent_sku: item.configurable.parentSku,
        selected_options: item.configurable.selectedOptions,
      }
    : base;
}

type Wishlist = NonNullable<NonNullable<NonNullable<GetWishlistQuery['customer']>['wishlists']>[number]>;

/**
 * How much of a cart line's product the wish list holds: the quantities of its lines for the same
 * product (a configurable line's wish list product is its parent).
 */
function quantityInWishlist(wishlist: Wishlist | null, item: CartItemView): number {
  const sku = (item.configurable?.parentSku ?? item.sku).toLowerCase();
  return (wishlist?.items_v2?.items ?? []).reduce(
    (sum, line) => (line?.product?.sku?.toLowerCase() === sku ? sum + line.quantity : sum),
    0,
  );
}

/** A refusal the wish list gave (its user errors), kept apart from transport failures. */
class WishlistRefusal extends Error {}

export function useMoveToWishlist(): MoveToWishlist {
  const intl = useIntl();
  const apollo = useApolloClient();
  const dispatch = useAppDispatch<ThunkExtra>();
  const isSignedIn = useAppSelector((state) => state.user.isSignedIn);
  const [movingUids, setMoving] = useState<ReadonlySet<string>>(() => new Set());
  const [moveErrors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [moveNotice, setNotice] = useState<string | null>(null);
  // Lines on their way (a second press while one is moving is ignored).
  const inFlight = useRef(new Set<string>());

  const addToWishlist = useCallback(
    async (item: CartItemView) => {
      // The customer's wish list as the backend has it now: its id, and how much of the product it
      // already holds (to tell, after a lost answer, whether the add happened).
      const readWishlist = async () => {
        const { data } = await apollo.query<GetWishlistQuery>({
          query: GET_WISHLIST,
          fetchPolicy: 'network-only',
        });
        return data?.customer?.wishlists?.[0] ?? null;
      };
      const wishlist = await readWishlist();
      const wishlistId = wishlist?.id;
      if (!wishlistId) {
        throw new WishlistRefusal(
          intl.formatMessage({
            id: 'cart.cartItem.noWishlist',
            defaultMessage: 'Your wish list is not available.',
          }),
        );
      }
      const before = quantityInWishlist(wishlist, item);
      // Adding is not idempotent (a second add raises the quantity), so the retry link leaves it
      // alone; after a lost answer the wish list is read back and the add sent again only if the
      // product's quantity there has not grown.
      const answer = await sendOnce({
        send: () =>
          apollo.mutate<AddCartLineToWishlistMutation, AddCartLineToWishlistMutationVariables>({
            mutation: ADD_CART_LINE_TO_WISHLIST,
            variables: { wishlistId, wishlistItems: [wishlistItemInput(item)] },
          }),
        isDone: async () => quantityInWishlist(await readWishlist(), item) >= before + item.quantity,
      });
      const refusals = (answer?.data?.addProductsToWishlist?.user_errors ?? []).flatMap((entry) =>
        entry?.message ? [entry.message] : [],
      );
      if (refusals.length) throw new WishlistRefusal(refusals.join(', '));
    },
    [apollo, intl],
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
