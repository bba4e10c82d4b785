import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useAddToast } from '../store/useAddToast';
import { afterLoadWhenQuiet } from '../platform/browser/idle';
import { SERVICE_WORKER_REGISTER_WAIT_MS } from '../platform/loadingPolicy';
import { linkManifest } from '../platform/sw/linkManifest';
import { registerServiceWorker } from '../platform/sw/registerServiceWorker';

/**
 * Links the web app manifest and registers the service worker (production builds only) once the
 * page has loaded and shown itself: after the load event, at the first quiet moment, so the
 * manifest's icons, the worker's code and its precache downloads do not compete with the first page's own requests and rendering. When a new version
 * is waiting, offers to reload into it; the open tab keeps working until then.
 */
export default function ServiceWorkerUpdates() {
  const addToast = useAddToast();
  const { formatMessage } = useIntl();
  useEffect(() => {
    const register = () => {
      linkManifest();
      if (process.env.NODE_ENV !== 'production') return;
      void registerServiceWorker({
        onUpdateReady: (activate) =>
          addToast({
            type: 'info',
            message: formatMessage({
              id: 'app.serviceWorker.updateReady',
              defaultMessage: 'A new version of the store is available.',
            }),
            actionText: formatMessage({ id: 'app.serviceWorker.reload', defaultMessage: 'Reload' }),
            onAction: activate,
            dismissable: true,
            timeout: 0,
          }),
      });
    };
    return afterLoadWhenQuiet(register, { timeout: SERVICE_WORKER_REGISTER_WAIT_MS });
  }, [addToast, formatMessage]);
  return null;
}
