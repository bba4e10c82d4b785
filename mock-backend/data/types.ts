/**
 * Shapes of the embedded backend's seed data. Seed files describe the catalog the way a Magento
 * admin would enter it; resolvers turn them into GraphQL answers.
 * Money is in the base currency (USD). HTML fields hold what Magento stores (Page Builder markup
 * for CMS content, plain HTML for descriptions).
 */

type StockStatus = 'IN_STOCK' | 'OUT_OF_STOCK';

export interface SeedAttributeOption {
  /** Option value id as Magento stores it (numeric string), unique across all attributes. */
  id: string;
  label: string;
  /** Swatch shown for visual/text swatch attributes. */
  swatch?: { type: 'color' | 'text' | 'image'; value: string };
}

export interface SeedAttribute {
  /** Numeric attribute id (used in configurable option uids: `configurable/<id>/<value>`). */
  id: number;
  code: string;
  label: string;
  frontend_input: 'select' | 'multiselect' | 'boolean' | 'text' | 'textarea' | 'price';
  /** Offered as a layered-navigation filter (aggregation). */
  is_filterable: boolean;
  /** Shown in the product page's specification table. */
  is_visible_on_front: boolean;
  position: number;
  /** visual | text | null: how a configurable option using it is rendered. */
  swatch_input_type?: 'visual' | 'text' | null;
  options?: SeedAttributeOption[];
}

export interface SeedCategory {
  id: number;
  /** Parent id: 2 (the root "Default Category") for top-level categories; 1 for the root itself. */
  parent_id: number;
  name: string;
  url_key: string;
  /** Full path of url keys, e.g. `record-players/cruiser`. Empty for the root. */
  url_path: string;
  position: number;
  /** Depth: root category 1, its children 2, grandchildren 3, and so on. */
  level: number;
  include_in_menu: boolean;
  is_anchor: boolean;
  description?: string;
  /** Image file under media/catalog/category/, e.g. `record-players.jpg`. */
  image?: string;
  /** Link used by the mega menu instead of url_path + suffix (brand extension). */
  menu_url?: string | null;
  /** Shown in the menu as a label, not a link (brand extension). */
  category_as_label?: boolean;
  /** Identifier of a CMS block shown in the category's mega-menu panel / landing. */
  cms_block_identifier?: string | null;
  display_mode?: 'PRODUCTS' | 'PAGE' | 'PRODUCTS_AND_PAGE';
  meta_title?: string;
  meta_description?: string;
  meta_keywords?: string;
  default_sort_by?: 'position' | 'name' | 'price';
}

export interface SeedMedia {
  /** Path under media/catalog/product/, Magento style: `/c/r/cruiser-black-1.jpg`. */
  file: string;
  label: string;
  position: number;
  disabled?: boolean;
  /** Roles of this entry: image (base), small_image, thumbnail, swatch_image. */
  types: Array<'image' | 'small_image' | 'thumbnail' | 'swatch_image'>;
}

export interface SeedVariant {
  id: number;
  sku: string;
  name: string;
  /** The configurable attributes' option ids for this child, e.g. `{ color: '101' }`. */
  options: Record<string, string>;
  /** Child price; defaults to the parent's. */
  price?: number;
  special_price?: number | null;
  /** Child images; when absent the parent's are used. */
  media?: SeedMedia[];
  stock_status: StockStatus;
  quantity: number;
}

interface SeedConfigurableOption {
  /** Attribute code, e.g. `color`. */
  attribute_code: string;
  label: string;
  position: number;
  /** Option ids offered, in display order. */
  values: string[];
}

export interface SeedProduct {
  id: number;
  sku: string;
  name: string;
  type: 'simple' | 'configurable' | 'virtual' | 'bundle' | 'grouped' | 'downloadable';
  url_key: string;
  /** Every category the product is assigned to (leaf and ancestors as a merchant would). */
  category_ids: number[];
  /** Merchandising position inside its categories (lower first). */
  position: number;
  /** Regular price in USD. For a configurable product: the lowest child price. */
  price: number;
  special_price?: number | null;
  /** ISO date (YYYY-MM-DD) a special price starts / ends; absent means always. */
  special_from_date?: string | null;
  special_to_date?: string | null;
  description: string;
  short_description: string;
  meta_title?: string;
  meta_description?: string;
  meta_keyword?: string;
  media: SeedMedia[];
  stock_status: StockStatus;
  quantity: number;
  min_sale_qty?: number;
  max_sale_qty?: number;
  /**
   * Attribute values by attribute code: option ids for select/multiselect (multiselect as an
   * array), plain strings for text attributes.
   */
  attributes: Record<string, string | string[]>;
  /** ISO date the product was added (for "new" flags). */
  created_at: string;
  country_of_manufacture?: string;
  related_skus?: string[];
  upsell_skus?: string[];
  crosssell_skus?: string[];
  configurable_options?: SeedConfigurableOption[];
  variants?: SeedVariant[];
  /** A bundle's settings and options (type `bundle`). */
  bundle?: SeedBundle;
  /** A grouped product's members (type `grouped`), by sku with their default quantity. */
  grouped_items?: SeedGroupedItem[];
  /** A downloadable product's links and samples (type 'downloadable'). */
  downloadable?: SeedDownloadable;
}

/** One product a bundle option offers (a "selection" in Magento's admin). */
export interface SeedBundleSelection {
  /** Selection id, unique across all bundles (in uids: `bundle/<option_id>/<selection_id>/<qty>`). */
  id: number;
  /** A simple or virtual product's sku. */
  sku: string;
  /** Default quantity. */
  quantity: number;
  /** Whether the shopper may change the quantity (Magento honours it for radio and select options). */
  can_change_quantity: boolean;
  is_default: boolean;
  position: number;
  /** Fixed-price bundles: the selection's price, FIXED (an amount) or PERCENT (of the bundle's price). */
  price?: number;
  price_type?: 'FIXED' | 'PERCENT';
}

export interface SeedBundleOption {
  /** Option id, unique across all bundles. */
  id: number;
  title: string;
  type: 'radio' | 'select' | 'checkbox' | 'multi';
  required: boolean;
  position: number;
  selections: SeedBundleSelection[];
}

interface SeedBundle {
  /** Dynamic price: the sum of the chosen products' prices; else the bundle's price plus selection prices. */
  dynamic_price: boolean;
  dynamic_sku: boolean;
  dynamic_weight: boolean;
  price_view: 'PRICE_RANGE' | 'AS_LOW_AS';
  ship_bundle_items: 'TOGETHER' | 'SEPARATELY';
  options: SeedBundleOption[];
}

interface SeedGroupedItem {
  sku: string;
  /** Default quantity shown for the member. */
  qty: number;
  position: number;
}

/**
 * A file the embedded backend generates instead of storing: a tone (a WAV of `seconds` at
 * `frequency` Hz) or a PDF of a few lines of text.
 */
export type SeedDownloadFile =
  | { kind: 'audio'; name: string; frequency: number; seconds: number; sampleRate?: number; bits?: 16 | 24 }
  | { kind: 'pdf'; name: string; title: string; lines: string[] };

export interface SeedDownloadableLink {
  /** Link id, unique across products: the uid is base64 of `downloadable/<id>`. */
  id: number;
  title: string;
  /** Added to the product's price when chosen (links purchased separately). */
  price: number;
  sort_order: number;
  /** Downloads a purchase allows; 0 is unlimited. */
  number_of_downloads: number;
  file: SeedDownloadFile;
  sample?: SeedDownloadFile;
}

interface SeedDownloadableSample {
  id: number;
  title: string;
  sort_order: number;
  file: SeedDownloadFile;
}

interface SeedDownloadable {
  links_purchased_separately: boolean;
  links_title: string;
  links: SeedDownloadableLink[];
  samples: SeedDownloadableSample[];
}

export interface SeedStoreView {
  id: number;
  code: string;
  name: string;
  group_code: string;
  group_name: string;
  website_code: string;
  website_name: string;
  sort_order: number;
  is_default: boolean;
  locale: string;
  base_currency_code: string;
  default_display_currency_code: string;
  available_currency_codes: string[];
  root_category_id: number;
  category_url_suffix: string;
  product_url_suffix: string;
  newsletter_enabled: boolean;
  contact_enabled: boolean;
  default_title: string;
  default_description: string;
  default_keywords: string;
  title_prefix: string;
  title_suffix: string;
  title_separator: string;
  copyright: string;
  welcome: string;
  timezone: string;
  weight_unit: string;
  header_logo_src: string;
  logo_alt: string;
  cms_home_page: string;
  cms_no_route: string;
}

interface SeedCurrencyRates {
  /** Rates from the base currency (USD) to each available currency. */
  [code: string]: number;
}

export interface SeedCmsPage {
  page_id: number;
  identifier: string;
  title: string;
  content_heading: string;
  /** Page Builder HTML as Magento stores it. */
  content: string;
  page_layout: '1column' | 'cms-full-width' | '2columns-left' | 'empty';
  meta_title: string;
  meta_description: string;
  meta_keywords: string;
  active: boolean;
}

export interface SeedCmsBlock {
  block_id: number;
  identifier: string;
  title: string;
  /** Page Builder HTML as Magento stores it. */
  content: string;
  active: boolean;
}

export interface SeedRedirect {
  /** Old URL path without a leading slash, e.g. `turntables.html`. */
  request_path: string;
  /** Where it now lives, relative, e.g. `record-players/turntables.html`. */
  target_path: string;
  redirect_code: 301 | 302;
}

export interface SeedStore {
  storeViews: SeedStoreView[];
  rates: SeedCurrencyRates;
}
