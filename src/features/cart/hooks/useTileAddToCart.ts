/**
 * Adding a simple product to the cart straight from a listing tile (a configurable product needs
 * its options chosen on its page). The outcome is told in a toast: added, or the backend's reason.
 */
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { formatRequestError } from '../../../platform/apollo/errorLink';
import { addItem } from '../../../store/cartThunks';
import { useAppDispatch } from '../../../store/createAppStore';
import type { ThunkExtra } from '../../../store/thunkExtra';
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
    void dispatch(addItem({ sku, parentSku: null, quantity: 1, selectedOptions: [] })).then((added) => {
      setIsAdding(false);
      // The refusal is the cart's add error, read once the add is over.
      dispatch((next, getState) => {
        const error = getState().cart.addItemError;
        next(
          addToast(
            added || !error
              ? {
                  type: 'success',
                  message: intl.formatMessage(
                    { id: 'catalog.productPage.addedToCart', defaultMessage: 'Added {name} to your cart.' },
                    { name },
                  ),
                  dismissable: true,
                }
              : { type: 'error', message: formatRequestError(error, intl), dismissable: true },
          ),
        );
      });
    });
  }, [dispatch, intl, name, sku]);
  return { isAdding, handleAddToCart };
}
