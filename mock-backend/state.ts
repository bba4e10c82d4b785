/**
 * The embedded backend's whole state: seed data (catalog, CMS, store) plus everything shoppers
 * change (carts, customers, orders, wish lists). One object with one slot per domain; resolvers
 * read and write their own slot. `MOCK_DB=path` keeps the mutable slots in a JSON file.
 */
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { attributes } from './data/attributes';
import { categories } from './data/categories';
import { products } from './data/products';
import { cmsPages, cmsBlocks } from './data/cms';
import { pageBuilderFixturePages } from './data/pageBuilderFixtures';
import { demoCustomerSeed } from './data/demoCustomer';
import { redirects } from './data/redirects';
import { store as defaultStore } from './data/store';
import type {
  SeedAttribute,
  SeedCategory,
  SeedCmsBlock,
  SeedCmsPage,
  SeedProduct,
  SeedRedirect,
  SeedStore,
} from './data/types';

export interface CatalogSlot {
  attributes: SeedAttribute[];
  categories: SeedCategory[];
  products: SeedProduct[];
  redirects: SeedRedirect[];
}

export interface CmsSlot {
  pages: SeedCmsPage[];
  blocks: SeedCmsBlock[];
}

/** A cart line as the backend keeps it. */
export interface CartItemRecord {
  uid: string;
  /** The sku of the product bought: for a configurable product, the chosen variant's sku. */
  sku: string;
  /** The configurable parent's sku, or null for a simple or virtual product. */
  parent_sku: string | null;
  /** Selected option value uids (configurable options), in the order they were given. */
  selected_options: string[];
  quantity: number;
}

/** A postal address as carts, customers and orders keep it (US regions by code and id). */
export interface AddressRecord {
  firstname: string;
  lastname: string;
  company?: string | null;
  street: string[];
  city: string;
  region_code: string | null;
  region_id: number | null;
  region: string | null;
  postcode: string;
  country_code: string;
  telephone: string;
}

/** A customer's saved address (address book). */
export interface CustomerAddressRecord extends AddressRecord {
  id: number;
  default_shipping: boolean;
  default_billing: boolean;
}

/**
 * A cart, by its masked id. Items, coupon, addresses and the shipping and payment choices made in
 * checkout; totals are computed from the catalog when read.
 */
export interface CartRecord {
  id: string;
  /** The owner's customer id; null for a guest cart. */
  customer_id: number | null;
  /** False once an order has been placed from it (or it was merged into another cart). */
  is_active: boolean;
  items: CartItemRecord[];
  email?: string | null;
  coupon_code?: string | null;
  shipping_address?: AddressRecord | null;
  billing_address?: AddressRecord | null;
  /** True when the billing address was given as "same as shipping". */
  billing_same_as_shipping?: boolean;
  shipping_method?: { carrier_code: string; method_code: string } | null;
  payment_method?: { code: string; nonce?: string | null } | null;
  /** The order placed from this cart, once placed: a retried placement answers it again. */
  order_number?: string | null;
  created_at?: string;
  updated_at?: string;
}

/** A placed order line, frozen at the time of the order. */
export interface OrderItemRecord {
  sku: string;
  parent_sku: string | null;
  name: string;
  url_key: string | null;
  /** Chosen options as label/value pairs (e.g. Color: Walnut). */
  selected_options: Array<{ label: string; value: string }>;
  quantity: number;
  /** Unit sale price after special prices, before discounts, in the order's currency. */
  price: number;
}

/** A placed order. `number` is the increment id shown to shoppers ("000000123"). */
export interface OrderRecord {
  id: string;
  number: string;
  customer_id: number | null;
  email: string;
  cart_id: string;
  created_at: string;
  /** Magento's order status labels: Pending, Processing, Complete, Canceled, Closed. */
  status: string;
  currency: string;
  items: OrderItemRecord[];
  totals: {
    subtotal: number;
    discount: number;
    /** Coupon code (or rule label) the discount came from, if any. */
    discount_label: string | null;
    tax: number;
    shipping: number;
    grand_total: number;
  };
  shipping_address: AddressRecord | null;
  billing_address: AddressRecord;
  shipping_method: { carrier_code: string; method_code: string; title: string } | null;
  payment: { code: string; title: string; card?: { type: string; last4: string } | null };
}

/** A customer account. */
export interface CustomerRecord {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  /** Salted hash of the password ("scrypt$salt$hash"); never the password itself. */
  password_hash?: string;
  created_at?: string;
  addresses?: CustomerAddressRecord[];
  /** Failed sign-ins in a row, and until when the account is locked after too many. */
  failures_num?: number;
  lock_expires?: string | null;
  /** The last password-reset token issued (requestPasswordResetEmail) and when. */
  rp_token?: string | null;
  rp_token_created_at?: string | null;
}

/** A bearer token issued by generateCustomerToken. */
export interface CustomerTokenRecord {
  customer_id: number;
  /** ISO time after which the token is refused. */
  expires_at: string;
  revoked?: boolean;
}

/** A wish list line. */
export interface WishlistItemRecord {
  id: string;
  sku: string;
  /** For a configurable product chosen in full: the parent sku plus the options' value uids. */
  parent_sku?: string | null;
  selected_options?: string[];
  quantity: number;
  added_at: string;
}

/** A stored card (vault token) of a customer. */
export interface PaymentTokenRecord {
  public_hash: string;
  customer_id: number;
  payment_method_code: string;
  type: 'card' | 'account';
  /** JSON text as Magento answers it: {"type":"VI","maskedCC":"1111","expirationDate":"12/2030"}. */
  details: string;
}

/** A message sent through the contact form (contactUs), kept instead of being mailed. */
export interface ContactMessageRecord {
  name: string;
  email: string;
  telephone: string;
  comment: string;
  store_code: string;
  created_at: string;
}

/** Slots that shoppers change; later domains (orders, wish lists...) add theirs here. */
export interface MutableSlots {
  /** Messages received by the contact form, oldest first. */
  contact: { messages: ContactMessageRecord[] };
  newsletter: { subscribers: Record<string, { status: 'SUBSCRIBED' | 'NOT_ACTIVE' | 'UNSUBSCRIBED' }> };
  carts: Record<string, CartRecord>;
  /** Accounts, and the bearer tokens issued to them. */
  customers: { accounts: CustomerRecord[]; tokens: Record<string, CustomerTokenRecord> };
  /** Placed orders, oldest first. */
  orders: OrderRecord[];
  /** Wish list lines by customer id. */
  wishlists: Record<string, WishlistItemRecord[]>;
  /** Stored cards. */
  paymentTokens: PaymentTokenRecord[];
}

export interface BackendState extends MutableSlots {
  store: SeedStore;
  catalog: CatalogSlot;
  cms: CmsSlot;
}

const emptyMutable = (): MutableSlots => {
  const demo = demoCustomerSeed();
  return {
    contact: { messages: [] },
    newsletter: { subscribers: {} },
    carts: {},
    customers: { accounts: [demo.customer], tokens: {} },
    orders: demo.orders,
    wishlists: demo.wishlists,
    paymentTokens: demo.paymentTokens,
  };
};

export function createState(overrides: Partial<Pick<BackendState, 'store'>> = {}): BackendState {
  return {
    store: overrides.store ?? structuredClone(defaultStore),
    catalog: { attributes, categories, products, redirects },
    cms: { pages: [...cmsPages, ...pageBuilderFixturePages], blocks: cmsBlocks },
    ...emptyMutable(),
  };
}

let current: BackendState | null = null;

export function getState(): BackendState {
  if (!current) {
    current = createState();
    const file = process.env.MOCK_DB;
    if (file && existsSync(file)) {
      const saved = JSON.parse(readFileSync(file, 'utf8')) as Partial<MutableSlots>;
      Object.assign(current, emptyMutable(), saved);
    }
  }
  return current;
}

/** Replaces the state (tests load fixtures such as a two-store setup through this). */
export function resetState(next: BackendState = createState()): BackendState {
  current = next;
  return current;
}

/** Writes the mutable slots to MOCK_DB when it is set; called after every mutation. */
export function persistState(): void {
  const file = process.env.MOCK_DB;
  if (!file || !current) return;
  const { store: _store, catalog: _catalog, cms: _cms, ...mutable } = current;
  writeFileSync(file, JSON.stringify(mutable));
}
