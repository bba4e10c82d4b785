import { defineMessages } from 'react-intl';

/** The entry pages for a guest (spec 2, "account entry"). */
export const ENTRY_PATHS = {
  signIn: '/sign-in',
  createAccount: '/create-account',
  forgotPassword: '/forgot-password',
} as const;

const messages = defineMessages({
  accountInformation: { id: 'shell.accountLinks.accountInformation', defaultMessage: 'Account Information' },
  orderHistory: { id: 'shell.accountLinks.orderHistory', defaultMessage: 'Order History' },
  downloads: { id: 'shell.accountLinks.downloads', defaultMessage: 'My Downloads' },
  wishlist: { id: 'shell.accountLinks.wishlist', defaultMessage: 'Wish List' },
  addressBook: { id: 'shell.accountLinks.addressBook', defaultMessage: 'Address Book' },
  savedPayments: { id: 'shell.accountLinks.savedPayments', defaultMessage: 'Saved Payments' },
  communications: { id: 'shell.accountLinks.communications', defaultMessage: 'Communications' },
});

/** The signed-in shopper's pages (spec 2, signed-in routes), in menu order. */
export const ACCOUNT_LINKS = [
  { path: '/account-information', message: messages.accountInformation },
  { path: '/order-history', message: messages.orderHistory },
  { path: '/downloads', message: messages.downloads },
  { path: '/wishlist', message: messages.wishlist },
  { path: '/address-book', message: messages.addressBook },
  { path: '/saved-payments', message: messages.savedPayments },
  { path: '/communications', message: messages.communications },
] as const;
