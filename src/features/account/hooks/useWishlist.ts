/**
 * The wish list: its lines (view, remove, add to cart, and choose the options of a configurable
 * product saved without them) and, for the product page and tiles, the heart that adds or removes
 * one product, with the options chosen on the product page. A guest's heart goes to /sign-in and
 * comes back.
 */
import type { ApolloClient } from '@apollo/client';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useMemo, useState } from 'react';
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
import { rememberReturnPath } from '../../../platform/browser/returnPath';
import { formatRequestError } from '../../../platform/apollo/errorLink';
import { sendOnce } from '../../../platform/apollo/lostAnswer';
import { useAppSelector } from '../../../store/createAppStore';
import {
  ADD_TO_WISHLIST,
  ADD_WISHLIST_ITEM_TO_CART,
  GET_WISHLIST,
  REMOVE_FROM_WISHLIST,
} from '../graphql/wishlist';
import {
  itemView,
  linesFor,
  savedOptionUids,
  type OptionChoices,
  type Wishlist,
  type WishlistItemView,
} from './wishlistLines';

export type { WishlistItemView } from './wishlistLines';

type WishlistNotice = { kind: 'added' | 'removed'; name: string } | null;

/** A line's Add to Cart refused before asking the backend: the options still to choose (labels). */
interface WishlistMissingOptions {
  itemId: string;
  options: string[];
}

export interface WishlistPage {
  isLoading: boolean;
  items: WishlistItemView[];
  error: string | null;
  notice: WishlistNotice;
  missingOptions: WishlistMissingOptions | null;
  busyItemId: string | null;
  handleRemove: (itemId: string) => void;
  handleAddToCart: (itemId: string) => void;
  /** Chooses a value (its uid; '' clears the choice) for a line saved without its options. */
  handleChooseOption: (itemId: string, code: string, valueUid: string) => void;
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

/** The wish list as the backend has it now (a read-back after a lost answer; updates the cache). */
async function readWishlist(apollo: ApolloClient): Promise<Wishlist | null> {
  const { data } = await apollo.query<GetWishlistQuery>({ query: GET_WISHLIST, fetchPolicy: 'network-only' });
  return data?.customer?.wishlists?.[0] ?? null;
}

const hasLine = (list: Wishlist | null, lineId: string) =>
  (list?.items_v2?.items ?? []).some((line) => line?.id === lineId);

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value) => b.includes(value));

export function useWishlistPage(): WishlistPage {
  const intl = useIntl();
  const apollo = useApolloClient();
  const { wishlist, loading, error } = useWishlistData({ fresh: true });
  const [add] = useMutation<AddProductToWishlistMutation, AddProductToWishlistMutationVariables>(
    ADD_TO_WISHLIST,
  );
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
  const [choices, setChoices] = useState<OptionChoices>({});
  const [missingOptions, setMissingOptions] = useState<WishlistMissingOptions | null>(null);
  const items = useMemo(
    () =>
      (wishlist?.items_v2?.items ?? []).flatMap((line) => {
        const view = line ? itemView(line, choices[line.id]) : null;
        return view ? [view] : [];
      }),
    [wishlist, choices],
  );
  const wishlistId = wishlist?.id ?? null;

  const run = useCallback(
    (itemId: string, action: () => Promise<string | null>, kind: 'added' | 'removed') => {
      const name = items.find((item) => item.id === itemId)?.name ?? '';
      setBusy(itemId);
      setActionError(null);
      setNotice(null);
      setMissingOptions(null);
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
            send: () => remove({ variables: { wishlistId, itemIds: [itemId] } }),
            isDone: async () => !hasLine(await readWishlist(apollo), itemId),
          });
          return answer?.data?.removeProductsFromWishlist?.user_errors[0]?.message ?? null;
        },
        'removed',
      );
    },
    [wishlistId, remove, run, apollo],
  );

  /**
   * Saves the options chosen for a line that had none, as Magento keeps a configurable product:
   * the product with those options is added, and the line without them removed (its place is taken).
   * Answers the configured line's id, or the backend's refusal.
   */
  const saveOptions = useCallback(
    async (item: WishlistItemView, id: string): Promise<{ lineId: string } | { problem: string }> => {
      const selectedOptions = item.optionsToChoose.map((option) => option.chosen);
      const configuredLine = (list: Wishlist | null | undefined) =>
        (list?.items_v2?.items ?? []).find(
          (line) =>
            line?.product?.sku?.toLowerCase() === item.sku.toLowerCase() &&
            sameSet(savedOptionUids(line), selectedOptions),
        );
      // Adding is not idempotent (a repeat raises the quantity): after a lost answer the list is
      // read back, and the add sent again only when the configured line is not there.
      let readBack: Wishlist | null = null;
      const sent = await sendOnce({
        send: () =>
          add({ variables: { wishlistId: id, sku: item.sku, quantity: item.quantity, selectedOptions } }),
        isDone: async () => {
          readBack = await readWishlist(apollo);
          return Boolean(configuredLine(readBack));
        },
      });
      const answer = sent?.data?.addProductsToWishlist;
      const problem = answer?.user_errors[0]?.message;
      if (problem) return { problem };
      const configured = configuredLine(sent ? answer?.wishlist : readBack);
      if (!configured) {
        // Magento kept the product without a configuration (the options name no child).
        return {
          problem: intl.formatMessage({
            id: 'account.wishlist.optionsNotSaved',
            defaultMessage: 'These options could not be saved. Please choose again.',
          }),
        };
      }
      await sendOnce({
        send: () => remove({ variables: { wishlistId: id, itemIds: [item.id] } }),
        isDone: async () => !hasLine(await readWishlist(apollo), item.id),
      });
      setChoices(({ [item.id]: _done, ...others }) => others);
      return { lineId: configured.id };
    },
    [add, remove, intl, apollo],
  );

  const handleAddToCart = useCallback(
    (itemId: string) => {
      if (!wishlistId) return;
      const item = items.find((candidate) => candidate.id === itemId);
      if (!item) return;
      const missing = item.optionsToChoose.filter((option) => !option.chosen).map((option) => option.label);
      if (missing.length > 0) {
        setNotice(null);
        setActionError(null);
        setMissingOptions({ itemId, options: missing });
        return;
      }
      run(
        itemId,
        async () => {
          let lineId = itemId;
          if (item.optionsToChoose.length > 0) {
            const saved = await saveOptions(item, wishlistId);
            if ('problem' in saved) return saved.problem;
            lineId = saved.lineId;
          }
          // The line leaves the wish list when it goes to the cart: after a lost answer the list
          // is read back, and the move sent again only when the line is still there.
          const sent = await sendOnce({
            send: () => addToCart({ variables: { wishlistId, itemId: lineId } }),
            isDone: async () => !hasLine(await readWishlist(apollo), lineId),
          });
          if (!sent) {
            // Moved, but its answer was lost: the cart's cached copy is out of date.
            if (cartId) apollo.cache.evict({ id: apollo.cache.identify({ __typename: 'Cart', id: cartId }) });
            apollo.cache.gc();
            return null;
          }
          const answer = sent.data?.addWishlistItemsToCart;
          return answer?.add_wishlist_items_to_cart_user_errors[0]?.message ?? null;
        },
        'added',
      );
    },
    [wishlistId, items, addToCart, run, saveOptions, apollo, cartId],
  );

  const handleChooseOption = useCallback((itemId: string, code: string, valueUid: string) => {
    setMissingOptions((current) => (current?.itemId === itemId ? null : current));
    setChoices((current) => ({ ...current, [itemId]: { ...current[itemId], [code]: valueUid } }));
  }, []);

  return {
    isLoading: loading,
    items,
    error: actionError ?? (error ? formatRequestError(error, intl) : null),
    notice,
    missingOptions,
    busyItemId,
    handleRemove,
    handleAddToCart,
    handleChooseOption,
  };
}

export interface WishlistHeart {
  isInWishlist: boolean;
  isBusy: boolean;
  error: string | null;
  handleToggle: () => void;
}

/**
 * The heart of one product (by its own sku; a configurable product's parent sku) with the option
 * value uids chosen for it, if every option is chosen: adds the product with those options to the
 * wish list, or removes the lines it stands for (see linesFor).
 */
export function useWishlistHeart(sku: string, selectedOptions: readonly string[] = []): WishlistHeart {
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
  // Option value uids are base64: no commas. A new array of the same options is the same choice.
  const optionsKey = selectedOptions.join(',');
  const options = useMemo(() => (optionsKey ? optionsKey.split(',') : []), [optionsKey]);
  const lines = linesFor(wishlist, sku, options);

  const handleToggle = useCallback(() => {
    if (!isSignedIn) {
      const origin = `${location.pathname}${location.search}`;
      rememberReturnPath(origin);
      void navigate('/sign-in', { state: { from: origin } });
      return;
    }
    setError(null);
    const toggle = async (): Promise<string | undefined> => {
      let list: Wishlist | null = wishlist;
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
      const current = linesFor(list, sku, options);
      // Neither change may be repeated blindly (a second add raises the quantity, a second removal
      // is refused): after a lost answer the list is read back first.
      if (current.length > 0) {
        const ids = current.map((line) => line.id);
        const sent = await sendOnce({
          send: () => remove({ variables: { wishlistId, itemIds: ids } }),
          isDone: async () => {
            const fresh = await readWishlist(apollo);
            return !ids.some((lineId) => hasLine(fresh, lineId));
          },
        });
        return sent?.data?.removeProductsFromWishlist?.user_errors[0]?.message;
      }
      const sent = await sendOnce({
        send: () =>
          add({ variables: { wishlistId, sku, selectedOptions: options.length > 0 ? options : null } }),
        isDone: async () => linesFor(await readWishlist(apollo), sku, options).length > 0,
      });
      return sent?.data?.addProductsToWishlist?.user_errors[0]?.message;
    };
    toggle()
      .then((problem) => setError(problem ?? null))
      .catch((failure: unknown) => setError(formatRequestError(failure, intl)));
  }, [isSignedIn, location, navigate, wishlist, apollo, add, remove, sku, options, intl]);

  return { isInWishlist: lines.length > 0, isBusy: adding || removing || waiting, error, handleToggle };
}
