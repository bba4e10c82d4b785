import { useIntl } from 'react-intl';
import Button from '../../../components/Button/Button';
import type { ReviewStep as Step } from '../hooks/useReviewStep';
import { checkoutMessages } from './checkoutMessages';
import StepError from './StepError';
import * as styles from './Checkout.module.css';

/**
 * The last step: Place Order, and why it failed if it did. `blocked`: the cart holds lines that
 * can't be ordered as they are (said above the steps), so the button waits.
 */
export default function ReviewStep({ step, blocked = false }: { step: Step; blocked?: boolean }) {
  const intl = useIntl();
  return (
    <div className={styles.form}>
      <StepError message={step.error} />
      <div className={styles.actions}>
        <Button
          priority="high"
          onClick={() => void step.placeOrder()}
          disabled={step.isSubmitting || blocked}
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
