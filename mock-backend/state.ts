/**
 * The embedded backend's whole state: seed data (catalog, CMS, store) plus everything shoppers
 * change (carts, customers, orders, wish lists). One object with one slot per domain; resolvers
 * read and write their own slot. `MOCK_DB=path` keeps the mutable slots in a JSON file:
 * - a resolver that changes something calls persistState(); the request handler then awaits
 *   flushState() before it answers, so every answered change is on disk;
 * - the file is written whole to a temporary file beside it, synced, then renamed over it: a
 *   crash at any moment leaves either the previous or the next state, never a torn file;
 * - changes made while a write is under way are written together by the next one (one write in
 *   flight at a time), so a burst of carts costs a few writes, not one each;
 * - a file that does not parse is moved aside (`<file>.corrupt-<time>`) with a message naming
 *   both, never overwritten.
 */
import { existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { open, rename } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { attributes } from './data/attributes';
import { categories } from './data/categories';
import { products } from './data/products';
import { cmsPages, cmsBlocks } from './data/cms';
import { pageBuilderFixturePages } from './data/pageBuilderFixtures';
import { demoCustomerSeed } from './data/demoCustomer';
import { redirects } from './data/redirects';
import { generateLargeCatalog } from './data/largeCatalog';
import { seedReviews, type ReviewRecord } from './data/reviews';
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

interface CmsSlot {
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
  /** The catalog product's id at the time of the order (the configurable parent's for a variant). */
  product_id?: number;
  sku: string;
  parent_sku: string | null;
  name: string;
  url_key: string | null;
  /** Chosen options as label/value pairs (e.g. Color: Walnut). */
  selected_options: Array<{ label: string; value: string }>;
  quantity: number;
  /** Unit sale price after special prices, before discounts, in the order's currency. */
  price: number;
  /** A bundle line's options and the products chosen for them (absent for other lines). */
  bundle_options?: Array<{
    id: number;
    label: string;
    values: Array<{
      id: number;
      uid: string;
      product_name: string;
      product_sku: string;
      quantity: number;
      price: number;
    }>;
  }>;
  /** A downloadable line's links, as bought (and what became of each purchase). */
  downloadable_links?: PurchasedLinkRecord[];
}

/** A downloadable link bought with an order (Magento's downloadable_link_purchased_item). */
export interface PurchasedLinkRecord {
  link_id: number;
  title: string;
  sort_order: number;
  /** Names the download URL. */
  hash: string;
  /** pending until the order is invoiced (Magento's default), then available; expired when used up. */
  status: 'pending' | 'available' | 'expired' | 'pending_payment' | 'payment_review';
  /** Downloads bought (0: unlimited) and used. */
  number_of_downloads_bought: number;
  number_of_downloads_used: number;
  created_at: string;
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
  /** Invoices raised for the order, oldest first (none until it is invoiced). */
  invoices?: InvoiceRecord[];
  /** Shipments sent for the order, oldest first, with their tracking numbers. */
  shipments?: ShipmentRecord[];
}

/** Quantities of an order's lines (by their position in `items`) that a document covers. */
export interface DocumentLineRecord {
  item: number;
  quantity: number;
}

/** An invoice of an order: its number, lines and totals in the order's currency. */
export interface InvoiceRecord {
  id: string;
  /** Increment id shown to shoppers ("000000007"). */
  number: string;
  created_at: string;
  items: DocumentLineRecord[];
  totals: { subtotal: number; discount: number; tax: number; shipping: number; grand_total: number };
}

/** A shipment of an order, with the tracking numbers its carrier gave. */
export interface ShipmentRecord {
  id: string;
  number: string;
  created_at: string;
  items: DocumentLineRecord[];
  /** `carrier_code` is the carrier's code (ups, usps, fedex, dhl or custom), `title` its name. */
  tracks: Array<{ carrier_code: string; title: string; number: string }>;
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
interface ContactMessageRecord {
  name: string;
  email: string;
  telephone: string;
  comment: string;
  store_code: string;
  created_at: string;
}

/** Slots that shoppers change; later domains (orders, wish lists...) add theirs here. */
interface MutableSlots {
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
  /**
   * Product reviews (approved, pending and refused), and the store's review settings (Magento's
   * catalog/review/active and catalog/review/allow_guest).
   */
  reviews: { items: ReviewRecord[]; settings: { enabled: boolean; allow_guests: boolean } };
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
    reviews: { items: seedReviews(), settings: { enabled: true, allow_guests: true } },
  };
};

/** Large catalogs generated so far, by seed: the seed data is never changed, so states share them. */
const largeCatalogs = new Map<string, CatalogSlot>();

/** Whether `MOCK_CATALOG` asks for the large catalog. */
export function isLargeCatalog(env: Record<string, string | undefined> = process.env): boolean {
  return (env.MOCK_CATALOG ?? '').trim().toLowerCase() === 'large';
}

/**
 * The seed catalog: the hand-written one, or with `MOCK_CATALOG=large` that one plus a generated
 * catalog of 20,000 products in 1,000 categories (data/largeCatalog.ts; `MOCK_CATALOG_SEED` picks
 * another one of the same size).
 */
export function seedCatalog(env: Record<string, string | undefined> = process.env): CatalogSlot {
  const handWritten: CatalogSlot = { attributes, categories, products, redirects };
  const kind = (env.MOCK_CATALOG ?? '').trim().toLowerCase();
  if (kind === '' || kind === 'default') return handWritten;
  if (kind !== 'large') {
    throw new Error(
      `MOCK_CATALOG=${env.MOCK_CATALOG} is not a catalog of the embedded backend (default or large).`,
    );
  }
  const seed = env.MOCK_CATALOG_SEED?.trim() || undefined;
  const key = seed ?? '';
  let catalog = largeCatalogs.get(key);
  if (!catalog) {
    const started = performance.now();
    const { generated, ...slot } = generateLargeCatalog(handWritten, { seed });
    catalog = slot;
    largeCatalogs.set(key, catalog);
    console.info(
      `[mock-backend] large catalog${seed ? ` (seed ${seed})` : ''}: ${generated.products.length} products, ` +
        `${generated.categories.length} categories and ${generated.options.length} options generated ` +
        `in ${Math.round(performance.now() - started)} ms`,
    );
  }
  return catalog;
}

export function createState(overrides: Partial<Pick<BackendState, 'store'>> = {}): BackendState {
  return {
    store: overrides.store ?? structuredClone(defaultStore),
    catalog: seedCatalog(),
    cms: { pages: [...cmsPages, ...pageBuilderFixturePages], blocks: cmsBlocks },
    ...emptyMutable(),
  };
}

let current: BackendState | null = null;

/** The saved slots in `file`, or null when it does not hold a state (moved aside, and said). */
function readSaved(file: string): Partial<MutableSlots> | null {
  const text = readFileSync(file, 'utf8');
  try {
    const saved: unknown = JSON.parse(text);
    if (saved && typeof saved === 'object' && !Array.isArray(saved)) return saved as Partial<MutableSlots>;
  } catch {
    // Said below, with where the file went.
  }
  const aside = `${file}.corrupt-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  renameSync(file, aside);
  console.error(
    `[mock-backend] ${file} does not hold a saved state (${text.length} bytes that do not parse as one); ` +
      `moved it to ${aside} and started from the seed data.`,
  );
  return null;
}

/** Temporary files a process killed while writing left beside `file` (writeAtomically). */
function removeUnfinishedWrites(file: string): void {
  const name = basename(file);
  const directory = dirname(file);
  if (!existsSync(directory)) return;
  for (const entry of readdirSync(directory)) {
    if (entry.startsWith(`${name}.`) && /^\.\d+\.tmp$/.test(entry.slice(name.length))) {
      rmSync(join(directory, entry), { force: true });
    }
  }
}

export function getState(): BackendState {
  if (!current) {
    current = createState();
    const file = process.env.MOCK_DB;
    if (file) removeUnfinishedWrites(file);
    if (file && existsSync(file)) {
      const saved = readSaved(file);
      if (saved) Object.assign(current, emptyMutable(), saved);
    }
  }
  return current;
}

/** Replaces the state (tests load fixtures such as a two-store setup through this). */
export function resetState(next: BackendState = createState()): BackendState {
  current = next;
  return current;
}

/** Changes made (persistState calls) and changes on disk, counted. */
let changed = 0;
let saved = 0;
let writing: Promise<void> | null = null;

/** Notes that the mutable slots changed; the handler's flushState() writes them to MOCK_DB. */
export function persistState(): void {
  if (process.env.MOCK_DB && current) changed += 1;
}

/** The number of changes so far: a handler compares it before and after a request. */
export function changeCount(): number {
  return changed;
}

async function writeAtomically(file: string, text: string): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  const handle = await open(temporary, 'w');
  try {
    await handle.writeFile(text);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temporary, file);
  // The rename itself is durable once the directory is synced (not possible on every platform).
  const directory = await open(dirname(file), 'r').catch(() => null);
  if (directory)
    await directory
      .sync()
      .catch(() => undefined)
      .finally(() => directory.close());
}

async function writeOnce(file: string): Promise<void> {
  const upTo = changed;
  const { store: _store, catalog: _catalog, cms: _cms, ...mutable } = current!;
  await writeAtomically(file, JSON.stringify(mutable));
  saved = Math.max(saved, upTo);
}

/**
 * Resolves once every change noted so far is on disk (at once without MOCK_DB). Rejects when the
 * file cannot be written: the caller answers an error rather than a change it did not keep.
 */
export async function flushState(): Promise<void> {
  const file = process.env.MOCK_DB;
  if (!file || !current) return;
  const target = changed;
  while (saved < target) {
    if (!writing) {
      writing = writeOnce(file).finally(() => {
        writing = null;
      });
    }
    await writing;
  }
}
