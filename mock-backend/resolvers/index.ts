import type { Resolvers } from '../context';
import { addressResolvers } from './account/addresses';
import { orderResolvers } from './account/orders';
import { paymentTokenResolvers } from './account/paymentTokens';
import { wishlistResolvers } from './account/wishlist';
import { cartResolvers } from './cart';
import { catalogResolvers } from './catalog';
import { checkoutResolvers } from './checkout';
import { cmsResolvers } from './cms';
import { contactResolvers } from './contact';
import { customerResolvers } from './customer';
import { downloadableResolvers } from './downloadable';
import { newsletterResolvers } from './newsletter';
import { reviewResolvers } from './reviews';
import { orderSelfServiceResolvers } from './orderSelfService';
import { routeResolvers } from './route';
import { storeResolvers } from './store';

const domains: Resolvers[] = [
  storeResolvers,
  catalogResolvers,
  routeResolvers,
  cmsResolvers,
  contactResolvers,
  cartResolvers,
  customerResolvers,
  newsletterResolvers,
  addressResolvers,
  orderResolvers,
  wishlistResolvers,
  paymentTokenResolvers,
  checkoutResolvers,
  reviewResolvers,
  orderSelfServiceResolvers,
  downloadableResolvers,
];

/** All domains' resolvers merged per type; a field resolved by two domains is a mistake. */
export const resolvers: Resolvers = {};
for (const domain of domains) {
  for (const [typeName, fields] of Object.entries(domain)) {
    const merged = (resolvers[typeName] ??= {});
    for (const [field, resolve] of Object.entries(fields)) {
      if (merged[field]) throw new Error(`${typeName}.${field} is resolved twice`);
      merged[field] = resolve;
    }
  }
}
