/** @jest-environment node */
import { gql } from '../../test/backend';
import { twoStoreFixture } from '../data/store';
import { createState } from '../state';

describe('store queries', () => {
  it('answers the store config the storefront needs', async () => {
    const { body } = await gql(`{
      storeConfig {
        store_code store_name locale category_url_suffix product_url_suffix root_category_uid
        newsletter_enabled contact_enabled secure_base_media_url default_display_currency_code
      }
    }`);
    expect(body.errors).toBeUndefined();
    expect(body.data.storeConfig).toEqual({
      store_code: 'radio_store_view',
      store_name: 'Spindle & Stylus',
      locale: 'en_US',
      category_url_suffix: '.html',
      product_url_suffix: '.html',
      root_category_uid: 'Mg==',
      newsletter_enabled: true,
      contact_enabled: true,
      secure_base_media_url: 'http://localhost/media/',
      default_display_currency_code: 'USD',
    });
  });

  it('lists USD, EUR and GBP with their rates', async () => {
    const { body } = await gql(
      '{ currency { default_display_currency_code available_currency_codes exchange_rates { currency_to rate } } }',
    );
    expect(body.data.currency.default_display_currency_code).toBe('USD');
    expect(body.data.currency.available_currency_codes).toEqual(['USD', 'EUR', 'GBP']);
    expect(body.data.currency.exchange_rates).toContainEqual({ currency_to: 'EUR', rate: 0.92 });
  });

  it('lists one store by default and two with the two-store fixture', async () => {
    const query =
      '{ availableStores { store_code store_group_code store_group_name store_sort_order default_display_currency_code locale secure_base_media_url store_name } }';
    expect((await gql(query)).body.data.availableStores).toHaveLength(1);
    const state = createState({ store: twoStoreFixture() });
    const stores = (await gql(query, { state })).body.data.availableStores;
    expect(stores.map((store: { store_code: string }) => store.store_code)).toEqual([
      'radio_store_view',
      'radio_store_view_ca',
    ]);
    const canada = await gql(
      '{ storeConfig { store_code locale } currency { default_display_currency_code } }',
      {
        state,
        headers: { Store: 'radio_store_view_ca' },
      },
    );
    expect(canada.body.data).toEqual({
      storeConfig: { store_code: 'radio_store_view_ca', locale: 'en_CA' },
      currency: { default_display_currency_code: 'EUR' },
    });
  });
});
