import type { SeedStore, SeedStoreView } from './types';

const baseView: SeedStoreView = {
  id: 1,
  code: 'radio_store_view',
  name: 'Spindle & Stylus',
  group_code: 'main_website_store',
  group_name: 'Spindle & Stylus US',
  website_code: 'base',
  website_name: 'Main Website',
  sort_order: 0,
  is_default: true,
  locale: 'en_US',
  base_currency_code: 'USD',
  default_display_currency_code: 'USD',
  available_currency_codes: ['USD', 'EUR', 'GBP'],
  root_category_id: 2,
  category_url_suffix: '.html',
  product_url_suffix: '.html',
  newsletter_enabled: true,
  contact_enabled: true,
  default_title: 'Spindle & Stylus',
  default_description:
    'Record players, speakers, headphones and vinyl from Spindle & Stylus: portable Cruiser turntables, hi-fi decks and everything a listening room needs.',
  default_keywords: 'record players, turntables, vinyl, speakers, headphones',
  title_prefix: '',
  title_suffix: 'Spindle & Stylus',
  title_separator: '|',
  copyright: '© Spindle & Stylus. All rights reserved.',
  welcome: 'Welcome to Spindle & Stylus',
  timezone: 'America/Chicago',
  weight_unit: 'lbs',
  header_logo_src: '',
  logo_alt: 'Spindle & Stylus',
  cms_home_page: 'home',
  cms_no_route: 'no-route',
};

/** The shipped configuration: one store view, USD by default, EUR and GBP on offer. */
export const store: SeedStore = {
  storeViews: [baseView],
  rates: { USD: 1, EUR: 0.92, GBP: 0.79 },
};

/** A second website/store group for tests and demos of the store switcher. */
export const twoStoreFixture = (): SeedStore => ({
  storeViews: [
    baseView,
    {
      ...baseView,
      id: 2,
      code: 'radio_store_view_ca',
      name: 'Spindle & Stylus Canada',
      group_code: 'canada_store',
      group_name: 'Spindle & Stylus CA',
      sort_order: 1,
      is_default: false,
      locale: 'en_CA',
      default_display_currency_code: 'EUR',
      available_currency_codes: ['EUR', 'USD'],
    },
  ],
  rates: { USD: 1, EUR: 0.92, GBP: 0.79 },
});
