/**
 * The wish list: its lines (view, remove, add to cart) and, for the product page and tiles, the
 * heart that adds or removes one product. A guest's heart goes to /sign-in and comes back.
 */
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import type {
  AddProductToWishlistMutation,
  AddProductToWishlistMutationVariables,
  AddWishlistItemToCartMutation,
  AddWishlistItemToCartMutationVariables,
  GetWishlistQuery,
  RemoveProductFromWishlistMutation,
  RemoveProductFromWishlistMutationVariables,
} from '../../../__generated__/operations';
import { rememberReturnPath } from '../../../app/returnPath';
import { formatRequestError } from '../../../platform/apollo/errorLink';
import { siteMediaUrl } from '../../../platform/images/mediaUrl';
import { sendOnce } from '../../../platform/apollo/lostAnswer';
import { useAppSelector } from '../../../store/createAppStore';
import {
  ADD_TO_WISHLIST,
  ADD_WISHLIST_ITEM_TO_CART,
  GET_WISHLIST,
  REMOVE_FROM_WISHLIST,
} from '../graphql/wishlist';

type Wishlist = NonNullable<NonNullable<NonNullable<GetWishlistQuery['customer']>['wishlists']>[number]>;
type WishlistLine = NonNullable<NonNullable<Wishlist['items_v2']>['items'][number]>;

export interface WishlistItemView {
  id: string;
  sku: string;
  name: string;
  url: string | null;
  imageUrl: string | null;
  imageLabel: string;
  price: { value: number; currency: string } | null;
  inStock: boolean;
}

export type WishlistNotice = { kind: 'added' | 'removed'; name: string } | null;

export interface WishlistPage {
  isLoading: boolean;
  items: WishlistItemView[];
  error: string | null;
  notice: WishlistNotice;
  busyItemId: string | null;
  handleRemove: (itemId: string) => void;
  handleAddToCart: (itemId: string) => void;
}

function itemView(line: WishlistLine): WishlistItemView | null {
  const product = line.product;
  if (!product) return null;
  const price = product.price_range.minimum_price.final_price;
  return {
    id: line.id,
    sku: product.sku ?? '',
    name: product.name ?? '',
    url: product.url_key ? `/${product.url_key}${product.url_suffix ?? ''}` : null,
    imageUrl: product.small_image?.url ? siteMediaUrl(product.small_image.url) : null,
    imageLabel: product.small_image?.label ?? product.name ?? '',
    price: price.value != null ? { value: price.value, currency: price.currency ?? 'USD' } : null,
    inStock: product.stock_status !== 'OUT_OF_STOCK',
  };
}

/** The page reads the list fresh; the hearts share what is cached (one request for a gallery). */
function useWishlistData({ skip = false, fresh = false }: { skip?: boolean; fresh?: boolean } = {}) {
  const { data, loading, error } = useQuery<GetWishlistQuery>(GET_WISHLIST, {
    skip,
    fetchPolicy: fresh ? 'cache-and-network' : 'cache-first',
    nextFetchPolicy: 'cache-first',
  });
  const wishlist = data?.customer?.wishlists?.[0] ?? null;
  return { wishlist, loading: loading && !data, error };
}

export function useWishlistPage(): WishlistPage {
  const intl = useIntl();
  const apollo = useApolloClient();
  const { wishlist, loading, error } = useWishlistData({ fresh: true });
  const [remove] = useMutation<RemoveProductFromWishlistMutation, RemoveProductFromWishlistMutationVariables>(
    REMOVE_FROM_WISHLIST,
  );
  const cartId = useAppSelector((state) => state.cart.cartId);
  const [addToCart] = useMutation<AddWishlistItemToCartMutation, AddWishlistItemToCartMutationVariables>(
    ADD_WISHLIST_ITEM_TO_CART,
    {
      // The cart changed on the server: drop the cached copy so the cart's views read it again.
      update: (cache, { data }) => {
        if (!cartId || !data?.addWishlistItemsToCart?.status) return;
        cache.evict({ id: cache.identify({ __typename: 'Cart', id: cartId }) });
        cache.gc();
      },
    },
  );
  const [busyItemId, setBusy] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [notice, setNotice] = useState<WishlistNotice>(null);
  const items = (wishlist?.items_v2?.items ?? []).flatMap((line) => {
    const view = line ? itemView(line) : null;
    return view ? [view] : [];
  });
  const wishlistId = wishlist?.id ?? null;

  const run = useCallback(
    (itemId: string, action: () => Promise<string | null>, kind: 'added' | 'removed') => {
      const name = items.find((item) => item.id === itemId)?.name ?? '';
      setBusy(itemId);
      setActionError(null);
      setNotice(null);
      action()
        .then((problem) => {
          if (problem) setActionError(problem);
          else setNotice({ kind, name });
        })
        .catch((failure: unknown) => setActionError(formatRequestError(failure, intl)))
        .finally(() => setBusy(null));
    },
    [items, intl],
  );

  const handleRemove = useCallback(
    (itemId: string) => {
      if (!wishlistId) return;
      run(
        itemId,
        async () => {
          // Removing a line that is gone is refused, so the retry link does not repeat it: after a
          // lost answer the list is read back, and the removal sent again only if the line is there.
          const answer = await sendOnce({
            send: () => remove({ variables: { wishlistId, itemId } }),
            isDone: async () => {
              const { data } = await apollo.query<GetWishlistQuery>({
                query: GET_WISHLIST,
                fetchPolicy: 'network-only',
              });
              const lines = data?.customer?.wishlists?.[0]?.items_v2?.items ?? [];
              return !lines.some((line) => line?.id === itemId);
            },
          });
          return answer?.data?.removeProductsFromWishlist?.user_errors[0]?.message ?? null;
        },
        'removed',
      );
    },
    [wishlistId, remove, run, apollo],
  );
  const handleAddToCart = useCallback(
    (itemId: string) => {
      if (!wishlistId) return;
      run(
        itemId,
        async () => {
          const { data } = await addToCart({ variables: { wishlistId, itemId } });
          const answer = data?.addWishlistItemsToCart;
          return answer?.add_wishlist_items_to_cart_user_errors[0]?.message ?? null;
        },
        'added',
      );
    },
    [wishlistId, addToCart, run],
  );

  return {
    isLoading: loading,
    items,
    error: actionError ?? (error ? formatRequestError(error, intl) : null),
    notice,
    busyItemId,
    handleRemove,
    handleAddToCart,
  };
}

export interface WishlistHeart {
  isInWishlist: boolean;
  isBusy: boolean;
  error: string | null;
  handleToggle: () => void;
}

/** The wish list's line for a product (by sku, in any case), if it has one. */
const lineOf = (wishlist: Wishlist | null | undefined, sku: string) =>
  (wishlist?.items_v2?.items ?? []).find(
    (candidate) => candidate?.product?.sku?.toLowerCase() === sku.toLowerCase(),
  );

/** The heart of one product (by sku): adds it to or removes it from the wish list. */
export function useWishlistHeart(sku: string): WishlistHeart {
  const intl = useIntl();
  const isSignedIn = useAppSelector((state) => state.user.isSignedIn);
  const navigate = useNavigate();
  const location = useLocation();
  const { wishlist } = useWishlistData({ skip: !isSignedIn });
  const [add, { loading: adding }] = useMutation<
    AddProductToWishlistMutation,
    AddProductToWishlistMutationVariables
  >(ADD_TO_WISHLIST);
  const [remove, { loading: removing }] = useMutation<
    RemoveProductFromWishlistMutation,
    RemoveProductFromWishlistMutationVariables
  >(REMOVE_FROM_WISHLIST);
  const apollo = useApolloClient();
  const [error, setError] = useState<string | null>(null);
  const [waiting, setWaiting] = useState(false);
  const line = lineOf(wishlist, sku);

  const handleToggle = useCallback(() => {
    if (!isSignedIn) {
      const origin = `${location.pathname}${location.search}`;
      rememberReturnPath(origin);
      void navigate('/sign-in', { state: { from: origin } });
      return;
    }
    setError(null);
    const toggle = async (): Promise<string | undefined> => {
      let list = wishlist;
      if (!list?.id) {
        // Pressed before the wish list arrived (right after the page loads): wait for it (the
        // request already on its way) instead of dropping the press.
        setWaiting(true);
        try {
          const { data } = await apollo.query<GetWishlistQuery>({ query: GET_WISHLIST });
          list = data?.customer?.wishlists?.[0] ?? null;
        } finally {
          setWaiting(false);
        }
      }
      const wishlistId = list?.id;
      if (!wishlistId) return undefined;
      const current = lineOf(list, sku);
      if (current) {
        const { data } = await remove({ variables: { wishlistId, itemId: current.id } });
        return data?.removeProductsFromWishlist?.user_errors[0]?.message;
      }
      const { data } = await add({ variables: { wishlistId, sku } });
      return data?.addProductsToWishlist?.user_errors[0]?.message;
    };
    toggle()
      .then((problem) => setError(problem ?? null))
      .catch((failure: unknown) => setError(formatRequestError(failure, intl)));
  }, [isSignedIn, location, navigate, wishlist, apollo, add, remove, sku, intl]);

  return { isInWishlist: Boolean(line), isBusy: adding || removing || waiting, error, handleToggle };
}
