/** Every contract case, in the order they run. */
import type { ContractCase } from './suite';
import { accountCases } from './cases/account';
import { appDocumentCases } from './cases/appDocuments';
import { bundleCases } from './cases/bundles';
import { cartCases } from './cases/cart';
import { catalogCases } from './cases/catalog';
import { checkoutCases } from './cases/checkout';
import { contentCases } from './cases/content';
import { downloadableCases } from './cases/downloadable';
import { moreCases } from './cases/more';
import { reviewCases } from './cases/reviews';
import { orderCases } from './cases/orders';
import { transportCases } from './cases/transport';

export const allCases: ContractCase[] = [
  ...transportCases,
  ...catalogCases,
  ...contentCases,
  ...cartCases,
  ...bundleCases,
  ...checkoutCases,
  ...downloadableCases,
  ...accountCases,
  ...moreCases,
  ...reviewCases,
  ...orderCases,
  ...appDocumentCases,
];
