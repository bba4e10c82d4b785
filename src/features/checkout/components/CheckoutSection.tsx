import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import Button from '../../../components/Button/Button';
import type { SectionStatus } from '../hooks/useCheckoutPage';
import { checkoutMessages } from './checkoutMessages';
import * as styles from './Checkout.module.css';

export interface CheckoutSectionProps {
  id: string;
  number: number;
  title: string;
  status: SectionStatus;
  /** What was saved, shown once the section is done. */
  summary?: ReactNode;
  onEdit?: () => void;
  /** While a finished section is edited again: leave it as it was saved. */
  onCancel?: () => void;
  /** The form, shown while the section is active. */
  children?: ReactNode;
}

/** One numbered checkout section: its form while active, its summary (and Edit) once done. */
export default function CheckoutSection({
  id,
  number,
  title,
  status,
  summary,
  onEdit,
  onCancel,
  children,
}: CheckoutSectionProps) {
  const intl = useIntl();
  return (
    <section className={`${styles.section} ${styles[status]}`} aria-labelledby={`${id}-heading`}>
      <header className={styles.sectionHeader}>
        <h2 id={`${id}-heading`} className={styles.sectionTitle} tabIndex={-1}>
          <span className={styles.stepNumber}>
            <span className="visually-hidden">
              {intl.formatMessage(checkoutMessages.stepCount, { number })}:{' '}
            </span>
            <span aria-hidden="true">{number}</span>
          </span>{' '}
          {title}
        </h2>
        {status === 'active' && onCancel && (
          <Button priority="low" onClick={onCancel}>
            {intl.formatMessage(checkoutMessages.cancelEdit)}
          </Button>
        )}
        {status === 'done' && onEdit && (
          <Button priority="low" onClick={onEdit}>
            {intl.formatMessage(checkoutMessages.edit, { section: title })}
          </Button>
        )}
      </header>
      {status === 'done' && summary && <div className={styles.summary}>{summary}</div>}
      {status === 'active' && children}
      {status === 'pending' && (
        <p className={styles.pending}>{intl.formatMessage(checkoutMessages.notYet)}</p>
      )}
    </section>
  );
}
