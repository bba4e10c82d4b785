import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { appActions } from '../../../store/appSlice';
import {
  shallowEqual,
  useAppDispatch,
  useAppSelector,
  type AppThunk,
  type RootState,
} from '../../../store/createAppStore';
import { selectShowOfflineIndicator } from '../../../store/selectors';
import { addToast } from '../../../store/toastThunks';

/** How long the offline and online toasts stay (spec 8 and 9). */
const ONLINE_STATUS_TOAST_TIMEOUT = 3000;

export interface OnlineStatus {
  isOnline: boolean;
  hasBeenOffline: boolean;
  /** Spec 2: the offline indicator shows after the app has been offline and is not online. */
  showOfflineIndicator: boolean;
}

/** Going offline: record it and show the error toast, unless the app already knows it is offline. */
function goOffline(message: string): AppThunk {
  return (dispatch, getState) => {
    const { isOnline, hasBeenOffline } = getState().app;
    if (!isOnline && hasBeenOffline) return;
    dispatch(appActions.setOffline());
    dispatch(
      addToast({
        type: 'error',
        icon: 'offline',
        message,
        timeout: ONLINE_STATUS_TOAST_TIMEOUT,
        dismissable: true,
      }),
    );
  };
}

/** Coming back online: record it; the info toast shows only after the app has been offline. */
function goOnline(message: string): AppThunk {
  return (dispatch, getState) => {
    const { isOnline, hasBeenOffline } = getState().app;
    if (isOnline) return;
    dispatch(appActions.setOnline());
    if (!hasBeenOffline) return;
    dispatch(
      addToast({
        type: 'info',
        icon: 'online',
        message,
        timeout: ONLINE_STATUS_TOAST_TIMEOUT,
        dismissable: true,
      }),
    );
  };
}

const selectOnlineStatus = (state: RootState): OnlineStatus => ({
  isOnline: state.app.isOnline,
  hasBeenOffline: state.app.hasBeenOffline,
  showOfflineIndicator: selectShowOfflineIndicator(state),
});

/**
 * Follows the browser's online and offline events (spec 4): dispatches setOnline / setOffline and
 * shows the offline (error) and online (info) toasts for 3000 ms. On mount it also takes the
 * browser's current status, so an app opened offline says so. Both transitions are idempotent, so
 * a second subscriber (or React's strict-mode re-run) shows no second toast.
 */
export function useOnlineStatus(): OnlineStatus {
  const dispatch = useAppDispatch();
  const { formatMessage } = useIntl();
  const offlineMessage = formatMessage({
    id: 'shell.onlineStatus.offline',
    defaultMessage: 'You are offline. Some features may be unavailable.',
  });
  const onlineMessage = formatMessage({ id: 'shell.onlineStatus.online', defaultMessage: 'You are online.' });

  useEffect(() => {
    const handleOffline = () => dispatch(goOffline(offlineMessage));
    const handleOnline = () => dispatch(goOnline(onlineMessage));
    window.addEventListener('offline', handleOffline);
    window.addEventListener('online', handleOnline);
    if (navigator.onLine === false) handleOffline();
    else if (navigator.onLine === true) handleOnline();
    return () => {
      window.removeEventListener('offline', handleOffline);
      window.removeEventListener('online', handleOnline);
    };
  }, [dispatch, offlineMessage, onlineMessage]);

  return useAppSelector(selectOnlineStatus, shallowEqual);
}
