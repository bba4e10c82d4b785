/**
 * Newsletter domain: `subscribeEmailToNewsletter`, with Magento's checks and messages, in its
 * order: an email is required, it must be valid, a signed-in customer may not subscribe another
 * account's address, and an address already subscribed is refused. Guests may subscribe (the
 * store allows it). The subscription is kept by lower-cased address.
 */
import type { BackendContext, Resolvers } from '../context';
import { inputError, magentoError } from '../errors';
import { persistState } from '../state';
import { currentCustomer } from './customer';

/** Local part, @, a dotted domain with a 2+ letter top level: what Magento's validator accepts. */
const EMAIL = /^[^\s@"(),:;<>[\\\]]+@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,}$/i;

export const isValidEmail = (email: string): boolean => EMAIL.test(email) && email.length <= 254;

export const newsletterResolvers: Resolvers = {
  Mutation: {
    subscribeEmailToNewsletter: (_root, args: { email?: string | null }, ctx: BackendContext) => {
      const email = (args.email ?? '').trim();
      if (!email) throw inputError('You must specify an email address to subscribe to a newsletter.');
      if (!isValidEmail(email)) throw inputError('Enter a valid email address.');
      const key = email.toLowerCase();
      const customer = currentCustomer(ctx);
      if (customer && customer.email.toLowerCase() !== key) {
        const taken = ctx.state.customers.accounts.some((account) => account.email.toLowerCase() === key);
        if (taken) throw inputError('Cannot create a newsletter subscription.');
      }
      const subscribers = ctx.state.newsletter.subscribers;
      if (subscribers[key]?.status === 'SUBSCRIBED') {
        throw magentoError('This email address is already subscribed.', 'graphql-already-exists');
      }
      subscribers[key] = { status: 'SUBSCRIBED' };
      persistState();
      return { status: 'SUBSCRIBED' };
    },
  },
};
