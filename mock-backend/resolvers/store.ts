import type { BackendContext, Resolvers } from '../context';
import type { SeedStore, SeedStoreView } from '../data/types';
import { toUid } from '../uid';

const SYMBOLS: Record<string, string> = { USD: '$', EUR: '€', GBP: '£' };

/** Absolute origin of the request, so media and links point back at whoever serves the backend. */
export const originOf = (ctx: Pick<BackendContext, 'request'>): string => new URL(ctx.request.url).origin;

/** StoreConfig as Magento answers it for one store view. */
function storeConfigOf(view: SeedStoreView, ctx: Pick<BackendContext, 'request' | 'state'>) {
  const origin = originOf(ctx);
  return {
    id: view.id,
    code: view.code,
    store_code: view.code,
    store_name: view.name,
    store_group_code: view.group_code,
    store_group_name: view.group_name,
    store_sort_order: view.sort_order,
    is_default_store: view.is_default,
    is_default_store_group: view.is_default,
    website_code: view.website_code,
    website_id: 1,
    website_name: view.website_name,
    locale: view.locale,
    timezone: view.timezone,
    weight_unit: view.weight_unit,
    base_currency_code: view.base_currency_code,
    default_display_currency_code: view.default_display_currency_code,
    base_url: `${origin}/`,
    secure_base_url: `${origin}/`,
    base_link_url: `${origin}/`,
    secure_base_link_url: `${origin}/`,
    base_media_url: `${origin}/media/`,
    secure_base_media_url: `${origin}/media/`,
    base_static_url: `${origin}/static/`,
    secure_base_static_url: `${origin}/static/`,
    use_store_in_url: false,
    category_url_suffix: view.category_url_suffix,
    product_url_suffix: view.product_url_suffix,
    root_category_id: view.root_category_id,
    root_category_uid: toUid(view.root_category_id),
    newsletter_enabled: view.newsletter_enabled,
    contact_enabled: view.contact_enabled,
    default_title: view.default_title,
    default_description: view.default_description,
    default_keywords: view.default_keywords,
    title_prefix: view.title_prefix,
    title_suffix: view.title_suffix,
    title_separator: view.title_separator,
    header_logo_src: view.header_logo_src,
    logo_alt: view.logo_alt,
    logo_width: null,
    logo_height: null,
    copyright: view.copyright,
    welcome: view.welcome,
    cms_home_page: view.cms_home_page,
    cms_no_route: view.cms_no_route,
    show_cms_breadcrumbs: 1,
    grid_per_page: 6,
    grid_per_page_values: '6,12,24',
    list_per_page: 6,
    list_per_page_values: '6,12,24',
    list_mode: 'grid',
    catalog_default_sort_by: 'position',
    configurable_thumbnail_source: 'itself',
    default_country: 'US',
    countries_with_required_region: 'US',
    optional_zip_countries: '',
    display_state_if_optional: false,
    minimum_password_length: '8',
    required_character_classes_number: '3',
    customer_access_token_lifetime: 1,
    create_account_confirmation: false,
    is_guest_checkout_enabled: true,
    is_one_page_checkout_enabled: true,
    magento_wishlist_general_is_enabled: '1',
    enable_multiple_wishlists: '0',
    maximum_number_of_wishlists: '1',
    product_reviews_enabled: ctx.state.reviews.settings.enabled ? '1' : '0',
    allow_guests_to_write_product_reviews: ctx.state.reviews.settings.allow_guests ? '1' : '0',
    minicart_display: true,
    minicart_max_items: 20,
    cart_expires_in_days: 30,
    cart_summary_display_quantity: 1,
    max_items_in_order_summary: 10,
    autocomplete_on_storefront: true,
    check_money_order_enabled: true,
    check_money_order_title: 'Check / Money order',
    check_money_order_make_check_payable_to: 'Spindle & Stylus',
    // The admin's textarea (payment/checkmo/mailing_address): lines as the browser posted them.
    check_money_order_send_check_to:
      'Spindle & Stylus\r\nAttn: Accounts Receivable\r\n1480 NW Groove Street\r\nPortland, OR 97209',
    zero_subtotal_enabled: true,
    zero_subtotal_title: 'No Payment Information Required',
    braintree_cc_vault_active: '1',
    braintree_environment: 'sandbox',
    shopping_cart_display_price: 1,
    shopping_cart_display_subtotal: 1,
    shopping_cart_display_shipping: 1,
    shopping_cart_display_grand_total: true,
    shopping_cart_display_full_summary: true,
    shopping_cart_display_zero_tax: false,
    order_cancellation_enabled: false,
    returns_enabled: '0',
  };
}

function currencyOf(store: SeedStore, view: SeedStoreView) {
  return {
    base_currency_code: view.base_currency_code,
    base_currency_symbol: SYMBOLS[view.base_currency_code] ?? view.base_currency_code,
    default_display_currency_code: view.default_display_currency_code,
    default_display_currency_symbol:
      SYMBOLS[view.default_display_currency_code] ?? view.default_display_currency_code,
    default_display_currecy_code: view.default_display_currency_code,
    default_display_currecy_symbol:
      SYMBOLS[view.default_display_currency_code] ?? view.default_display_currency_code,
    available_currency_codes: view.available_currency_codes,
    exchange_rates: view.available_currency_codes.map((code) => ({
      currency_to: code,
      rate: (store.rates[code] ?? 1) / (store.rates[view.base_currency_code] ?? 1),
    })),
  };
}

export const storeResolvers: Resolvers = {
  Query: {
    storeConfig: (_root, _args, ctx: BackendContext) => storeConfigOf(ctx.storeView, ctx),
    availableStores: (_root, args: { useCurrentGroup?: boolean | null }, ctx: BackendContext) =>
      ctx.state.store.storeViews
        .filter((view) => !args.useCurrentGroup || view.group_code === ctx.storeView.group_code)
        .sort((a, b) => a.sort_order - b.sort_order || a.id - b.id)
        .map((view) => storeConfigOf(view, ctx)),
    currency: (_root, _args, ctx: BackendContext) => currencyOf(ctx.state.store, ctx.storeView),
  },
};
