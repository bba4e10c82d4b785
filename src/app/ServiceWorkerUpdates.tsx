import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useToasts } from '../features/shell/hooks/useToasts';
import { registerServiceWorker } from '../platform/sw/registerServiceWorker';

/**
 * Registers the service worker once the page has loaded (production builds only) and, when a
 * new version is waiting, offers to reload into it; the open tab keeps working until then.
 */
export default function ServiceWorkerUpdates() {
  const { addToast } = useToasts();
  const { formatMessage } = useIntl();
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production') return undefined;
    const register = () =>
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
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
    return () => window.removeEventListener('load', register);
  }, [addToast, formatMessage]);
  return null;
}
