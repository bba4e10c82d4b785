/**
 * Adding a cart line's product to the customer's wish list, for "Move to Wish List" on the cart
 * page (the app hands it to the cart: app/featureSlots.tsx). Resolves to null once added, or to
 * the wish list's refusal in words; rejects when the backend could not be reached.
 *
 * Adding is not idempotent (a second add raises the quantity), so the retry link leaves it alone;
 * after a lost answer the wish list is read back and the add sent again only if the product's
 * quantity there has not grown (sendOnce).
 */
import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type {
  AddCartLineToWishlistMutation,
  AddCartLineToWishlistMutationVariables,
  GetWishlistQuery,
  WishlistItemInput,
} from '../../../__generated__/operations';
import { sendOnce } from '../../../platform/apollo/lostAnswer';
import { ADD_CART_LINE_TO_WISHLIST, GET_WISHLIST } from '../graphql/wishlist';

/** A cart line as the wish list needs it: a configurable one by child sku, parent sku and options. */
export interface WishlistLineInput {
  sku: string;
  quantity: number;
  configurable?: { parentSku: string; selectedOptions: string[] } | null;
}

function wishlistItemInput(line: WishlistLineInput): WishlistItemInput {
  const base = { sku: line.sku, quantity: line.quantity };
  return line.configurable
    ? {
        ...base,
        parent_sku: line.configurable.parentSku,
        selected_options: line.configurable.selectedOptions,
      }
    : base;
}

type Wishlist = NonNullable<NonNullable<NonNullable<GetWishlistQuery['customer']>['wishlists']>[number]>;

/**
 * How much of a line's product the wish list holds: the quantities of its lines for the same
 * product (a configurable line's wish list product is its parent).
 */
function quantityInWishlist(wishlist: Wishlist | null, line: WishlistLineInput): number {
  const sku = (line.configurable?.parentSku ?? line.sku).toLowerCase();
  return (wishlist?.items_v2?.items ?? []).reduce(
    (sum, entry) => (entry?.product?.sku?.toLowerCase() === sku ? sum + entry.quantity : sum),
    0,
  );
}

export function useAddLineToWishlist(): (line: WishlistLineInput) => Promise<string | null> {
  const intl = useIntl();
  const apollo = useApolloClient();
  return useCallback(
    async (line: WishlistLineInput) => {
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
        return intl.formatMessage({
          id: 'cart.cartItem.noWishlist',
          defaultMessage: 'Your wish list is not available.',
        });
      }
      const before = quantityInWishlist(wishlist, line);
      const answer = await sendOnce({
        send: () =>
          apollo.mutate<AddCartLineToWishlistMutation, AddCartLineToWishlistMutationVariables>({
            mutation: ADD_CART_LINE_TO_WISHLIST,
            variables: { wishlistId, wishlistItems: [wishlistItemInput(line)] },
          }),
        isDone: async () => quantityInWishlist(await readWishlist(), line) >= before + line.quantity,
      });
      const refusals = (answer?.data?.addProductsToWishlist?.user_errors ?? []).flatMap((entry) =>
        entry?.message ? [entry.message] : [],
      );
      return refusals.length ? refusals.join(', ') : null;
    },
    [apollo, intl],
  );
}
