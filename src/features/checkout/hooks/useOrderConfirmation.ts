import { useIntl, type IntlShape } from 'react-intl';
import type { ReceiptTotals } from '../../../store/checkoutSlice';
import { useAppSelector } from '../../../store/createAppStore';
import { checkoutMessages } from '../components/checkoutMessages';

interface OrderConfirmationItem {
  key: string;
  name: string;
  /** "Label: value" of each chosen option. */
  options: string[];
  quantity: number;
  /** The line's total, formatted; null when the backend gave none. */
  rowTotal: string | null;
}

export interface OrderConfirmation {
  /** Null when the order was placed but the answer naming it was lost. */
  orderId: string | null;
  email: string | null;
  shipTo: string[];
  shippingMethod: string | null;
  /** Nothing was shipped: `shipTo` is the billing address, and there is no shipping line. */
  virtual: boolean;
  payment: string | null;
  /** What was bought, as Magento totalled the cart when the order was placed. */
  items: OrderConfirmationItem[];
  /** Label and formatted amount of each total line, when the backend gave totals. */
  totals: Array<{ label: string; amount: string; isGrandTotal: boolean }>;
  /** Says the amounts are in the charged currency when prices were shown in another; else null. */
  currencyNote: string | null;
  /** For check / money order: the amount to send, whom to make it payable to and where to mail it. */
  checkPayment: { amount: string | null; payableTo: string | null; sendTo: string[] } | null;
  /** The create-account offer for a guest, pre-filled from the shipping address; null when signed in. */
  createAccountHref: string | null;
  /**
   * Where the order's status is followed: a customer's order in their order history; a guest's on
   * the order status page with the number filled in (the email goes in the navigation's state,
   * never in the URL). Null when the order's number was lost.
   */
  statusLink: { to: string; state: { email: string } | null; isGuest: boolean } | null;
}

/**
 * The order number to look the order up by. REST's payment-information answers the order's id;
 * Magento numbers a default store's orders with that id zero-padded to nine digits ("101" is
 * "000000101"), so a short id is padded; anything else is taken as the number itself.
 */
const orderNumberOf = (orderId: string): string =>
  /^\d{1,8}$/.test(orderId) ? orderId.padStart(9, '0') : orderId;

const moneyIn = (intl: IntlShape, currency: string) => (value: number) =>
  intl.formatNumber(value, { style: 'currency', currency });

function totalLines(intl: IntlShape, totals: ReceiptTotals | null | undefined, virtual: boolean) {
  if (!totals) return [];
  const money = moneyIn(intl, totals.currency);
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
    ...(virtual
      ? []
      : [
          {
            label: intl.formatMessage(checkoutMessages.shipping),
            amount: money(totals.shipping),
            isGrandTotal: false,
          },
        ]),
    { label: intl.formatMessage(checkoutMessages.tax), amount: money(totals.tax), isGrandTotal: false },
    {
      label: intl.formatMessage(checkoutMessages.grandTotal),
      amount: money(totals.grandTotal),
      isGrandTotal: true,
    },
  ];
}

/**
 * The receipt: order number, what was bought and what it cost (in the currency Magento charged),
 * the addresses and methods, how to pay by check, and for guests the create-account offer.
 * Everything comes from the receipt recorded when the order was placed, which a reload keeps.
 */
export function useOrderConfirmation(): OrderConfirmation | null {
  const intl = useIntl();
  const receipt = useAppSelector((state) => state.checkout.receipt);
  const isSignedIn = useAppSelector((state) => state.user.isSignedIn);
  if (!receipt) return null;
  const address = receipt.shippingAddress;
  const params = new URLSearchParams({
    email: address.email ?? '',
    firstName: address.firstname,
    lastName: address.lastname,
  });
  const { totals } = receipt;
  const money = totals ? moneyIn(intl, totals.currency) : null;
  const code = receipt.payment?.code ?? null;
  const payment =
    receipt.payment?.title ??
    (code === 'checkmo' || code === 'braintree'
      ? intl.formatMessage(checkoutMessages[`payment_${code}`])
      : code);
  return {
    orderId: receipt.orderId,
    email: address.email ?? null,
    shipTo: [
      `${address.firstname} ${address.lastname}`,
      ...address.street,
      `${address.city}, ${address.region_code} ${address.postcode}`,
    ],
    shippingMethod: receipt.shippingMethod ?? null,
    virtual: Boolean(receipt.virtual),
    payment,
    items: (receipt.items ?? []).map((item, index) => ({
      key: `${index}-${item.name}`,
      name: item.name,
      options: item.options.map((option) => intl.formatMessage(checkoutMessages.itemOption, option)),
      quantity: item.quantity,
      rowTotal: money && item.rowTotal !== null ? money(item.rowTotal) : null,
    })),
    totals: totalLines(intl, totals, Boolean(receipt.virtual)),
    currencyNote:
      totals && receipt.shownCurrency && receipt.shownCurrency !== totals.currency
        ? intl.formatMessage(checkoutMessages.receiptCurrency, {
            base: totals.currency,
            shown: receipt.shownCurrency,
          })
        : null,
    checkPayment:
      code === 'checkmo'
        ? {
            amount: money && totals ? money(totals.grandTotal) : null,
            payableTo: receipt.checkInstructions?.payableTo ?? null,
            sendTo: receipt.checkInstructions?.sendTo ?? [],
          }
        : null,
    createAccountHref: isSignedIn ? null : `/create-account?${params.toString()}`,
    statusLink: !receipt.orderId
      ? null
      : isSignedIn
        ? {
            to: `/order-history?number=${encodeURIComponent(orderNumberOf(receipt.orderId))}`,
            state: null,
            isGuest: false,
          }
        : {
            to: `/order-status?number=${encodeURIComponent(orderNumberOf(receipt.orderId))}`,
            state: address.email ? { email: address.email } : null,
            isGuest: true,
          },
  };
}
