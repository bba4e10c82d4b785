/**
 * Adding to the cart from the product page (and tiles): the request goes through the cart
 * thunk (cart created on first need, recovery); the page learns whether it is adding, what was
 * added, and the backend's reason when it was refused (stock, limits, options). Offline, the add
 * is kept and sent when the connection returns: the page learns that the product is waiting (also
 * after a reload), and the outcome is told in a toast then (usePendingCartAdds).
 */
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { formatRequestError } from '../../../platform/apollo/errorLink';
import type { AddItemRequest } from '../../../store/pendingAddsSlice';
import { useAppDispatch, useAppSelector, type RootState } from '../../../store/createAppStore';
import { addToCartOrKeep, type AddToCartResult } from './pendingAddThunks';
import { removeItem, updateItem } from './cartThunks';
import type { ThunkExtra } from '../../../store/thunkExtra';

export interface AddToCart {
  isAdding: boolean;
  /** The name of the product just added, for the confirmation. */
  addedName: string | null;
  /** The name of the product waiting for the connection to be added, if it is this page's product. */
  pendingName: string | null;
  errorMessage: string | null;
  handleAddToCart: (
    item: AddItemRequest,
    name: string,
    replacing?: ReplacedLine | null,
  ) => Promise<AddToCartResult>;
}

/** A cart line the add replaces (a bundle line whose choices the shopper changed). */
interface ReplacedLine {
  uid: string;
  /** The line's chosen option uids, to tell an unchanged configuration. */
  selectedOptions: readonly string[];
}

const sameOptions = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** The name of the latest add of the product `sku` (its own or its parent's) kept for later. */
function pendingNameOf(state: RootState, sku: string | null): string | null {
  if (!sku) return null;
  const kept = state.pendingAdds.items.filter((add) => (add.item.parentSku ?? add.item.sku) === sku);
  return kept.at(-1)?.name ?? null;
}

/** `productSku`: the page's product (a configurable product's own sku), for what waits to be added. */
export function useAddToCart(productSku: string | null = null): AddToCart {
  const intl = useIntl();
  const dispatch = useAppDispatch<ThunkExtra>();
  const isAdding = useAppSelector((state) => state.cart.isAddingItem);
  const error = useAppSelector((state) => state.cart.addItemError);
  const pendingName = useAppSelector(
    useCallback((state: RootState) => pendingNameOf(state, productSku), [productSku]),
  );
  const [added, setAdded] = useState<{ name: string } | null>(null);
  const [asked, setAsked] = useState(false);
  const handleAddToCart = useCallback(
    async (item: AddItemRequest, name: string, replacing?: ReplacedLine | null) => {
      setAdded(null);
      setAsked(true);
      if (replacing && sameOptions(replacing.selectedOptions, item.selectedOptions)) {
        // The same choices: Magento would merge them into the line, so only its quantity changes.
        const changed = await dispatch(updateItem({ uid: replacing.uid, quantity: item.quantity }));
        if (changed) setAdded({ name });
        return changed ? 'added' : 'failed';
      }
      const result = await dispatch(addToCartOrKeep(item, name));
      // The new configuration is in the cart: only now does the line it replaces go (a refused or
      // waiting add leaves it as it was, so nothing is lost).
      if (result === 'added' && replacing) await dispatch(removeItem(replacing.uid));
      if (result === 'added') setAdded({ name });
      // Sent later: its outcome is a toast, wherever the shopper is then.
      if (result === 'pending') setAsked(false);
      return result;
    },
    [dispatch],
  );
  return {
    isAdding,
    addedName: added?.name ?? null,
    pendingName,
    // Only this page's attempt: an error left from elsewhere is not shown here.
    errorMessage: asked && !isAdding && error ? formatRequestError(error, intl) : null,
    handleAddToCart,
  };
}
