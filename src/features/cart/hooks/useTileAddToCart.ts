/**
 * Adding a simple product to the cart straight from a listing tile (a configurable product needs
 * its options chosen on its page). The outcome is told in a toast: added, the backend's reason,
 * or, offline, that it will be added when the connection returns (usePendingCartAdds tells then).
 */
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { formatRequestError } from '../../../platform/apollo/errorLink';
import { useAppDispatch } from '../../../store/createAppStore';
import { addToCartOrKeep } from './pendingAddThunks';
import type { ThunkExtra } from '../../../store/thunkExtra';
import type { ToastOptions } from '../../../store/toastSlice';
import { addToast } from '../../../store/toastThunks';

export interface TileAddToCart {
  isAdding: boolean;
  handleAddToCart: () => void;
}

export function useTileAddToCart(sku: string, name: string): TileAddToCart {
  const intl = useIntl();
  const dispatch = useAppDispatch<ThunkExtra>();
  const [isAdding, setIsAdding] = useState(false);
  const handleAddToCart = useCallback(() => {
    setIsAdding(true);
    const item = { sku, parentSku: null, quantity: 1, selectedOptions: [] };
    void dispatch(addToCartOrKeep(item, name)).then((result) => {
      setIsAdding(false);
      // The refusal is the cart's add error, read once the add is over.
      dispatch((next, getState) => {
        const error = getState().cart.addItemError;
        let toast: ToastOptions;
        if (result === 'pending') {
          toast = {
            type: 'info',
            icon: 'offline',
            message: intl.formatMessage(
              {
                id: 'cart.pendingAdds.kept',
                defaultMessage:
                  'You are offline. {name} will be added to your cart when you are back online.',
              },
              { name },
            ),
            dismissable: true,
          };
        } else if (result === 'added' || !error) {
          toast = {
            type: 'success',
            message: intl.formatMessage(
              { id: 'catalog.productPage.addedToCart', defaultMessage: 'Added {name} to your cart.' },
              { name },
            ),
            dismissable: true,
          };
        } else {
          toast = { type: 'error', message: formatRequestError(error, intl), dismissable: true };
        }
        next(addToast(toast));
      });
    });
  }, [dispatch, intl, name, sku]);
  return { isAdding, handleAddToCart };
}
