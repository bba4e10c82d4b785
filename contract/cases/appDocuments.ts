/**
 * The storefront's GraphQL documents that no other case sends: the menus, the product page's
 * attribute labels, Page Builder's product and category elements, the search page's category
 * facet, the account's and checkout's reads of the customer, the shell's store config reads and a
 * cart line moved to the wish list. Each case sends the app's own document and checks that the
 * answer has no errors and the shape the app reads. Fields only this brand's backend adds
 * (../shared/magento/storefront-extensions.graphql) and Adobe Commerce's `dynamicBlocks` are
 * skipped where the backend does not know them, as the app itself falls back.
 */
import { GET_ACCOUNT_INFORMATION } from '../../src/features/account/graphql/accountInformation';
import { CREATE_CUSTOMER_ADDRESS } from '../../src/features/account/graphql/addressBook';
import { ADD_CART_LINE_TO_WISHLIST, GET_WISHLIST } from '../../src/features/account/graphql/wishlist';
import { GET_PRODUCT_ATTRIBUTE_LABELS } from '../../src/features/catalog/graphql/product';
import { GET_CATEGORY_FACET } from '../../src/features/catalog/graphql/productList';
import { GET_REVIEWER_NAME } from '../../src/features/catalog/graphql/reviews';
import { GET_SHOP_CATEGORIES } from '../../src/features/catalog/graphql/shopCategories';
import { GET_SAVED_ADDRESSES } from '../../src/features/checkout/graphql/checkout';
import { GET_CONTACT_CONFIG } from '../../src/features/content/graphql/contact';
import { GET_CATEGORY_FOR_CONTENT } from '../../src/features/content/graphql/contentCategory';
import { GET_PRODUCTS_FOR_CONTENT } from '../../src/features/content/graphql/contentProducts';
import { GET_DYNAMIC_BLOCKS } from '../../src/features/content/graphql/dynamicBlocks';
import { GET_NEWSLETTER_CONFIG_FOR_CONTENT } from '../../src/features/content/graphql/newsletter';
import { GET_CUSTOMER_FOR_ACCOUNT_CHIP } from '../../src/features/shell/graphql/accountChip';
import { GET_FOOTER_CONFIG } from '../../src/features/shell/graphql/footer';
import { GET_MEGA_MENU, GET_STORE_CONFIG_FOR_MEGA_MENU } from '../../src/features/shell/graphql/megaMenu';
import {
  GET_CUSTOMER_FOR_LEFT_NAV,
  GET_NAVIGATION_MENU,
  GET_ROOT_CATEGORY_ID,
  GET_STORE_CONFIG_FOR_CATEGORY_TREE,
} from '../../src/features/shell/graphql/navigationMenu';
import {
  CUSTOM_URL_RESOLVER,
  GET_AVAILABLE_STORE_CODES,
} from '../../src/platform/routing/graphql/resolveUrl';
import type { Answer, GraphQLBody } from '../client';
import { data, equal, ok, shape } from '../check';
import { send } from '../documents';
import { graphqlAddress } from '../fixtures';
import { Skip, type ContractCase } from '../suite';

const CATEGORIES = 'app/code/Magento/CatalogGraphQl/Model/Resolver/CategoriesQuery.php';
const CATEGORY_TREE = 'app/code/Magento/CatalogGraphQl/Model/Resolver/CategoryTree.php';
const CATEGORY_LIST = 'app/code/Magento/CatalogGraphQl/Model/Resolver/CategoryList.php';
const PRODUCTS = 'app/code/Magento/CatalogGraphQl/Model/Resolver/Products.php';
const AGGREGATIONS = 'app/code/Magento/CatalogGraphQl/Model/Resolver/Aggregations.php';
const CUSTOMER = 'app/code/Magento/CustomerGraphQl/Model/Resolver/Customer.php';
const CUSTOMER_TEST = 'dev/tests/api-functional/testsuite/Magento/GraphQl/Customer/GetCustomerTest.php';
const ADDRESSES = 'app/code/Magento/CustomerGraphQl/Model/Resolver/CustomerAddresses.php';
const STORE_CONFIG = 'app/code/Magento/StoreGraphQl/Model/Resolver/StoreConfigResolver.php';
const STORE_CONFIG_DATA = 'app/code/Magento/StoreGraphQl/Model/Resolver/Store/StoreConfigDataProvider.php';
const ROUTE = 'app/code/Magento/UrlRewriteGraphQl/Model/Resolver/Route.php';

/** A field the backend does not know (a brand extension, a Commerce-only query): skip, as the app falls back. */
function skipUnknownField(answer: Answer<GraphQLBody<unknown>>, what: string): void {
  const unknown = answer.body.errors?.find((error) =>
    /^(Cannot query field "|Unknown type ")/.test(String(error.message)),
  );
  if (unknown) throw new Skip(`${what}: ${String(unknown.message)}`);
}

/** Magento's category uid is the base64 of its id. */
const idOfUid = (uid: string) => Buffer.from(uid, 'base64').toString('utf8');

interface MenuNode {
  uid: string;
  name: string;
  children?: MenuNode[];
}

export const appDocumentCases: ContractCase[] = [
  {
    id: 'eav.attributes-list.product-labels',
    title:
      'attributesList(CATALOG_PRODUCT, is_visible_on_front) answers the visible attributes, each with code and label',
    source: [
      'app/code/Magento/EavGraphQl/Model/Resolver/AttributesList.php',
      'dev/tests/api-functional/testsuite/Magento/GraphQl/EavGraphQl/AttributesListTest.php',
    ],
    async run({ client }) {
      const items = data<{ attributesList: { items: Array<{ code: string; label: string | null }> } }>(
        await send(client, GET_PRODUCT_ATTRIBUTE_LABELS),
      ).attributesList.items;
      ok(Array.isArray(items), 'attributesList.items is a list');
      items.forEach((item, index) =>
        shape(item, { code: 'string', label: 'string|null' }, `items[${index}]`),
      );
    },
  },
  {
    id: 'categories.mega-menu',
    title: 'categories with no filter answers the root category and its children, three levels deep',
    source: [CATEGORIES, CATEGORY_TREE],
    async run({ client, fixtures }) {
      const answer = await send(client, GET_MEGA_MENU);
      skipUnknownField(answer, 'the mega menu reads menu_url and category_as_label');
      const items = data<{ categories: { items: MenuNode[] } }>(answer).categories.items;
      const { root_category_uid } = await fixtures.store();
      equal(
        items.map((item) => item.uid),
        [root_category_uid],
        'the root category',
      );
      const [root] = items;
      ok(root?.children?.length, 'the root category has children');
      for (const child of root.children)
        shape(child, { uid: 'string', name: 'string', children: 'array' }, child.name);
    },
  },
  {
    id: 'categories.navigation-menu',
    title: 'categories(category_uid eq the root) answers that one category and its children',
    source: [CATEGORIES, CATEGORY_TREE, 'app/code/Magento/CatalogGraphQl/Model/Category/CategoryFilter.php'],
    async run({ client, fixtures }) {
      const { root_category_uid } = await fixtures.store();
      const answer = await send(client, GET_NAVIGATION_MENU, { id: root_category_uid });
      skipUnknownField(answer, 'the drawer reads menu_url and category_as_label');
      const items = data<{
        categories: { items: Array<MenuNode & { children: Array<Record<string, unknown>> }> };
      }>(answer).categories.items;
      equal(
        items.map((item) => item.uid),
        [root_category_uid],
        'the category asked for',
      );
      ok(items[0]?.children.length, 'the root category has children');
      for (const child of items[0].children) {
        shape(
          child,
          { uid: 'string', name: 'string', children_count: 'string', position: 'number' },
          'child',
        );
      }
    },
  },
  {
    id: 'categories.shop-categories',
    title: 'categories with no filter answers the root category with its children (the empty search page)',
    source: [CATEGORIES, CATEGORY_TREE],
    async run({ client, fixtures }) {
      const items = data<{ categories: { items: MenuNode[] } }>(await send(client, GET_SHOP_CATEGORIES))
        .categories.items;
      const { root_category_uid } = await fixtures.store();
      equal(items[0]?.uid, root_category_uid, 'the root category');
      ok(items[0]?.children?.length, 'the root category has children');
    },
  },
  {
    id: 'category-list.content-category',
    title:
      "categoryList(ids eq the category's id) answers that category with its name, path and product count",
    source: [
      CATEGORY_LIST,
      'dev/tests/api-functional/testsuite/Magento/GraphQl/Catalog/CategoryListTest.php',
    ],
    async run({ client, fixtures }) {
      const category = await fixtures.category();
      const list = data<{ categoryList: Array<Record<string, unknown>> }>(
        await send(client, GET_CATEGORY_FOR_CONTENT, { id: idOfUid(category.uid) }),
      ).categoryList;
      equal(list.length, 1, 'categories answered');
      shape(
        list[0],
        { uid: 'string', name: 'string', url_path: 'string', product_count: 'number' },
        'category',
      );
      equal(list[0]!.uid, category.uid, 'uid');
    },
  },
  {
    id: 'products.content-products',
    title: 'products(url_key in [...]) answers those products with the summary a Page Builder element shows',
    source: [PRODUCTS, 'dev/tests/api-functional/testsuite/Magento/GraphQl/Catalog/ProductSearchTest.php'],
    async run({ client, fixtures }) {
      const [one, two] = await Promise.all([fixtures.simpleProduct(), fixtures.otherSimpleProduct()]);
      const items = data<{ products: { items: Array<Record<string, unknown>> } }>(
        await send(client, GET_PRODUCTS_FOR_CONTENT, { urlKeys: [one.url_key, two.url_key], pageSize: 10 }),
      ).products.items;
      equal(items.map((item) => item.sku).sort(), [one.sku, two.sku].sort(), 'skus');
      for (const item of items) {
        shape(
          item,
          { uid: 'string', name: 'string', url_key: 'string', price_range: 'object' },
          String(item.sku),
        );
      }
    },
  },
  {
    id: 'products.category-facet',
    title:
      'products(search) answers aggregations, each with a code, a label, a count and options with counts',
    source: [
      PRODUCTS,
      AGGREGATIONS,
      'app/code/Magento/CatalogGraphQl/DataProvider/Product/LayeredNavigation/Builder/Category.php',
    ],
    async run({ client, fixtures }) {
      const product = await fixtures.simpleProduct();
      const aggregations = data<{
        products: {
          aggregations: Array<{ attribute_code: string; options: Array<Record<string, unknown>> }>;
        };
      }>(await send(client, GET_CATEGORY_FACET, { search: product.name.split(' ')[0], filter: {} })).products
        .aggregations;
      ok(aggregations.length > 0, 'aggregations are answered');
      for (const aggregation of aggregations) {
        shape(
          aggregation,
          { attribute_code: 'string', label: 'string|null', count: 'number', options: 'array' },
          'aggregation',
        );
        for (const option of aggregation.options) {
          shape(
            option,
            { label: 'string|null', value: 'string', count: 'number' },
            aggregation.attribute_code,
          );
        }
      }
      ok(
        aggregations.some((aggregation) => aggregation.attribute_code === 'category_uid'),
        'a category_uid aggregation',
      );
    },
  },
  {
    id: 'dynamic-blocks.cart-rule-related',
    title:
      'dynamicBlocks(CART_PRICE_RULE_RELATED) answers a list of blocks (Adobe Commerce; skipped elsewhere)',
    source: ['app/code/Magento/GraphQl/Model/Query/QueryProcessor.php'],
    async run({ client }) {
      const answer = await send(client, GET_DYNAMIC_BLOCKS, { type: 'CART_PRICE_RULE_RELATED', uids: [] });
      skipUnknownField(answer, 'dynamicBlocks is Adobe Commerce only');
      const items = data<{ dynamicBlocks: { items: unknown[] } }>(answer).dynamicBlocks.items;
      ok(Array.isArray(items), 'dynamicBlocks.items is a list');
    },
  },
  {
    id: 'custom-url-resolver.unknown',
    title:
      'customUrlResolver of a URL nobody redirects answers null, no error (brand extension; skipped elsewhere)',
    source: [ROUTE],
    async run({ client }) {
      const answer = await send(client, CUSTOM_URL_RESOLVER, { url: `/no-such-page-${Date.now()}.html` });
      skipUnknownField(answer, 'customUrlResolver is a brand extension');
      equal(data<{ customUrlResolver: unknown }>(answer).customUrlResolver, null, 'customUrlResolver');
    },
  },
  {
    id: 'store.available-store-codes',
    title: 'availableStores answers the store views, the current one among them',
    source: [
      'app/code/Magento/StoreGraphQl/Model/Resolver/AvailableStoresResolver.php',
      'dev/tests/api-functional/testsuite/Magento/GraphQl/Store/AvailableStoresTest.php',
    ],
    async run({ client, fixtures }) {
      const stores = data<{ availableStores: Array<Record<string, unknown>> }>(
        await send(client, GET_AVAILABLE_STORE_CODES),
      ).availableStores;
      const { store_code } = await fixtures.store();
      ok(
        stores.some((store) => store.store_code === store_code),
        `the current store view ${store_code} is among them`,
      );
      for (const store of stores) {
        shape(
          store,
          { store_code: 'string', default_display_currency_code: 'string', secure_base_media_url: 'string' },
          'store',
        );
      }
    },
  },
  ...(
    [
      ['store-config.root-category', GET_ROOT_CATEGORY_ID, { root_category_uid: 'string' }],
      [
        'store-config.category-tree',
        GET_STORE_CONFIG_FOR_CATEGORY_TREE,
        { category_url_suffix: 'string|null' },
      ],
      ['store-config.mega-menu', GET_STORE_CONFIG_FOR_MEGA_MENU, { category_url_suffix: 'string|null' }],
      ['store-config.footer', GET_FOOTER_CONFIG, { copyright: 'string|null', newsletter_enabled: 'boolean' }],
      ['store-config.contact', GET_CONTACT_CONFIG, { contact_enabled: 'boolean' }],
      ['store-config.newsletter', GET_NEWSLETTER_CONFIG_FOR_CONTENT, { newsletter_enabled: 'boolean' }],
    ] as const
  ).map(([id, document, fields]): ContractCase => ({
    id,
    title: `storeConfig answers the store code and ${Object.keys(fields).join(', ')}`,
    source: [STORE_CONFIG, STORE_CONFIG_DATA],
    async run({ client, fixtures }) {
      const config = data<{ storeConfig: Record<string, unknown> }>(await send(client, document)).storeConfig;
      shape(config, { store_code: 'string', ...fields }, 'storeConfig');
      equal(config.store_code, (await fixtures.store()).store_code, 'store_code');
    },
  })),
  ...(
    [
      ['customer.account-information', GET_ACCOUNT_INFORMATION, ['email', 'firstname', 'lastname']],
      ['customer.left-nav', GET_CUSTOMER_FOR_LEFT_NAV, ['email', 'firstname', 'lastname']],
      ['customer.account-chip', GET_CUSTOMER_FOR_ACCOUNT_CHIP, ['firstname']],
      ['customer.reviewer-name', GET_REVIEWER_NAME, ['firstname']],
    ] as const
  ).map(([id, document, fields]): ContractCase => ({
    id,
    title: `customer with a token answers the signed-in shopper's ${fields.join(', ')}`,
    source: [CUSTOMER, CUSTOMER_TEST],
    async run({ client, fixtures }) {
      const shopper = await fixtures.shopper();
      const customer = data<{ customer: Record<string, unknown> }>(
        await send(client, document, {}, { token: shopper.token }),
      ).customer;
      equal(
        Object.fromEntries(fields.map((field) => [field, customer[field]])),
        Object.fromEntries(fields.map((field) => [field, shopper[field]])),
        'customer',
      );
    },
  })),
  {
    id: 'customer.checkout-saved-addresses',
    title: 'customer.addresses answers the saved address with its region and default flags',
    source: [
      ADDRESSES,
      'dev/tests/api-functional/testsuite/Magento/GraphQl/Customer/CreateCustomerAddressTest.php',
    ],
    async run({ client, fixtures }) {
      const [other, address] = await Promise.all([fixtures.otherShopper(), fixtures.address()]);
      const {
        save_in_address_book: _unused,
        region: _code,
        region_id: _id,
        ...fields
      } = graphqlAddress(address);
      const input = {
        ...fields,
        region: { region_id: address.region.region_id, region_code: address.region.region_code },
        default_shipping: true,
        default_billing: false,
      };
      data(await send(client, CREATE_CUSTOMER_ADDRESS, { input }, { token: other.token }));
      const addresses = data<{ customer: { addresses: Array<Record<string, unknown>> } }>(
        await send(client, GET_SAVED_ADDRESSES, {}, { token: other.token }),
      ).customer.addresses;
      equal(addresses.length, 1, 'addresses');
      shape(
        addresses[0],
        {
          id: 'number',
          street: 'array',
          region: 'object',
          default_shipping: 'boolean',
          default_billing: 'boolean',
        },
        'address',
      );
      equal(
        { city: addresses[0]!.city, default_shipping: addresses[0]!.default_shipping },
        { city: address.city, default_shipping: true },
        'address',
      );
    },
  },
  {
    id: 'wishlist.add-cart-line',
    title: "addProductsToWishlist of a cart line's SKU and quantity: the wish list holds it, no user errors",
    source: [
      'app/code/Magento/WishlistGraphQl/Model/Resolver/AddProductsToWishlist.php',
      'app/code/Magento/Wishlist/Model/Wishlist/AddProductsToWishlist.php',
    ],
    async run({ client, fixtures }) {
      const [other, product] = await Promise.all([fixtures.otherShopper(), fixtures.simpleProduct()]);
      const wishlists = data<{ customer: { wishlists: Array<{ id: string }> } }>(
        await send(client, GET_WISHLIST, {}, { token: other.token }),
      ).customer.wishlists;
      ok(wishlists[0], 'the customer has a wish list');
      const payload = data<{
        addProductsToWishlist: {
          wishlist: { items_v2: { items: Array<{ quantity: number; product: { sku: string } }> } };
          user_errors: unknown[];
        };
      }>(
        await send(
          client,
          ADD_CART_LINE_TO_WISHLIST,
          { wishlistId: wishlists[0].id, wishlistItems: [{ sku: product.sku, quantity: 2 }] },
          { token: other.token },
        ),
      ).addProductsToWishlist;
      equal(payload.user_errors, [], 'user_errors');
      equal(
        payload.wishlist.items_v2.items.map((item) => [item.product.sku, item.quantity]),
        [[product.sku, 2]],
        'items',
      );
    },
  },
];
