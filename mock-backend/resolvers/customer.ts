/**
 * Customer domain, read side: `customer` for the bearer token's account. The shell's account
 * chip reads the first name; the account domain adds sign-in, registration and the rest.
 */
import type { BackendContext, Resolvers } from '../context';
import { authorizationError } from '../errors';
import type { CustomerRecord } from '../state';

type Ctx = Pick<BackendContext, 'state' | 'token'>;

/** The account the request's bearer token was issued to, if any. */
export function currentCustomer(ctx: Ctx): CustomerRecord | null {
  if (!ctx.token) return null;
  const id = ctx.state.customers.tokens[ctx.token];
  return ctx.state.customers.accounts.find((account) => account.id === id) ?? null;
}

export const customerResolvers: Resolvers = {
  Query: {
    customer: (_root, _args, ctx: BackendContext) => {
      const customer = currentCustomer(ctx);
      if (!customer) throw authorizationError("The current customer isn't authorized.");
      return customer;
    },
  },
  Customer: {
    is_subscribed: (customer: CustomerRecord, _args, ctx: BackendContext) =>
      ctx.state.newsletter.subscribers[customer.email.toLowerCase()]?.status === 'SUBSCRIBED',
  },
};
