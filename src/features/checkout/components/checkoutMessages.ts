import { defineMessages } from 'react-intl';
import { messageMap } from '../../../platform/intl/messageMap';

/** Every text of the checkout feature; the spec's texts are the default messages. */
export const checkoutMessages = messageMap(
  defineMessages({
    title: { id: 'checkout.page.title', defaultMessage: 'Checkout' },
    emptyCart: {
      id: 'checkout.page.emptyCart',
      defaultMessage: 'There are no items in your cart, so there is nothing to check out yet.',
    },
    continueShopping: { id: 'checkout.page.continueShopping', defaultMessage: 'Continue Shopping' },
    cartProblems: {
      id: 'checkout.page.cartProblems',
      defaultMessage:
        "Some items in your cart can't be ordered as they are. Change or remove them in your cart to place your order.",
    },
    cartProblem: { id: 'checkout.page.cartProblem', defaultMessage: '{name}: {message}' },
    reviewCart: { id: 'checkout.page.reviewCart', defaultMessage: 'Review Cart' },
    edit: { id: 'checkout.page.edit', defaultMessage: 'Edit {section}' },
    stepCount: { id: 'checkout.page.stepCount', defaultMessage: 'Step {number} of 4' },
    notYet: {
      id: 'checkout.page.notYet',
      defaultMessage: 'Complete the steps above to continue.',
    },
    shippingAddressHeading: { id: 'checkout.shippingAddress.heading', defaultMessage: 'Shipping Address' },
    shippingMethodHeading: { id: 'checkout.shippingMethod.heading', defaultMessage: 'Shipping Method' },
    paymentHeading: { id: 'checkout.payment.heading', defaultMessage: 'Payment & Billing' },
    reviewHeading: { id: 'checkout.review.heading', defaultMessage: 'Review & Place Order' },

    emailHint: {
      id: 'checkout.address.emailHint',
      defaultMessage: 'We send your order confirmation here.',
    },
    fixFields: {
      id: 'checkout.validation.summary',
      defaultMessage: '{count, plural, one {# field needs} other {# fields need}} your attention.',
    },
    savedAddresses: { id: 'checkout.shippingAddress.saved', defaultMessage: 'Ship to' },
    newAddress: { id: 'checkout.shippingAddress.newAddress', defaultMessage: 'A new address' },
    defaultAddress: { id: 'checkout.shippingAddress.default', defaultMessage: 'Default' },
    addressesLoading: {
      id: 'checkout.shippingAddress.loading',
      defaultMessage: 'Loading your saved addresses...',
    },
    billingSaved: { id: 'checkout.payment.billingSaved', defaultMessage: 'Bill to' },
    shipHere: { id: 'checkout.shippingAddress.submit', defaultMessage: 'Continue to Shipping Method' },
    saving: { id: 'checkout.page.saving', defaultMessage: 'Saving...' },

    methodLegend: { id: 'checkout.shippingMethod.legend', defaultMessage: 'Choose how your order ships' },
    methodOption: { id: 'checkout.shippingMethod.option', defaultMessage: '{title} ({price})' },
    free: { id: 'checkout.shippingMethod.free', defaultMessage: 'Free' },
    noMethods: {
      id: 'checkout.shippingMethod.none',
      defaultMessage: 'No shipping methods are available for this address.',
    },
    chooseMethod: { id: 'checkout.shippingMethod.choose', defaultMessage: 'Choose a shipping method.' },
    methodSubmit: { id: 'checkout.shippingMethod.submit', defaultMessage: 'Continue to Payment' },

    paymentLegend: { id: 'checkout.payment.legend', defaultMessage: 'Payment method' },
    choosePayment: { id: 'checkout.payment.choose', defaultMessage: 'Choose a payment method.' },
    paymentLoading: { id: 'checkout.payment.loading', defaultMessage: 'Loading payment methods...' },
    checkmoNote: {
      id: 'checkout.payment.checkmoNote',
      defaultMessage:
        'Send your check or money order once your order is placed. It ships when payment arrives.',
    },
    payableTo: { id: 'checkout.payment.payableTo', defaultMessage: 'Make it payable to' },
    chargedAmount: {
      id: 'checkout.currency.chargedAmount',
      defaultMessage: 'Prices are shown in {shown}. The store charges your order in {base}: {amount}.',
    },
    chargedIn: {
      id: 'checkout.currency.chargedIn',
      defaultMessage: 'Prices are shown in {shown}. The store charges your order in {base}.',
    },
    receiptCurrency: {
      id: 'checkout.confirmation.currency',
      defaultMessage: 'Amounts are in {base}, the currency the store charges. Prices were shown in {shown}.',
    },
    sendTo: { id: 'checkout.payment.sendTo', defaultMessage: 'Mail it to' },
    cardNumber: { id: 'checkout.payment.cardNumber', defaultMessage: 'Card Number' },
    cardHint: {
      id: 'checkout.payment.cardHint',
      defaultMessage: 'Test mode: 4111 1111 1111 1111 is accepted; 4000 1111 1111 1115 is declined.',
    },
    cardInvalid: { id: 'checkout.payment.cardInvalid', defaultMessage: 'Please enter a valid card number.' },
    cardExpiry: { id: 'checkout.payment.cardExpiry', defaultMessage: 'Expiration Date' },
    cardCvv: { id: 'checkout.payment.cardCvv', defaultMessage: 'Security Code' },
    cardLoading: { id: 'checkout.payment.cardLoading', defaultMessage: 'Loading the secure card form...' },
    cardUnavailable: {
      id: 'checkout.payment.cardUnavailable',
      defaultMessage: 'Card payments are unavailable right now. Choose another payment method.',
    },
    sameAsShipping: {
      id: 'checkout.payment.sameAsShipping',
      defaultMessage: 'Billing address same as shipping address',
    },
    billingLegend: { id: 'checkout.payment.billingLegend', defaultMessage: 'Billing address' },
    paymentSubmit: { id: 'checkout.payment.submit', defaultMessage: 'Review Order' },

    shipTo: { id: 'checkout.review.shipTo', defaultMessage: 'Ship to' },
    billTo: { id: 'checkout.review.billTo', defaultMessage: 'Bill to' },
    sameAddress: { id: 'checkout.review.sameAddress', defaultMessage: 'Same as shipping address' },
    shipBy: { id: 'checkout.review.shipBy', defaultMessage: 'Shipping method' },
    payBy: { id: 'checkout.review.payBy', defaultMessage: 'Payment' },
    placeOrder: { id: 'checkout.review.placeOrder', defaultMessage: 'Place Order' },
    placeOrderAmount: { id: 'checkout.review.placeOrderAmount', defaultMessage: 'Place Order · {amount}' },
    editShort: { id: 'checkout.review.edit', defaultMessage: 'Edit' },
    placingOrder: { id: 'checkout.review.placingOrder', defaultMessage: 'Placing your order...' },
    orderFailed: {
      id: 'checkout.review.orderFailed',
      defaultMessage: 'Your order was not placed: {message} Nothing you entered was lost; you can try again.',
    },
    offline: {
      id: 'checkout.review.offline',
      defaultMessage: 'The connection was lost before the store answered.',
    },

    payment_checkmo: { id: 'checkout.paymentTitle.checkmo', defaultMessage: 'Check / Money order' },
    payment_braintree: { id: 'checkout.paymentTitle.braintree', defaultMessage: 'Credit Card' },

    thanks: { id: 'checkout.confirmation.heading', defaultMessage: 'Thank you for your order!' },
    orderNumber: { id: 'checkout.confirmation.orderNumber', defaultMessage: 'Order number: {orderId}' },
    orderNumberUnknown: {
      id: 'checkout.confirmation.orderNumberUnknown',
      defaultMessage:
        'Your order was placed, but the connection was lost before the store could send its number. Your confirmation email has it; please do not order again.',
    },
    confirmationNote: {
      id: 'checkout.confirmation.note',
      defaultMessage: 'We are getting your order ready. A confirmation is on its way to {email}.',
    },
    summary: { id: 'checkout.confirmation.summary', defaultMessage: 'Order summary' },
    itemsHeading: { id: 'checkout.confirmation.items', defaultMessage: 'Items ordered' },
    itemQuantity: { id: 'checkout.confirmation.quantity', defaultMessage: 'Qty: {quantity}' },
    itemOption: { id: 'checkout.confirmation.option', defaultMessage: '{label}: {value}' },
    checkHeading: {
      id: 'checkout.confirmation.checkHeading',
      defaultMessage: 'Paying by check or money order',
    },
    checkAmount: {
      id: 'checkout.confirmation.checkAmount',
      defaultMessage: 'Please send {amount}. Your order ships when your payment arrives.',
    },
    subtotal: { id: 'checkout.confirmation.subtotal', defaultMessage: 'Subtotal' },
    discount: { id: 'checkout.confirmation.discount', defaultMessage: 'Discount' },
    shipping: { id: 'checkout.confirmation.shipping', defaultMessage: 'Shipping' },
    tax: { id: 'checkout.confirmation.tax', defaultMessage: 'Tax' },
    grandTotal: { id: 'checkout.confirmation.grandTotal', defaultMessage: 'Order Total' },
    cancelEdit: { id: 'checkout.page.cancelEdit', defaultMessage: 'Cancel changes' },
    createAccountHeading: {
      id: 'checkout.confirmation.createAccountHeading',
      defaultMessage: 'Quick checkout next time',
    },
    createAccountText: {
      id: 'checkout.confirmation.createAccountText',
      defaultMessage: 'Create an account to track this order and check out faster with your saved details.',
    },
    createAccount: { id: 'checkout.confirmation.createAccount', defaultMessage: 'Create an Account' },
    orderStatus: { id: 'checkout.confirmation.orderStatus', defaultMessage: 'Check Order Status' },
    viewOrder: { id: 'checkout.confirmation.viewOrder', defaultMessage: 'View Your Order' },
  }),
);
