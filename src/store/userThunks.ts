import { STORAGE_KEYS } from '../platform/persistence/browserPersistence';
import { cartActions } from './cartSlice';
import type { StoreThunk } from './thunkExtra';
import { userActions } from './userSlice';

/**
 * Signs the shopper out (spec 4, "Sign out"): forgets the stored token, resets the user state and
 * removes the cart, so the next cart action starts a guest cart.
 */
export function signOut(): StoreThunk<Promise<void>> {
  return async (dispatch, _getState, { persistence }) => {
    persistence.removeItem(STORAGE_KEYS.signInToken);
    persistence.removeItem(STORAGE_KEYS.cartId);
    dispatch(userActions.reset());
    dispatch(cartActions.resetCart());
  };
}
