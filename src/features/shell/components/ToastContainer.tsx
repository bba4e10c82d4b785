import { useToasts } from '../hooks/useToasts';
import Toast from './Toast';
import * as styles from './ToastContainer.module.css';

const isUrgent = (type: string) => type === 'error' || type === 'warning';

/**
 * The toast stack (spec 2, "Toast notices"): bottom-centre on small screens, bottom-right from
 * 768px, above everything (z-index 6). Two live regions are always in the page, so assistive
 * technology announces what is added to them: errors and warnings assertively (role="alert"),
 * info and success politely (role="status"). Each region announces only the toast just added.
 */
export default function ToastContainer() {
  const { toasts, dismissToast, runAction } = useToasts();
  const urgent = toasts.filter((toast) => isUrgent(toast.type));
  const polite = toasts.filter((toast) => !isUrgent(toast.type));
  return (
    <div className={styles.root}>
      <div role="alert" aria-atomic="false" className={styles.region}>
        {urgent.map((toast) => (
          <Toast key={toast.id} toast={toast} onDismiss={dismissToast} onAction={runAction} />
        ))}
      </div>
      <div role="status" aria-atomic="false" className={styles.region}>
        {polite.map((toast) => (
          <Toast key={toast.id} toast={toast} onDismiss={dismissToast} onAction={runAction} />
        ))}
      </div>
    </div>
  );
}
