/**
 * Customer.addresses: the signed-in customer's address book, as checkout's saved-address picker
 * reads it. Kept in its own file so it can be folded into the account domain's resolvers.
 */
import { countries } from '../data/directory';
import type { Resolvers } from '../context';
import type { CustomerAddressRecord, CustomerRecord } from '../state';

export const customerAddressResolvers: Resolvers = {
  Customer: {
    addresses: (customer: CustomerRecord) => customer.addresses ?? [],
  },
  CustomerAddress: {
    region: (address: CustomerAddressRecord) => ({
      region: address.region,
      region_code: address.region_code,
      region_id: address.region_id,
    }),
    country_code: (address: CustomerAddressRecord) =>
      countries.some((country) => country.id === address.country_code) ? address.country_code : null,
  },
};
