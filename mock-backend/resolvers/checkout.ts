/**
 * Checkout domain (GraphQL): the directory (countries and regions), the cart's email, addresses,
 * shipping and payment choices, and the mutations that set them, answering as Magento 2.4 does.
 * Orders are placed over REST (rest/checkout.ts); the rules live in checkoutOrders.ts.
 */
import { countries, type SeedCountry } from '../data/directory';
import type { BackendContext, Resolvers } from '../context';
import { authorizationError, inputError, magentoError, noSuchEntity } from '../errors';
import { persistState, type AddressRecord, type CartRecord } from '../state';
import { findUsableCart, totalsOf } from './cart';
import { isVirtualCart } from './cartPricing';
import { money } from './catalog/pricing';
import {
  availableShippingMethods,
  CheckoutError,
  chooseShippingMethod,
  choosePaymentMethod,
  isValidEmail,
  paymentMethods,
  toAddressRecord,
  type AddressInput,
} from './checkoutOrders';
import { currentCustomer } from './customer';

/** Shared with the storefront's card form, which recognises the embedded gateway by it. */
const EMBEDDED_BRAINTREE_AUTHORIZATION = 'embedded_sandbox_spindle';

const countryAnswer = (country: SeedCountry) => ({
  ...country,
  full_name_locale: country.full_name_english,
});

/** Runs a checkout rule, turning its failure into Magento's GraphQL error. */
function rule<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof CheckoutError) throw magentoError(error.message, error.category);
    throw error;
  }
}

function cartFromInput(ctx: BackendContext, input: { cart_id?: string } | undefined): CartRecord {
  const cartId = input?.cart_id?.trim();
  if (!cartId) throw inputError('Required parameter "cart_id" is missing');
  return findUsableCart(ctx, cartId);
}

function touched(cart: CartRecord) {
  cart.updated_at = new Date().toISOString();
  persistState();
  return { cart };
}

/** An address answered as CartAddressInterface (shipping ones add their shipping fields). */
function addressAnswer(address: AddressRecord, kind: 'shipping' | 'billing', cart: CartRecord) {
  const country = countries.find((candidate) => candidate.id === address.country_code);
  return {
    ...address,
    uid: Buffer.from(`${cart.id}:${kind}`).toString('base64'),
    country: { code: address.country_code, label: country?.full_name_english ?? address.country_code },
    region: { code: address.region_code, label: address.region, region_id: address.region_id },
    __cart: cart,
    __kind: kind,
  };
}

type AddressAnswer = ReturnType<typeof addressAnswer>;

function addressInputOf(args: { address?: AddressInput & { country_code?: unknown } } | undefined) {
  return args?.address;
}

export const checkoutResolvers: Resolvers = {
  Query: {
    countries: () => countries.map(countryAnswer),
    country: (_root, args: { id?: string | null }) => {
      const id = args.id?.trim().toUpperCase();
      const country = countries.find((candidate) => candidate.id === id);
      if (!country) throw noSuchEntity("The country isn't available.");
      return countryAnswer(country);
    },
  },
  Cart: {
    email: (cart: CartRecord) => cart.email ?? null,
    // A virtual cart has no shipping address to answer.
    shipping_addresses: (cart: CartRecord, _args, ctx: BackendContext) =>
      cart.shipping_address && !isVirtualCart(totalsOf(ctx, cart).lines)
        ? [addressAnswer(cart.shipping_address, 'shipping', cart)]
        : [],
    billing_address: (cart: CartRecord) =>
      cart.billing_address ? addressAnswer(cart.billing_address, 'billing', cart) : null,
    available_payment_methods: () => paymentMethods,
    selected_payment_method: (cart: CartRecord) => {
      const method = paymentMethods.find((offer) => offer.code === cart.payment_method?.code);
      return method ? { code: method.code, title: method.title } : { code: '', title: '' };
    },
  },
  CartAddressInterface: {
    __resolveType: (address: AddressAnswer) =>
      address.__kind === 'shipping' ? 'ShippingCartAddress' : 'BillingCartAddress',
  },
  ShippingCartAddress: {
    available_shipping_methods: (address: AddressAnswer, _args, ctx: BackendContext) =>
      availableShippingMethods(ctx.state, address.__cart).map((method) => ({
        carrier_code: method.carrier_code,
        carrier_title: method.carrier_title,
        method_code: method.method_code,
        method_title: method.method_title,
        amount: money(ctx, method.amount),
        price_excl_tax: money(ctx, method.amount),
        price_incl_tax: money(ctx, method.amount),
        available: true,
        error_message: '',
      })),
    selected_shipping_method: (address: AddressAnswer, _args, ctx: BackendContext) => {
      const chosen = address.__cart.shipping_method;
      if (!chosen) return null;
      const method = availableShippingMethods(ctx.state, address.__cart).find(
        (rule) => rule.carrier_code === chosen.carrier_code && rule.method_code === chosen.method_code,
      );
      if (!method) return null;
      return {
        carrier_code: method.carrier_code,
        carrier_title: method.carrier_title,
        method_code: method.method_code,
        method_title: method.method_title,
        amount: money(ctx, method.amount),
        price_excl_tax: money(ctx, method.amount),
        price_incl_tax: money(ctx, method.amount),
      };
    },
  },
  Mutation: {
    // The embedded backend has no Braintree gateway: its authorization names the sandbox stand-in
    // (EMBEDDED_BRAINTREE_AUTHORIZATION), whose card form yields Braintree's published test nonces.
    createBraintreeClientToken: () => EMBEDDED_BRAINTREE_AUTHORIZATION,
    setGuestEmailOnCart: (_root, args: { input?: { cart_id?: string; email?: string } }, ctx) => {
      const cart = cartFromInput(ctx, args.input);
      if (currentCustomer(ctx)) {
        throw inputError('The request is not allowed for logged in customers');
      }
      const email = args.input?.email?.trim() ?? '';
      if (!isValidEmail(email)) throw inputError('Invalid email format');
      cart.email = email;
      return touched(cart);
    },
    setShippingAddressesOnCart: (
      _root,
      args: {
        input?: {
          cart_id?: string;
          shipping_addresses?: Array<{ address?: AddressInput; customer_address_id?: number | null }>;
        };
      },
      ctx: BackendContext,
    ) => {
      const cart = cartFromInput(ctx, args.input);
      const list = args.input?.shipping_addresses ?? [];
      if (list.length === 0) throw inputError('Required parameter "shipping_addresses" is missing');
      if (list.length > 1) throw inputError('You cannot specify multiple shipping addresses.');
      // GraphQl/Quote/Guest/SetShippingAddressOnCartTest.php (testSetNewShippingAddressOnCartWithVirtualProduct)
      if (isVirtualCart(totalsOf(ctx, cart).lines)) {
        throw inputError('Shipping address is not allowed on cart: cart contains no items for shipment.');
      }
      const entry = list[0]!;
      let address: AddressRecord;
      if (entry.customer_address_id != null) {
        const customer = currentCustomer(ctx);
        if (!customer) throw authorizationError("The current customer isn't authorized.");
        const saved = customer.addresses?.find((candidate) => candidate.id === entry.customer_address_id);
        if (!saved) {
          throw noSuchEntity(`Could not find a address with ID "${entry.customer_address_id}"`);
        }
        const { id: _id, default_billing: _billing, default_shipping: _shipping, ...fields } = saved;
        address = structuredClone(fields);
      } else {
        const input = addressInputOf(entry);
        if (!input) {
          throw inputError('The shipping address must contain either "customer_address_id" or "address".');
        }
        address = rule(() => toAddressRecord(input));
      }
      cart.shipping_address = address;
      // A method the new address cannot use is dropped, as Magento re-collects rates.
      const method = cart.shipping_method;
      if (
        method &&
        !availableShippingMethods(ctx.state, cart).some(
          (offer) => offer.carrier_code === method.carrier_code && offer.method_code === method.method_code,
        )
      ) {
        cart.shipping_method = null;
      }
      if (cart.billing_same_as_shipping) cart.billing_address = structuredClone(address);
      return touched(cart);
    },
    setShippingMethodsOnCart: (
      _root,
      args: {
        input?: { cart_id?: string; shipping_methods?: Array<{ carrier_code: string; method_code: string }> };
      },
      ctx: BackendContext,
    ) => {
      const cart = cartFromInput(ctx, args.input);
      const methods = args.input?.shipping_methods ?? [];
      if (methods.length !== 1) throw inputError('You cannot specify multiple shipping methods.');
      const { carrier_code: carrier, method_code: method } = methods[0]!;
      rule(() => chooseShippingMethod(ctx.state, cart, carrier, method));
      return touched(cart);
    },
    setBillingAddressOnCart: (
      _root,
      args: {
        input?: {
          cart_id?: string;
          billing_address?: { address?: AddressInput; same_as_shipping?: boolean | null };
        };
      },
      ctx: BackendContext,
    ) => {
      const cart = cartFromInput(ctx, args.input);
      const billing = args.input?.billing_address;
      if (billing?.same_as_shipping) {
        if (!cart.shipping_address) {
          throw inputError(
            'Could not use the "same_as_shipping" option, because the shipping address has not been set.',
          );
        }
        cart.billing_address = structuredClone(cart.shipping_address);
        cart.billing_same_as_shipping = true;
        return touched(cart);
      }
      const input = billing?.address;
      if (!input) {
        throw inputError('The billing address must contain either "customer_address_id" or "address".');
      }
      cart.billing_address = rule(() => toAddressRecord(input));
      cart.billing_same_as_shipping = false;
      return touched(cart);
    },
    setPaymentMethodOnCart: (
      _root,
      args: {
        input?: {
          cart_id?: string;
          payment_method?: { code?: string; braintree?: { payment_method_nonce?: string } | null };
        };
      },
      ctx: BackendContext,
    ) => {
      const cart = cartFromInput(ctx, args.input);
      const code = args.input?.payment_method?.code?.trim();
      if (!code) throw inputError('Required parameter "code" for "payment_method" is missing.');
      rule(() =>
        choosePaymentMethod(cart, code, args.input?.payment_method?.braintree?.payment_method_nonce),
      );
      return touched(cart);
    },
  },
};
