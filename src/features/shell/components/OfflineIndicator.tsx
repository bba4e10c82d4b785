import { FormattedMessage } from 'react-intl';
import { useOnlineStatus } from '../hooks/useOnlineStatus';
import ToastIcon from './ToastIcon';
import * as styles from './OfflineIndicator.module.css';

/**
 * A slim bar shown after the app has been offline and while it is not online (spec 2). It also
 * hosts the app's online/offline subscription (useOnlineStatus): mount it once, in the shell.
 */
export default function OfflineIndicator() {
  const { showOfflineIndicator } = useOnlineStatus();
  if (!showOfflineIndicator) return null;
  return (
    <div role="status" className={styles.root}>
      <ToastIcon className={styles.icon} name="offline" size={16} />
      <span>
        <FormattedMessage
          id="shell.offlineIndicator.message"
          defaultMessage="You are offline. Some features may be unavailable."
        />
      </span>
    </div>
  );
}
