/**
 * Adding to the cart from the product page (and tiles): the request goes through the cart
 * thunk (cart created on first need, recovery); the page learns whether it is adding, what was
 * added, and the backend's reason when it was refused (stock, limits, options).
 */
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { formatRequestError } from '../../../platform/apollo/errorLink';
import { addItem, type AddItemRequest } from '../../../store/cartThunks';
import { useAppDispatch, useAppSelector } from '../../../store/createAppStore';
import type { ThunkExtra } from '../../../store/thunkExtra';

export interface AddToCart {
  isAdding: boolean;
  /** The name of the product just added, for the confirmation. */
  addedName: string | null;
  errorMessage: string | null;
  handleAddToCart: (item: AddItemRequest, name: string) => Promise<boolean>;
}

export function useAddToCart(): AddToCart {
  const intl = useIntl();
  const dispatch = useAppDispatch<ThunkExtra>();
  const isAdding = useAppSelector((state) => state.cart.isAddingItem);
  const error = useAppSelector((state) => state.cart.addItemError);
  const [added, setAdded] = useState<{ name: string } | null>(null);
  const [asked, setAsked] = useState(false);
  const handleAddToCart = useCallback(
    async (item: AddItemRequest, name: string) => {
      setAdded(null);
      setAsked(true);
      const ok = await dispatch(addItem(item));
      if (ok) setAdded({ name });
      return ok;
    },
    [dispatch],
  );
  return {
    isAdding,
    addedName: added?.name ?? null,
    // Only this page's attempt: an error left from elsewhere is not shown here.
    errorMessage: asked && !isAdding && error ? formatRequestError(error, intl) : null,
    handleAddToCart,
  };
}
