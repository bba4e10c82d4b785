import { useIntl, type IntlShape } from 'react-intl';
import type { ReceiptTotals } from '../../../store/checkoutSlice';
import { useAppSelector } from '../../../store/createAppStore';
import { checkoutMessages } from '../components/checkoutMessages';

export interface OrderConfirmation {
  /** Null when the order was placed but the answer naming it was lost. */
  orderId: string | null;
  email: string | null;
  shipTo: string[];
  shippingMethod: string | null;
  payment: string | null;
  /** Label and formatted amount of each total line, when the backend gave totals. */
  totals: Array<{ label: string; amount: string; isGrandTotal: boolean }>;
  /** The create-account offer for a guest, pre-filled from the shipping address; null when signed in. */
  createAccountHref: string | null;
}

function totalLines(intl: IntlShape, totals: ReceiptTotals | null | undefined) {
  if (!totals) return [];
  const money = (value: number) => intl.formatNumber(value, { style: 'currency', currency: totals.currency });
  return [
    {
      label: intl.formatMessage(checkoutMessages.subtotal),
      amount: money(totals.subtotal),
      isGrandTotal: false,
    },
    ...(totals.discount > 0
      ? [
          {
            label: intl.formatMessage(checkoutMessages.discount),
            amount: money(-totals.discount),
            isGrandTotal: false,
          },
        ]
      : []),
    {
      label: intl.formatMessage(checkoutMessages.shipping),
      amount: money(totals.shipping),
      isGrandTotal: false,
    },
    { label: intl.formatMessage(checkoutMessages.tax), amount: money(totals.tax), isGrandTotal: false },
    {
      label: intl.formatMessage(checkoutMessages.grandTotal),
      amount: money(totals.grandTotal),
      isGrandTotal: true,
    },
  ];
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
    totals: totalLines(intl, receipt.totals),
    createAccountHref: isSignedIn ? null : `/create-account?${params.toString()}`,
  };
}
