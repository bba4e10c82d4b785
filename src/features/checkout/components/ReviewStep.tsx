import { useIntl } from 'react-intl';
import Button from '../../../components/Button/Button';
import type { ReviewStep as Step } from '../hooks/useReviewStep';
import { checkoutMessages } from './checkoutMessages';
import StepError from './StepError';
import * as styles from './Checkout.module.css';

/** The last step: Place Order, and why it failed if it did. */
export default function ReviewStep({ step }: { step: Step }) {
  const intl = useIntl();
  return (
    <div className={styles.form}>
      <StepError message={step.error} />
      <div className={styles.actions}>
        <Button
          priority="high"
          onClick={() => void step.placeOrder()}
          disabled={step.isSubmitting}
          aria-busy={step.isSubmitting}
        >
          {intl.formatMessage(
            step.isSubmitting ? checkoutMessages.placingOrder : checkoutMessages.placeOrder,
          )}
        </Button>
      </div>
    </div>
  );
}
