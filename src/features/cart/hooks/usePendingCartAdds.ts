/**
 * Adds to the cart kept while offline (mounted once, in the header): shown as saved, and sent
 * when the app is online (at start-up, and when the connection returns); each outcome is told in
 * a toast.
 */
import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../store/createAppStore';
import { sendPendingAdds, watchPendingAdds, type PendingAddMessages } from './pendingAddThunks';
import type { ThunkExtra } from '../../../store/thunkExtra';

export function usePendingCartAdds(): void {
  const dispatch = useAppDispatch<ThunkExtra>();
  const { formatMessage } = useIntl();
  const isOnline = useAppSelector((state) => state.app.isOnline);
  const count = useAppSelector((state) => state.pendingAdds.items.length);
  const messages = useMemo<PendingAddMessages>(
    () => ({
      added: (name) =>
        formatMessage(
          {
            id: 'cart.pendingAdds.added',
            defaultMessage: 'You are back online. {name} has been added to your cart.',
          },
          { name },
        ),
      refused: (name, reason) =>
        formatMessage(
          {
            id: 'cart.pendingAdds.refused',
            defaultMessage: '{name} could not be added to your cart: {reason}',
          },
          { name, reason },
        ),
      unconfirmed: (name) =>
        formatMessage(
          {
            id: 'cart.pendingAdds.unconfirmed',
            defaultMessage:
              'We could not confirm that {name} was added to your cart. Please check your cart.',
          },
          { name },
        ),
    }),
    [formatMessage],
  );

  useEffect(() => dispatch(watchPendingAdds()), [dispatch]);

  useEffect(() => {
    if (isOnline && count > 0) void dispatch(sendPendingAdds(messages));
  }, [count, dispatch, isOnline, messages]);
}
