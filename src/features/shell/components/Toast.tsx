import { useIntl } from 'react-intl';
import type { ToastItem } from '../hooks/useToasts';
import ToastIcon, { isToastIconName } from './ToastIcon';
import * as styles from './Toast.module.css';

export interface ToastProps {
  toast: ToastItem;
  /** The close control (shown when the toast is dismissable). */
  onDismiss: (id: string) => void;
  /** The action button (shown when the toast has action text). */
  onAction: (id: string) => void;
}

/**
 * One notice: an icon for its type (or the icon it names), its message (each line of it on its own
 * line; lines after the first are details), an optional action button and a close button. Its
 * removal after the timeout is the store's business (toastThunks).
 */
export default function Toast({ toast, onDismiss, onAction }: ToastProps) {
  const { formatMessage } = useIntl();
  const { id, type, message, icon, actionText, dismissable, dismissActionText } = toast;
  const [headline, ...details] = message.split('\n');
  const closeLabel = dismissActionText ?? formatMessage({ id: 'shell.toast.close', defaultMessage: 'Close' });
  return (
    <div className={[styles.root, styles[type]].join(' ')} data-type={type}>
      <ToastIcon className={styles.icon} name={isToastIconName(icon) ? icon : type} />
      <p className={styles.message}>
        <span className={styles.headline}>{headline}</span>
        {details.map((detail, index) => (
          <span key={index} className={styles.detail}>
            {detail}
          </span>
        ))}
      </p>
      {actionText ? (
        <button type="button" className={styles.action} onClick={() => onAction(id)}>
          {actionText}
        </button>
      ) : null}
      {dismissable ? (
        <button type="button" className={styles.close} aria-label={closeLabel} onClick={() => onDismiss(id)}>
          <ToastIcon name="close" size={16} />
        </button>
      ) : null}
    </div>
  );
}
