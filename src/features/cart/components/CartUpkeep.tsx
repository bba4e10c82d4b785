import { useCartSession } from '../hooks/useCartSession';
import { usePendingCartAdds } from '../hooks/usePendingCartAdds';

/**
 * The cart's work while the app runs, whatever the page: it keeps the cart across sign-in and
 * sign-out (useCartSession) and sends the adds kept while offline when the connection returns
 * (usePendingCartAdds). The app mounts it once, beside the frame; it renders nothing.
 */
export default function CartUpkeep() {
  useCartSession();
  usePendingCartAdds();
  return null;
}
