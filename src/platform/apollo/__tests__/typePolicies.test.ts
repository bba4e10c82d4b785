import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { gql, InMemoryCache } from '@apollo/client';
import { buildSchema, isInterfaceType, isObjectType, isUnionType } from 'graphql';
import { possibleTypes } from '../possibleTypes';
import { typePolicies } from '../typePolicies';
import { STORE_CONFIG_QUERY, testClient } from './helpers';

const root = join(__dirname, '../../../..');
const magentoSchemaPath = join(root, '../shared/magento/schema.graphql');
const whenMagentoSchema = existsSync(magentoSchemaPath) ? it : it.skip;

const newCache = () => new InMemoryCache({ typePolicies, possibleTypes });

describe('cache identities (spec 3)', () => {
  const cache = newCache();

  it.each([
    [
      { __typename: 'AvailableShippingMethod', carrier_code: 'flatrate', method_code: 'flatrate' },
      'AvailableShippingMethod:{"carrier_code":"flatrate","method_code":"flatrate"}',
    ],
    [
      { __typename: 'SelectedShippingMethod', carrier_code: 'ups', method_code: 'GND' },
      'SelectedShippingMethod:{"carrier_code":"ups","method_code":"GND"}',
    ],
    [
      { __typename: 'ShippingCartAddress', street: ['1 Main St', 'Apt 2'] },
      'ShippingCartAddress:{"street":["1 Main St","Apt 2"]}',
    ],
    [
      { __typename: 'BillingCartAddress', street: ['1 Main St'] },
      'BillingCartAddress:{"street":["1 Main St"]}',
    ],
    [{ __typename: 'CustomerAddress', street: ['9 Elm Rd'] }, 'CustomerAddress:{"street":["9 Elm Rd"]}'],
    [{ __typename: 'ConfigurableWishlistItem', id: '7' }, 'ConfigurableWishlistItem:{"id":"7"}'],
    [{ __typename: 'WishlistItem', id: 8 }, 'WishlistItem:{"id":8}'],
    [{ __typename: 'SimpleProduct', uid: 'MTA=' }, 'SimpleProduct:{"uid":"MTA="}'],
    [{ __typename: 'ConfigurableProduct', uid: 'MjA=' }, 'ConfigurableProduct:{"uid":"MjA="}'],
    [
      { __typename: 'StoreConfig', store_code: 'radio_store_view' },
      'StoreConfig:{"store_code":"radio_store_view"}',
    ],
    [{ __typename: 'Cart', id: 'abc' }, 'Cart:{"id":"abc"}'],
    [{ __typename: 'Customer', email: 'a@b.c' }, 'Customer:{}'],
    [{ __typename: 'CategoryTree', uid: 'Mw==', id: 3 }, 'CategoryTree:{"uid":"Mw=="}'],
    [{ __typename: 'SimpleCartItem', uid: 'item-1', id: '1' }, 'SimpleCartItem:{"uid":"item-1"}'],
  ])('identifies %j as %s', (object, id) => {
    expect(cache.identify(object)).toBe(id);
  });

  it('leaves an object without its key fields inside its parent instead of failing', () => {
    const local = newCache();
    const query = gql`
      query Methods {
        cart(cart_id: "c") {
          id
          shipping_addresses {
            available_shipping_methods {
              carrier_code
              method_code
            }
          }
        }
      }
    `;
    const data = {
      cart: {
        __typename: 'Cart',
        id: 'c',
        shipping_addresses: [
          {
            __typename: 'ShippingCartAddress',
            available_shipping_methods: [
              { __typename: 'AvailableShippingMethod', carrier_code: 'flatrate', method_code: 'flatrate' },
            ],
          },
        ],
      },
    };
    local.writeQuery({ query, data });

    expect(local.readQuery({ query })).toEqual(data);
    const stored = local.extract();
    expect(Object.keys(stored).sort()).toEqual([
      'AvailableShippingMethod:{"carrier_code":"flatrate","method_code":"flatrate"}',
      'Cart:{"id":"c"}',
      'ROOT_QUERY',
    ]);
  });

  it('normalises one product read by two queries into one entry', () => {
    const local = newCache();
    const list = gql`
      query List {
        products(search: "a") {
          items {
            uid
            name
          }
        }
      }
    `;
    const single = gql`
      query Single {
        product: products(filter: { sku: { eq: "a" } }) {
          items {
            uid
            sku
          }
        }
      }
    `;
    local.writeQuery({
      query: list,
      data: {
        products: {
          __typename: 'Products',
          items: [{ __typename: 'SimpleProduct', uid: 'u1', name: 'Deck' }],
        },
      },
    });
    local.writeQuery({
      query: single,
      data: {
        product: { __typename: 'Products', items: [{ __typename: 'SimpleProduct', uid: 'u1', sku: 'deck' }] },
      },
    });

    expect(local.extract()['SimpleProduct:{"uid":"u1"}']).toEqual({
      __typename: 'SimpleProduct',
      uid: 'u1',
      name: 'Deck',
      sku: 'deck',
    });
  });

  it('replaces cart item lists and merges the customer singleton', () => {
    const local = newCache();
    const query = gql`
      query Cart {
        cart(cart_id: "c") {
          id
          items {
            uid
          }
        }
        customer {
          email
        }
      }
    `;
    const write = (uids: string[]) =>
      local.writeQuery({
        query,
        data: {
          cart: {
            __typename: 'Cart',
            id: 'c',
            items: uids.map((uid) => ({ __typename: 'SimpleCartItem', uid })),
          },
          customer: { __typename: 'Customer', email: 'a@b.c' },
        },
      });
    write(['1', '2']);
    write(['2']);

    expect(local.readQuery<{ cart: { items: unknown[] } }>({ query })?.cart.items).toEqual([
      { __typename: 'SimpleCartItem', uid: '2' },
    ]);
    expect(local.identify({ __typename: 'Customer' })).toBe('Customer:{}');
    expect(local.extract()['Customer:{}']).toEqual({ __typename: 'Customer', email: 'a@b.c' });
  });

  it('normalises the store config the embedded backend answers by store_code', async () => {
    const client = testClient();
    await client.query({ query: STORE_CONFIG_QUERY });
    expect(client.cache.extract()).toHaveProperty(['StoreConfig:{"store_code":"radio_store_view"}']);
  });

  whenMagentoSchema('names only types that Magento’s schema has', () => {
    const schema = buildSchema(readFileSync(magentoSchemaPath, 'utf8'));
    for (const name of Object.keys(typePolicies)) {
      const type = schema.getType(name);
      expect([name, type && (isObjectType(type) || isInterfaceType(type))]).toEqual([name, true]);
    }
  });
});

describe('possibleTypes', () => {
  it('maps the interfaces the type policies rely on to their implementations', () => {
    expect(possibleTypes.ProductInterface).toEqual(
      expect.arrayContaining(['SimpleProduct', 'ConfigurableProduct']),
    );
    expect(possibleTypes.CartAddressInterface).toEqual(['BillingCartAddress', 'ShippingCartAddress']);
    expect(possibleTypes.CartItemInterface).toEqual(
      expect.arrayContaining(['SimpleCartItem', 'ConfigurableCartItem']),
    );
    expect(possibleTypes.WishlistItemInterface).toEqual(expect.arrayContaining(['SimpleWishlistItem']));
    expect(possibleTypes.CategoryInterface).toEqual(['CategoryTree']);
  });

  it('covers every interface and union of the mock backend schema', () => {
    const schema = buildSchema(readFileSync(join(root, 'mock-backend/schema.graphql'), 'utf8'));
    for (const type of Object.values(schema.getTypeMap())) {
      if (!isInterfaceType(type) && !isUnionType(type)) continue;
      expect(possibleTypes[type.name]).toEqual(
        expect.arrayContaining(schema.getPossibleTypes(type).map((subtype) => subtype.name)),
      );
    }
  });

  whenMagentoSchema('is up to date with scripts/possible-types.mjs', () => {
    expect(() =>
      execFileSync(process.execPath, [join(root, 'scripts/possible-types.mjs'), '--check'], {
        stdio: 'pipe',
      }),
    ).not.toThrow();
  });
});
