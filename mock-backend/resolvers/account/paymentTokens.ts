/**
 * Stored cards: customerPaymentTokens lists the signed-in customer's own, and
 * deletePaymentToken deletes one of them by public hash (another customer's is "not found").
 */
import type { BackendContext, Resolvers } from '../../context';
import { noSuchEntity } from '../../errors';
import { persistState } from '../../state';
import { requireCustomer } from '../customer';

const tokensOf = (ctx: BackendContext, customerId: number) => ({
  items: ctx.state.paymentTokens.filter((token) => token.customer_id === customerId),
});

export const paymentTokenResolvers: Resolvers = {
  Query: {
    customerPaymentTokens: (_root, _args, ctx: BackendContext) => tokensOf(ctx, requireCustomer(ctx).id),
  },
  Mutation: {
    deletePaymentToken: (_root, args: { public_hash: string }, ctx: BackendContext) => {
      const customer = requireCustomer(ctx);
      const at = ctx.state.paymentTokens.findIndex(
        (token) => token.public_hash === args.public_hash && token.customer_id === customer.id,
      );
      if (at === -1) throw noSuchEntity(`Could not find a token using public hash: ${args.public_hash}`);
      ctx.state.paymentTokens.splice(at, 1);
      persistState();
      return { result: true, customerPaymentTokens: tokensOf(ctx, customer.id) };
    },
  },
};
