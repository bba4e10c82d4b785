/**
 * Bundle and grouped products: what the product page asks of them, and adding them to the cart
 * with the storefront's own documents. The products are found in the backend's categories (the
 * first bundle and the first grouped product with parts in stock).
 */
import { GET_PRODUCT_DETAIL } from '../../src/features/catalog/graphql/product';
import { ADD_PRODUCTS_TO_CART } from '../../src/features/cart/graphql/cart';
import type { BackendClient } from '../client';
import { data, equal, ok } from '../check';
import { send } from '../documents';
import type { Fixtures } from '../fixtures';
import { Skip, type ContractCase } from '../suite';

const BUNDLE_TYPE = 'app/code/Magento/Bundle/Model/Product/Type.php';
const BUNDLE_ADD_TEST =
  'dev/tests/api-functional/testsuite/Magento/GraphQl/Bundle/AddBundleProductToCartSingleMutationTest.php';
const BUNDLE_BUY_REQUEST = 'app/code/Magento/QuoteBundleOptions/Model/Cart/BuyRequest/BundleDataProvider.php';
const BUNDLE_CART_OPTIONS = 'app/code/Magento/BundleGraphQl/Model/Cart/BundleOptionDataProvider.php';
const BUNDLE_OPTION_UID = 'app/code/Magento/BundleGraphQl/Model/Resolver/Options/BundleItemOptionUid.php';
const BUNDLE_VIEW_TEST =
  'dev/tests/api-functional/testsuite/Magento/GraphQl/Bundle/BundleProductViewTest.php';
const GROUPED_TYPE = 'app/code/Magento/GroupedProduct/Model/Product/Type/Grouped.php';
const GROUPED_VIEW_TEST =
  'dev/tests/api-functional/testsuite/Magento/GraphQl/GroupedProduct/GroupedProductViewTest.php';
const ADD_ERROR = 'app/code/Magento/Quote/Model/Cart/AddProductsToCartError.php';

interface Selection {
  id: number;
  uid: string;
  label: string;
  quantity: number;
  product: { sku: string; stock_status: string };
}
interface BundleNode {
  __typename: 'BundleProduct';
  sku: string;
  url_key: string;
  stock_status: string;
  items: Array<{
    option_id: number;
    uid: string;
    title: string;
    required: boolean;
    type: string;
    options: Selection[];
  }>;
}
interface GroupedNode {
  __typename: 'GroupedProduct';
  sku: string;
  url_key: string;
  items: Array<{ qty: number; product: { sku: string; stock_status: string; __typename: string } }>;
}
type Node = BundleNode | GroupedNode | { __typename: string };

const FIELDS = `__typename sku url_key stock_status
  ... on BundleProduct { items { option_id uid title required type
    options { id uid label quantity product { sku stock_status } } } }
  ... on GroupedProduct { items { qty product { __typename sku stock_status } } }`;

const found = new WeakMap<BackendClient, Promise<Node[]>>();

/** Bundles and grouped products of the backend's categories. */
function composites(client: BackendClient, fixtures: Fixtures): Promise<Node[]> {
  let entry = found.get(client);
  if (!entry) {
    entry = (async () => {
      const nodes: Node[] = [];
      for (const category of await fixtures.categories()) {
        const answer = await client.gql<{ products: { items: Node[] } }>(
          `query ($uid: String!) { products(filter: { category_uid: { eq: $uid } }, pageSize: 48) { items { ${FIELDS} } } }`,
          { variables: { uid: category.uid } },
        );
        nodes.push(
          ...(answer.body.data?.products.items ?? []).filter(
            (node) => node.__typename === 'BundleProduct' || node.__typename === 'GroupedProduct',
          ),
        );
      }
      return nodes;
    })();
    found.set(client, entry);
  }
  return entry;
}

const inStock = (selection: Selection) => selection.product.stock_status === 'IN_STOCK';

/** A bundle in stock whose required options each offer a product in stock, with those choices. */
async function bundle(client: BackendClient, fixtures: Fixtures, minimumRequired = 1) {
  for (const node of await composites(client, fixtures)) {
    if (node.__typename !== 'BundleProduct') continue;
    const product = node as BundleNode;
    const required = product.items.filter((item) => item.required);
    if (product.stock_status !== 'IN_STOCK' || required.length < minimumRequired) continue;
    const choices = required.map((item) => ({ item, selection: item.options.find(inStock) }));
    if (choices.every((choice) => choice.selection)) {
      return { product, choices: choices.map(({ item, selection }) => ({ item, selection: selection! })) };
    }
  }
  throw new Skip(`no bundle in stock with ${minimumRequired} or more required options was found`);
}

async function grouped(client: BackendClient, fixtures: Fixtures) {
  for (const node of await composites(client, fixtures)) {
    if (node.__typename !== 'GroupedProduct') continue;
    const members = (node as GroupedNode).items.filter((item) => item.product.stock_status === 'IN_STOCK');
    if (members.length >= 2) return { product: node as GroupedNode, members };
  }
  throw new Skip('no grouped product with two members in stock was found');
}

interface BundleLine {
  quantity: number;
  product: { sku: string };
  bundle_options?: Array<{ label: string; values: Array<{ uid: string; label: string; quantity: number }> }>;
}
interface AddData {
  addProductsToCart: {
    cart: { items: Array<BundleLine | null> };
    user_errors: Array<{ code: string; message: string }>;
  };
}

async function add(client: BackendClient, fixtures: Fixtures, cartItems: Array<Record<string, unknown>>) {
  const cartId = await fixtures.guestCart();
  const payload = data<AddData>(
    await send<AddData>(client, ADD_PRODUCTS_TO_CART, { cartId, cartItems }),
  ).addProductsToCart;
  ok(payload, 'addProductsToCart is answered');
  return payload;
}

export const bundleCases: ContractCase[] = [
  {
    id: 'catalog.product.bundle-options',
    title:
      "the product page's query answers a bundle's options: title, type, required, each selection's uid base64 of bundle/<option>/<selection>/<qty>",
    source: [BUNDLE_VIEW_TEST, BUNDLE_OPTION_UID],
    async run({ client, fixtures }) {
      const { product } = await bundle(client, fixtures);
      const items = data<{ products: { items: Array<{ __typename: string; items: BundleNode['items'] }> } }>(
        await send(client, GET_PRODUCT_DETAIL, { urlKey: product.url_key }),
      ).products.items;
      equal(items[0]?.__typename, 'BundleProduct', '__typename');
      for (const item of items[0]!.items) {
        ok(['radio', 'select', 'checkbox', 'multi'].includes(item.type), `option type ${item.type}`);
        for (const selection of item.options) {
          const raw = Buffer.from(selection.uid, 'base64').toString('utf8');
          equal(
            raw,
            `bundle/${item.option_id}/${selection.id}/${Math.trunc(selection.quantity)}`,
            'selection uid',
          );
        }
      }
    },
  },
  {
    id: 'catalog.product.grouped-items',
    title: "the product page's query answers a grouped product's members with their default quantities",
    source: [GROUPED_VIEW_TEST],
    async run({ client, fixtures }) {
      const { product } = await grouped(client, fixtures);
      const items = data<{ products: { items: Array<{ __typename: string; items: GroupedNode['items'] }> } }>(
        await send(client, GET_PRODUCT_DETAIL, { urlKey: product.url_key }),
      ).products.items;
      equal(items[0]?.__typename, 'GroupedProduct', '__typename');
      equal(
        items[0]!.items.map((item) => item.product.sku),
        product.items.map((item) => item.product.sku),
        'members',
      );
    },
  },
  {
    id: 'cart.add.bundle',
    title:
      'adding a bundle with a selection for each required option: one BundleCartItem whose bundle_options name the options and products chosen',
    source: [BUNDLE_ADD_TEST, BUNDLE_BUY_REQUEST, BUNDLE_CART_OPTIONS],
    async run({ client, fixtures }) {
      const { product, choices } = await bundle(client, fixtures);
      const payload = await add(client, fixtures, [
        { sku: product.sku, quantity: 1, selected_options: choices.map((choice) => choice.selection.uid) },
      ]);
      equal(payload.user_errors, [], 'user_errors');
      const [line] = payload.cart.items;
      ok(line?.bundle_options, 'the line is a BundleCartItem (bundle_options answered)');
      equal(line?.product.sku, product.sku, 'line product');
      equal(
        line?.bundle_options?.map((option) => ({
          label: option.label,
          values: option.values.map((value) => ({ label: value.label, quantity: value.quantity })),
        })),
        choices.map(({ item, selection }) => ({
          label: item.title,
          values: [{ label: selection.label, quantity: selection.quantity }],
        })),
        'bundle_options',
      );
    },
  },
  {
    id: 'cart.add.bundle.required-missing',
    title:
      'adding a bundle without one of its required options: user error "Please select all required options."',
    source: [BUNDLE_TYPE, BUNDLE_ADD_TEST, ADD_ERROR],
    async run({ client, fixtures }) {
      const { product, choices } = await bundle(client, fixtures, 2);
      const payload = await add(client, fixtures, [
        {
          sku: product.sku,
          quantity: 1,
          selected_options: choices.slice(1).map((choice) => choice.selection.uid),
        },
      ]);
      equal(
        payload.user_errors,
        [{ code: 'UNDEFINED', message: 'Please select all required options.' }],
        'user_errors',
      );
      equal(payload.cart.items, [], 'lines');
    },
  },
  {
    id: 'cart.add.bundle.no-options',
    title: 'adding a bundle with no selection at all: user error "Please specify product option(s)."',
    source: [BUNDLE_TYPE, ADD_ERROR],
    async run({ client, fixtures }) {
      const { product } = await bundle(client, fixtures, 2);
      const payload = await add(client, fixtures, [{ sku: product.sku, quantity: 1 }]);
      equal(
        payload.user_errors,
        [{ code: 'UNDEFINED', message: 'Please specify product option(s).' }],
        'user_errors',
      );
      equal(payload.cart.items, [], 'lines');
    },
  },
  {
    id: 'cart.add.grouped.members',
    title: "adding a grouped product's members by their skus: each is its own line",
    source: [GROUPED_TYPE, 'app/code/Magento/Quote/Model/Cart/AddProductsToCart.php'],
    async run({ client, fixtures }) {
      const { members } = await grouped(client, fixtures);
      const [first, second] = members;
      const payload = await add(client, fixtures, [
        { sku: first!.product.sku, quantity: 2 },
        { sku: second!.product.sku, quantity: 1 },
      ]);
      equal(payload.user_errors, [], 'user_errors');
      equal(
        payload.cart.items.map((line) => ({ sku: line?.product.sku, quantity: line?.quantity })),
        [
          { sku: first!.product.sku, quantity: 2 },
          { sku: second!.product.sku, quantity: 1 },
        ],
        'lines',
      );
    },
  },
  {
    id: 'cart.add.grouped.own-sku',
    title:
      'adding a grouped product by its own sku without quantities: user error "Please specify the quantity of product(s)."',
    source: [GROUPED_TYPE, ADD_ERROR],
    async run({ client, fixtures }) {
      const { product } = await grouped(client, fixtures);
      const payload = await add(client, fixtures, [{ sku: product.sku, quantity: 1 }]);
      equal(
        payload.user_errors,
        [{ code: 'UNDEFINED', message: 'Please specify the quantity of product(s).' }],
        'user_errors',
      );
      equal(payload.cart.items, [], 'lines');
    },
  },
];
