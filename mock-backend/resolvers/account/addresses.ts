/**
 * The address book: Customer.addresses / default_billing / default_shipping, and
 * createCustomerAddress, updateCustomerAddress, deleteCustomerAddress with Magento's checks: an
 * address of another customer is refused, a default address cannot be deleted, and making an
 * address the default takes the flag from the previous one.
 */
import type { BackendContext, Resolvers } from '../../context';
import { authorizationError, inputError, noSuchEntity } from '../../errors';
import { persistState, type CustomerAddressRecord, type CustomerRecord } from '../../state';
import { requireCustomer } from '../customer';

interface AddressInput {
  firstname?: string | null;
  lastname?: string | null;
  company?: string | null;
  street?: Array<string | null> | null;
  city?: string | null;
  region?: { region?: string | null; region_code?: string | null; region_id?: number | null } | null;
  postcode?: string | null;
  country_code?: string | null;
  country_id?: string | null;
  telephone?: string | null;
  default_shipping?: boolean | null;
  default_billing?: boolean | null;
}

const REQUIRED = [
  'firstname',
  'lastname',
  'street',
  'city',
  'postcode',
  'telephone',
  'country_code',
] as const;

const clean = (value: string | null | undefined) => (value ?? '').trim();

/** The address the customer may change, or Magento's error. */
function ownAddress(
  ctx: BackendContext,
  id: number,
): { customer: CustomerRecord; address: CustomerAddressRecord } {
  const customer = requireCustomer(ctx);
  const address = customer.addresses?.find((candidate) => candidate.id === id);
  if (address) return { customer, address };
  const owned = ctx.state.customers.accounts.some((account) =>
    account.addresses?.some((candidate) => candidate.id === id),
  );
  if (owned) throw authorizationError(`Current customer does not have permission to address with ID "${id}"`);
  throw noSuchEntity(`Could not find a address with ID "${id}"`);
}

function applyInput(target: Partial<CustomerAddressRecord>, input: AddressInput): void {
  for (const field of ['firstname', 'lastname', 'city', 'postcode', 'telephone'] as const) {
    if (input[field] !== undefined) target[field] = clean(input[field]);
  }
  if (input.company !== undefined) target.company = clean(input.company) || null;
  if (input.street !== undefined) {
    target.street = (input.street ?? []).map((line) => clean(line)).filter(Boolean);
  }
  const country = input.country_code ?? input.country_id;
  if (country !== undefined) target.country_code = clean(country).toUpperCase();
  if (input.region !== undefined) {
    target.region_code = clean(input.region?.region_code) || null;
    target.region_id = input.region?.region_id ?? null;
    target.region = clean(input.region?.region) || target.region_code;
  }
}

function assertComplete(address: Partial<CustomerAddressRecord>): void {
  const missing = REQUIRED.filter((field) => {
    const value = address[field];
    return Array.isArray(value) ? value.length === 0 : !value;
  });
  if (missing.length) throw inputError(`Required parameters are missing: ${missing.join(', ')}`);
}

/** Makes `address` the only default of each kind it claims. */
function settleDefaults(customer: CustomerRecord, address: CustomerAddressRecord): void {
  for (const other of customer.addresses ?? []) {
    if (other === address) continue;
    if (address.default_shipping) other.default_shipping = false;
    if (address.default_billing) other.default_billing = false;
  }
}

function nextAddressId(ctx: BackendContext): number {
  let max = 1000;
  for (const account of ctx.state.customers.accounts) {
    for (const address of account.addresses ?? []) max = Math.max(max, address.id);
  }
  return max + 1;
}

/** A stored address as Magento's CustomerAddress answers it. */
const answer = (address: CustomerAddressRecord) => ({
  ...address,
  region: { region: address.region, region_code: address.region_code, region_id: address.region_id },
  region_id: address.region_id,
});

const defaultId = (customer: CustomerRecord, kind: 'default_shipping' | 'default_billing') => {
  const address = customer.addresses?.find((candidate) => candidate[kind]);
  return address ? String(address.id) : null;
};

export const addressResolvers: Resolvers = {
  Customer: {
    addresses: (customer: CustomerRecord) => (customer.addresses ?? []).map(answer),
    default_shipping: (customer: CustomerRecord) => defaultId(customer, 'default_shipping'),
    default_billing: (customer: CustomerRecord) => defaultId(customer, 'default_billing'),
  },
  Mutation: {
    createCustomerAddress: (_root, args: { input: AddressInput }, ctx: BackendContext) => {
      const customer = requireCustomer(ctx);
      const draft: Partial<CustomerAddressRecord> = { region: null, region_code: null, region_id: null };
      applyInput(draft, args.input);
      assertComplete(draft);
      const address = {
        ...draft,
        id: nextAddressId(ctx),
        // The first address becomes the default of both kinds, as on Magento's storefront.
        default_shipping: Boolean(args.input.default_shipping) || !customer.addresses?.length,
        default_billing: Boolean(args.input.default_billing) || !customer.addresses?.length,
      } as CustomerAddressRecord;
      customer.addresses = [...(customer.addresses ?? []), address];
      settleDefaults(customer, address);
      persistState();
      return answer(address);
    },
    updateCustomerAddress: (
      _root,
      args: { id: number; input?: AddressInput | null },
      ctx: BackendContext,
    ) => {
      if (!args.id) throw inputError('Address "id" value should be specified');
      const { customer, address } = ownAddress(ctx, args.id);
      const input = args.input ?? {};
      const draft: Partial<CustomerAddressRecord> = { ...address };
      applyInput(draft, input);
      assertComplete(draft);
      Object.assign(address, draft);
      if (input.default_shipping) address.default_shipping = true;
      if (input.default_billing) address.default_billing = true;
      settleDefaults(customer, address);
      persistState();
      return answer(address);
    },
    deleteCustomerAddress: (_root, args: { id: number }, ctx: BackendContext) => {
      if (!args.id) throw inputError('Address "id" value should be specified');
      const { customer, address } = ownAddress(ctx, args.id);
      if (address.default_billing) {
        throw inputError(
          `Customer Address ${args.id} is set as default billing address and can not be deleted`,
        );
      }
      if (address.default_shipping) {
        throw inputError(
          `Customer Address ${args.id} is set as default shipping address and can not be deleted`,
        );
      }
      customer.addresses = (customer.addresses ?? []).filter((candidate) => candidate !== address);
      persistState();
      return true;
    },
  },
};
