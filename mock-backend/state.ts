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
  sku: string;
  quantity: number;
}

/**
 * A cart, by its masked id. Only what the shell's cart trigger reads so far; the cart domain
 * (mutations, prices, addresses) grows it.
 */
export interface CartRecord {
  id: string;
  /** The owner's customer id; null for a guest cart. */
  customer_id: number | null;
  is_active: boolean;
  items: CartItemRecord[];
}

/** A customer account. Only what the shell reads so far; the account domain grows it. */
export interface CustomerRecord {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
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
  /** Accounts, and the bearer tokens issued to them (token -> customer id). */
  customers: { accounts: CustomerRecord[]; tokens: Record<string, number> };
}

export interface BackendState extends MutableSlots {
  store: SeedStore;
  catalog: CatalogSlot;
  cms: CmsSlot;
}

const emptyMutable = (): MutableSlots => ({
  contact: { messages: [] },
  newsletter: { subscribers: {} },
  carts: {},
  customers: { accounts: [], tokens: {} },
});

export function createState(overrides: Partial<Pick<BackendState, 'store'>> = {}): BackendState {
  return {
    store: overrides.store ?? structuredClone(defaultStore),
    catalog: { attributes, categories, products, redirects },
    cms: { pages: cmsPages, blocks: cmsBlocks },
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
