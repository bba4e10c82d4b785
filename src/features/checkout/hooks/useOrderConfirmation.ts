import { useIntl } from 'react-intl';
import { useAppSelector } from '../../../store/createAppStore';
import { checkoutMessages } from '../components/checkoutMessages';

export interface OrderConfirmation {
  orderId: string;
  email: string | null;
  shipTo: string[];
  shippingMethod: string | null;
  payment: string | null;
  /** The create-account offer for a guest, pre-filled from the shipping address; null when signed in. */
  createAccountHref: string | null;
}

/** The receipt: order number, a summary, and for guests the create-account offer (spec 2). */
export function useOrderConfirmation(): OrderConfirmation | null {
  const intl = useIntl();
  const receipt = useAppSelector((state) => state.checkout.receipt);
  const shippingTitle = useAppSelector((state) => state.checkout.shippingTitle);
  const paymentCode = useAppSelector((state) => state.checkout.paymentCode);
  const isSignedIn = useAppSelector((state) => state.user.isSignedIn);
  if (!receipt) return null;
  const address = receipt.shippingAddress;
  const params = new URLSearchParams({
    email: address.email ?? '',
    firstName: address.firstname,
    lastName: address.lastname,
  });
  return {
    orderId: receipt.orderId,
    email: address.email ?? null,
    shipTo: [
      `${address.firstname} ${address.lastname}`,
      ...address.street,
      `${address.city}, ${address.region_code} ${address.postcode}`,
    ],
    shippingMethod: shippingTitle,
    payment:
      paymentCode === 'checkmo' || paymentCode === 'braintree'
        ? intl.formatMessage(checkoutMessages[`payment_${paymentCode}`])
        : paymentCode,
    createAccountHref: isSignedIn ? null : `/create-account?${params.toString()}`,
  };
}
