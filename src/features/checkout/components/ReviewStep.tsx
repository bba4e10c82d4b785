import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import Button from '../../../components/Button/Button';
import type { CheckoutSection } from '../../../store/checkoutSlice';
import type { ChargeCurrency } from '../hooks/useChargeCurrency';
import type { ReviewStep as Step } from '../hooks/useReviewStep';
import { checkoutMessages } from './checkoutMessages';
import StepError from './StepError';
import * as styles from './Checkout.module.css';

interface ReviewDetail {
  /** The step that Edit reopens. */
  section: CheckoutSection;
  title: string;
  lines: string[];
}

export interface ReviewStepProps {
  step: Step;
  /** The cart holds lines that can't be ordered as they are (said above the steps): the button waits. */
  blocked?: boolean;
  /** What Place Order charges: the cart's grand total. */
  grandTotal?: { value: number; currency: string } | null;
  /**
   * Set when prices are shown in another currency than the one Magento charges: the button then
   * names the charged amount (once known) and the note says so.
   */
  charge?: ChargeCurrency | null;
  /** What the shopper chose at each step, each with Edit. */
  details?: ReviewDetail[];
  onEdit?: (section: CheckoutSection) => void;
  /** The items and totals (the order summary's review part, composed by the app). */
  items?: ReactNode;
}

/**
 * The last step reviews the order: the addresses, shipping method and payment, each with Edit
 * that reopens its step; the items and totals; then Place Order with the amount it charges, and
 * why it failed if it did.
 */
export default function ReviewStep({
  step,
  blocked = false,
  grandTotal = null,
  charge = null,
  details = [],
  onEdit,
  items,
}: ReviewStepProps) {
  const intl = useIntl();
  const noteId = useId();
  const amount = charge
    ? charge.amount
    : grandTotal
      ? intl.formatNumber(grandTotal.value, { style: 'currency', currency: grandTotal.currency })
      : null;
  return (
    <div className={styles.form}>
      {details.length > 0 ? (
        <dl className={styles.review}>
          {details.map((detail) => (
            <div key={detail.title} className={styles.reviewRow}>
              <dt>{detail.title}</dt>
              <dd>
                <span className={styles.reviewLines}>
                  {detail.lines.map((line, index) => (
                    <span key={`${index}-${line}`} className={styles.line}>
                      {line}
                    </span>
                  ))}
                </span>
                {onEdit ? (
                  <button
                    type="button"
                    className={styles.reviewEdit}
                    onClick={() => onEdit(detail.section)}
                    aria-label={intl.formatMessage(checkoutMessages.edit, { section: detail.title })}
                  >
                    {intl.formatMessage(checkoutMessages.editShort)}
                  </button>
                ) : null}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {items}
      <StepError message={step.error} />
      {charge ? (
        <p id={noteId} className={styles.currencyNote}>
          {charge.note}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button
          priority="high"
          onClick={() => void step.placeOrder()}
          disabled={step.isSubmitting || blocked}
          aria-busy={step.isSubmitting}
          aria-describedby={charge ? noteId : undefined}
        >
          {step.isSubmitting
            ? intl.formatMessage(checkoutMessages.placingOrder)
            : amount
              ? intl.formatMessage(checkoutMessages.placeOrderAmount, { amount })
              : intl.formatMessage(checkoutMessages.placeOrder)}
        </Button>
      </div>
    </div>
  );
}
