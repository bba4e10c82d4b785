import { useIntl } from 'react-intl';
import { submitOrder } from './checkoutThunks';
import { useAppDispatch, useAppSelector } from '../../../store/createAppStore';
import type { ThunkExtra } from '../../../store/thunkExtra';
import { checkoutMessages } from '../components/checkoutMessages';

export interface ReviewStep {
  placeOrder: () => Promise<void>;
  isSubmitting: boolean;
  /** Why the order was not placed; what the shopper entered stays. */
  error: string | null;
}

/** The network error's own text means little to a shopper; a dropped connection says so. */
const isNetworkFailure = (message: string) =>
  /could not be completed|Failed to fetch|NetworkError/i.test(message);

/** Place Order: one request at a time; a failure is shown and a retry places at most one order. */
export function useReviewStep(virtual = false): ReviewStep {
  const intl = useIntl();
  const dispatch = useAppDispatch<ThunkExtra>();
  const isSubmitting = useAppSelector((state) => state.checkout.isSubmitting);
  const stepError = useAppSelector((state) => state.checkout.stepErrors.order);
  const message = stepError?.message ?? null;
  return {
    placeOrder: async () => {
      if (isSubmitting) return;
      try {
        await dispatch(submitOrder({ virtual }));
      } catch {
        // rejected: shown from the store
      }
    },
    isSubmitting,
    error: !message
      ? null
      : intl.formatMessage(checkoutMessages.orderFailed, {
          message: isNetworkFailure(message) ? intl.formatMessage(checkoutMessages.offline) : message,
        }),
  };
}
