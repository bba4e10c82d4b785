/**
 * Fixture values for the contract cases, discovered from the backend under test rather than
 * written into the cases: the store's configuration, a category with products, a simple and a
 * configurable product that can be bought, a US region, a shopper account made for the run, carts
 * and an order. What a storefront API cannot reveal (a valid coupon code, an old URL that
 * redirects) comes from the command line; cases that need it are skipped without it.
 * Every value is asked for once per run and kept.
 */
import { INFO_BAR_BLOCK } from '../src/features/shell/graphql/cmsBlock';
import type { BackendClient } from './client';
import { Mismatch } from './check';
import { Skip } from './suite';

export interface FixtureOptions {
  /** A coupon code the backend accepts on a cart holding the simple product. */
  couponCode?: string;
  /** An old URL (path) that the backend redirects, e.g. `/old-category.html`. */
  redirectFrom?: string;
  /** The identifier of a CMS block the backend has; the info bar's `header-info-bar` by default. */
  cmsBlock?: string;
}

/** The CMS block the cases ask for when none is named: the storefront's info bar. */
const DEFAULT_CMS_BLOCK = INFO_BAR_BLOCK;

export interface StoreFacts {
  store_code: string;
  root_category_uid: string;
  category_url_suffix: string;
  product_url_suffix: string;
  cms_home_page: string;
  contact_enabled: boolean;
  newsletter_enabled: boolean;
  secure_base_media_url: string;
  default_display_currency_code: string;
  available_currency_codes: string[];
}

export interface CategoryFacts {
  uid: string;
  name: string;
  url_path: string;
  product_count: number;
}

export interface ProductFacts {
  uid: string;
  sku: string;
  name: string;
  url_key: string;
  /** Stock the backend reports (`quantity`), when it reports it. */
  quantity: number | null;
  max_sale_qty: number | null;
}

export interface ConfigurableFacts extends ProductFacts {
  /** Option value uids that choose one child in stock. */
  selectedOptions: string[];
  variantSku: string;
}

export interface AddressFacts {
  firstname: string;
  lastname: string;
  street: string[];
  city: string;
  region: { region_id: number; region_code: string; region: string };
  postcode: string;
  country_code: 'US';
  telephone: string;
}

export interface ShopperFacts {
  email: string;
  password: string;
  firstname: string;
  lastname: string;
  token: string;
}

const once = <T>(make: () => Promise<T>): (() => Promise<T>) => {
  let value: Promise<T> | undefined;
  return () => (value ??= make());
};

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/** Data of a GraphQL answer that must succeed for a fixture; a Mismatch otherwise. */
function dataOf<D>(
  answer: { status: number; body: { data?: D | null; errors?: unknown[] } },
  what: string,
): D {
  if (answer.status !== 200 || answer.body?.errors?.length || !answer.body?.data) {
    throw new Mismatch(`fixture ${what}: HTTP ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
  }
  return answer.body.data;
}

const PRODUCT_FIELDS = `
  __typename uid sku name url_key stock_status quantity max_sale_qty
  ... on ConfigurableProduct {
    configurable_options { attribute_code }
    variants {
      attributes { code uid }
      product { sku stock_status quantity }
    }
  }
`;

interface ProductNode {
  __typename: string;
  uid: string;
  sku: string;
  name: string;
  url_key: string;
  stock_status: string | null;
  quantity: number | null;
  max_sale_qty: number | null;
  variants?: Array<{
    attributes: Array<{ code: string; uid: string }>;
    product: { sku: string; stock_status: string | null; quantity: number | null };
  }>;
}

const productFacts = (node: ProductNode): ProductFacts => ({
  uid: node.uid,
  sku: node.sku,
  name: node.name,
  url_key: node.url_key,
  quantity: node.quantity ?? null,
  max_sale_qty: node.max_sale_qty ?? null,
});

export class Fixtures {
  constructor(
    private readonly client: BackendClient,
    private readonly options: FixtureOptions = {},
  ) {}

  readonly store = once(async (): Promise<StoreFacts> => {
    const data = dataOf<{
      storeConfig: Omit<StoreFacts, 'default_display_currency_code' | 'available_currency_codes'>;
      currency: { default_display_currency_code: string; available_currency_codes: string[] };
    }>(
      await this.client.gql(
        `{ storeConfig { store_code root_category_uid category_url_suffix product_url_suffix cms_home_page
           contact_enabled newsletter_enabled secure_base_media_url }
           currency { default_display_currency_code available_currency_codes } }`,
      ),
      'storeConfig',
    );
    return { ...data.storeConfig, ...data.currency };
  });

  /** Categories below the root, breadth first, that hold products. */
  readonly categories = once(async (): Promise<CategoryFacts[]> => {
    const { root_category_uid } = await this.store();
    const data = dataOf<{
      categories: {
        items: Array<CategoryFacts & { children: Array<CategoryFacts & { children: CategoryFacts[] }> }>;
      };
    }>(
      await this.client.gql(
        `query ($uid: String!) { categories(filters: { category_uid: { eq: $uid } }) { items {
           uid name url_path product_count
           children { uid name url_path product_count children { uid name url_path product_count } } } } }`,
        { variables: { uid: root_category_uid } },
      ),
      'categories',
    );
    const root = data.categories.items[0];
    if (!root) throw new Mismatch('fixture categories: the root category is not answered');
    const levels = [...root.children, ...root.children.flatMap((child) => child.children ?? [])];
    return levels
      .filter((category) => category.product_count > 0 && category.url_path)
      .map(({ uid, name, url_path, product_count }) => ({ uid, name, url_path, product_count }));
  });

  readonly category = once(async (): Promise<CategoryFacts> => {
    const [first] = await this.categories();
    if (!first) throw new Skip('the backend has no category with products');
    return first;
  });

  /** Products of the first categories, to pick fixtures from. */
  private readonly catalog = once(async (): Promise<ProductNode[]> => {
    const found: ProductNode[] = [];
    for (const category of (await this.categories()).slice(0, 8)) {
      const data = dataOf<{ products: { items: ProductNode[] } }>(
        await this.client.gql(
          `query ($uid: String!) { products(filter: { category_uid: { eq: $uid } }, pageSize: 24) {
             items { ${PRODUCT_FIELDS} } } }`,
          { variables: { uid: category.uid } },
        ),
        'products',
      );
      found.push(...data.products.items);
    }
    return found;
  });

  /** A simple product in stock (the one most cases buy). */
  readonly simpleProduct = once(async (): Promise<ProductFacts> => {
    const node = (await this.catalog()).find(
      (product) => product.__typename === 'SimpleProduct' && product.stock_status === 'IN_STOCK',
    );
    if (!node) throw new Skip('no simple product in stock was found');
    return productFacts(node);
  });

  /** Another simple product in stock, not the first. */
  readonly otherSimpleProduct = once(async (): Promise<ProductFacts> => {
    const first = await this.simpleProduct();
    const node = (await this.catalog()).find(
      (product) =>
        product.__typename === 'SimpleProduct' &&
        product.stock_status === 'IN_STOCK' &&
        product.sku !== first.sku,
    );
    if (!node) throw new Skip('no second simple product in stock was found');
    return productFacts(node);
  });

  /**
   * A simple product in stock whose whole stock a cart may hold (stock below max_sale_qty), so that
   * one more than the stock is refused for the stock, not for the cart's limit.
   */
  readonly limitedStockProduct = once(async (): Promise<ProductFacts & { quantity: number }> => {
    const node = (await this.catalog()).find(
      (product) =>
        product.__typename === 'SimpleProduct' &&
        product.stock_status === 'IN_STOCK' &&
        typeof product.quantity === 'number' &&
        (product.max_sale_qty === null || product.quantity < product.max_sale_qty),
    );
    if (!node) throw new Skip('no simple product reports a stock below the most a cart may hold');
    return { ...productFacts(node), quantity: node.quantity! };
  });

  /** A simple product the backend says is out of stock. */
  readonly outOfStockProduct = once(async (): Promise<ProductFacts> => {
    const node = (await this.catalog()).find(
      (product) => product.__typename === 'SimpleProduct' && product.stock_status === 'OUT_OF_STOCK',
    );
    if (!node) throw new Skip('no out-of-stock simple product is listed (the store may hide them)');
    return productFacts(node);
  });

  /** A configurable product with a child in stock, and the option values that choose that child. */
  readonly configurableProduct = once(async (): Promise<ConfigurableFacts> => {
    for (const node of await this.catalog()) {
      if (node.__typename !== 'ConfigurableProduct' || node.stock_status !== 'IN_STOCK') continue;
      const variant = node.variants?.find((entry) => entry.product.stock_status === 'IN_STOCK');
      if (!variant) continue;
      return {
        ...productFacts(node),
        selectedOptions: variant.attributes.map((attribute) => attribute.uid),
        variantSku: variant.product.sku,
      };
    }
    throw new Skip('no configurable product with a child in stock was found');
  });

  /** A US region from the backend's country list, and an address in it. */
  readonly address = once(async (): Promise<AddressFacts> => {
    const data = dataOf<{
      country: { available_regions: Array<{ id: number; code: string; name: string }> };
    }>(await this.client.gql(`{ country(id: "US") { available_regions { id code name } } }`), 'country');
    const regions = data.country.available_regions ?? [];
    const region = regions.find((entry) => entry.code === 'TX') ?? regions[0];
    if (!region) throw new Skip('the backend offers no US region');
    return {
      firstname: 'Casey',
      lastname: 'Contract',
      street: ['500 Congress Ave'],
      city: 'Austin',
      region: { region_id: region.id, region_code: region.code, region: region.name },
      postcode: '78701',
      country_code: 'US',
      telephone: '5125550100',
    };
  });

  couponCode(): string {
    if (!this.options.couponCode) throw new Skip('no coupon code given (--coupon CODE)');
    return this.options.couponCode;
  }

  redirectFrom(): string {
    if (!this.options.redirectFrom) throw new Skip('no redirecting URL given (--redirect-from PATH)');
    return this.options.redirectFrom;
  }

  /**
   * A CMS block the backend has (--block ID, else the info bar's): skipped, not failed, when the
   * backend answers it missing, since each installation names its blocks.
   */
  readonly cmsBlock = once(async (): Promise<string> => {
    const identifier = this.options.cmsBlock ?? DEFAULT_CMS_BLOCK;
    const answer = await this.client.gql<{
      cmsBlocks: { items: Array<{ identifier: string } | null> } | null;
    }>(`query ($ids: [String]) { cmsBlocks(identifiers: $ids) { items { identifier } } }`, {
      variables: { ids: [identifier] },
    });
    if (answer.status === 200 && !answer.body?.data?.cmsBlocks?.items?.[0]) {
      throw new Skip(`the backend has no CMS block "${identifier}" (--block ID names one)`);
    }
    dataOf(answer, 'cmsBlocks');
    return identifier;
  });

  /** A new, empty guest cart's masked id. */
  async guestCart(): Promise<string> {
    const data = dataOf<{ createGuestCart: { cart: { id: string } } }>(
      await this.client.gql(`mutation { createGuestCart { cart { id } } }`),
      'createGuestCart',
    );
    return data.createGuestCart.cart.id;
  }

  /** A new guest cart holding `quantity` of a product; its id and the line's uid. */
  async guestCartWith(
    sku?: string,
    quantity = 1,
    extra: { parent_sku?: string; selected_options?: string[] } = {},
  ): Promise<{ cartId: string; itemUid: string }> {
    const cartId = await this.guestCart();
    return {
      cartId,
      itemUid: await this.addToCart(cartId, sku ?? (await this.simpleProduct()).sku, quantity, null, extra),
    };
  }

  /** Adds to a cart (the customer's when a token is given); the new line's uid. */
  async addToCart(
    cartId: string,
    sku: string,
    quantity: number,
    token: string | null = null,
    extra: { parent_sku?: string; selected_options?: string[] } = {},
  ): Promise<string> {
    const data = dataOf<{
      addProductsToCart: {
        cart: { items: Array<{ uid: string; product: { sku: string } }> };
        user_errors: Array<{ message: string }>;
      };
    }>(
      await this.client.gql(
        `mutation ($cartId: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $cartId, cartItems: $items) {
           cart { items { uid product { sku } } } user_errors { code message } } }`,
        { variables: { cartId, items: [{ sku, quantity, ...extra }] }, token },
      ),
      'addProductsToCart',
    );
    const errors = data.addProductsToCart.user_errors;
    if (errors.length)
      throw new Mismatch(`fixture addProductsToCart: ${errors.map((e) => e.message).join(', ')}`);
    const items = data.addProductsToCart.cart.items;
    const line = items[items.length - 1];
    if (!line) throw new Mismatch('fixture addProductsToCart: the cart has no line');
    return line.uid;
  }

  /** A shopper account made for this run (a new email address each run), signed in. */
  readonly shopper = once(async (): Promise<ShopperFacts> => {
    const shopper = {
      email: `contract.${unique()}@example.com`,
      password: `Contract-${unique()}-9x`,
      firstname: 'Casey',
      lastname: 'Contract',
    };
    dataOf(
      await this.client.gql(
        `mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }`,
        { variables: { input: { ...shopper, is_subscribed: false } } },
      ),
      'createCustomerV2',
    );
    return { ...shopper, token: await this.signIn(shopper.email, shopper.password) };
  });

  /** A new token for an account. */
  async signIn(email: string, password: string): Promise<string> {
    const data = dataOf<{ generateCustomerToken: { token: string } }>(
      await this.client.gql(
        `mutation ($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }`,
        { variables: { email, password } },
      ),
      'generateCustomerToken',
    );
    return data.generateCustomerToken.token;
  }

  /** A second account of its own (for cases that revoke a token or cross customers). */
  async otherShopper(): Promise<ShopperFacts> {
    const email = `contract.other.${unique()}@example.com`;
    const password = `Contract-${unique()}-7y`;
    dataOf(
      await this.client.gql(
        `mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }`,
        { variables: { input: { email, password, firstname: 'Robin', lastname: 'Contract' } } },
      ),
      'createCustomerV2',
    );
    return {
      email,
      password,
      firstname: 'Robin',
      lastname: 'Contract',
      token: await this.signIn(email, password),
    };
  }

  /** The signed-in shopper's active cart id. */
  async shopperCart(token: string): Promise<string> {
    const data = dataOf<{ customerCart: { id: string } }>(
      await this.client.gql(`{ customerCart { id } }`, { token }),
      'customerCart',
    );
    return data.customerCart.id;
  }

  /**
   * A guest cart ready to order: a line, the shipping address and the first shipping method set
   * over REST (as the storefront does). Answers the cart id and the method chosen.
   */
  async readyGuestCart(): Promise<{ cartId: string; carrier: string; method: string; email: string }> {
    const { cartId } = await this.guestCartWith();
    const address = await this.address();
    const data = dataOf<{
      setShippingAddressesOnCart: {
        cart: {
          shipping_addresses: Array<{
            available_shipping_methods: Array<{
              carrier_code: string;
              method_code: string;
              available: boolean;
            }>;
          }>;
        };
      };
    }>(
      await this.client.gql(
        `mutation ($cartId: String!, $address: CartAddressInput!) {
           setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [{ address: $address }] }) {
             cart { shipping_addresses { available_shipping_methods { carrier_code method_code available } } } } }`,
        { variables: { cartId, address: graphqlAddress(address) } },
      ),
      'setShippingAddressesOnCart',
    );
    const method =
      data.setShippingAddressesOnCart.cart.shipping_addresses[0]?.available_shipping_methods.find(
        (entry) => entry.available,
      );
    if (!method) throw new Skip('no shipping method is available for a US address');
    const email = `contract.guest.${unique()}@example.com`;
    const answer = await this.client.rest('POST', `/V1/guest-carts/${cartId}/shipping-information`, {
      body: {
        addressInformation: {
          shipping_address: restAddress(address, email),
          billing_address: restAddress(address, email),
          shipping_carrier_code: method.carrier_code,
          shipping_method_code: method.method_code,
        },
      },
    });
    if (answer.status !== 200) {
      throw new Mismatch(
        `fixture shipping-information: HTTP ${answer.status} ${JSON.stringify(answer.body)}`,
      );
    }
    return { cartId, carrier: method.carrier_code, method: method.method_code, email };
  }

  /** A payment method the backend offers without a gateway (check / money order). */
  readonly offlinePaymentMethod = once(async (): Promise<string> => {
    const { cartId } = await this.readyGuestCart();
    const data = dataOf<{ cart: { available_payment_methods: Array<{ code: string }> } }>(
      await this.client.gql(
        `query ($cartId: String!) { cart(cart_id: $cartId) { available_payment_methods { code } } }`,
        {
          variables: { cartId },
        },
      ),
      'available_payment_methods',
    );
    const codes = data.cart.available_payment_methods.map((method) => method.code);
    const offline = ['checkmo', 'cashondelivery', 'banktransfer', 'free'].find((code) =>
      codes.includes(code),
    );
    if (!offline) throw new Skip(`no offline payment method is enabled (offered: ${codes.join(', ')})`);
    return offline;
  });

  /** A guest order placed over REST: its cart id and the answer (the order id). */
  readonly guestOrder = once(async (): Promise<{ cartId: string; orderId: unknown; email: string }> => {
    const method = await this.offlinePaymentMethod();
    const { cartId, email } = await this.readyGuestCart();
    const address = await this.address();
    const answer = await this.client.rest('POST', `/V1/guest-carts/${cartId}/payment-information`, {
      body: { cartId, email, billingAddress: restAddress(address, email), paymentMethod: { method } },
    });
    if (answer.status !== 200) {
      throw new Mismatch(`fixture payment-information: HTTP ${answer.status} ${JSON.stringify(answer.body)}`);
    }
    return { cartId, orderId: answer.body, email };
  });
}

/** An order of the shopper's, placed over REST as the storefront places it: its number. */
export async function placeShopperOrder(
  fixtures: Fixtures,
  client: BackendClient,
  token: string,
): Promise<string> {
  const [method, address, product] = await Promise.all([
    fixtures.offlinePaymentMethod(),
    fixtures.address(),
    fixtures.simpleProduct(),
  ]);
  const cartId = await fixtures.shopperCart(token);
  await fixtures.addToCart(cartId, product.sku, 1, token);
  const methods = await client.gql<{
    setShippingAddressesOnCart: {
      cart: {
        shipping_addresses: Array<{
          available_shipping_methods: Array<{
            carrier_code: string;
            method_code: string;
            available: boolean;
          }>;
        }>;
      };
    };
  }>(
    `mutation ($cartId: String!, $address: CartAddressInput!) {
       setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [{ address: $address }] }) {
         cart { shipping_addresses { available_shipping_methods { carrier_code method_code available } } } } }`,
    { variables: { cartId, address: graphqlAddress(address) }, token },
  );
  const chosen =
    methods.body.data?.setShippingAddressesOnCart.cart.shipping_addresses[0]?.available_shipping_methods.find(
      (entry) => entry.available,
    );
  if (!chosen) throw new Mismatch(`fixture customer shipping methods: ${JSON.stringify(methods.body)}`);
  const shipping = await client.rest('POST', '/V1/carts/mine/shipping-information', {
    token,
    body: {
      addressInformation: {
        shipping_address: restAddress(address),
        billing_address: restAddress(address),
        shipping_carrier_code: chosen.carrier_code,
        shipping_method_code: chosen.method_code,
      },
    },
  });
  if (shipping.status !== 200)
    throw new Mismatch(
      `fixture mine/shipping-information: HTTP ${shipping.status} ${JSON.stringify(shipping.body)}`,
    );
  const placed = await client.rest('POST', '/V1/carts/mine/payment-information', {
    token,
    body: { billingAddress: restAddress(address), paymentMethod: { method } },
  });
  if (placed.status !== 200)
    throw new Mismatch(
      `fixture mine/payment-information: HTTP ${placed.status} ${JSON.stringify(placed.body)}`,
    );
  const orders = await client.gql<{ customer: { orders: { items: Array<{ number: string }> } } }>(
    '{ customer { orders(pageSize: 1, sort: { sort_field: CREATED_AT, sort_direction: DESC }) { items { number } } } }',
    { token },
  );
  const number = orders.body.data?.customer.orders.items[0]?.number;
  if (!number) throw new Mismatch(`fixture customer orders: ${JSON.stringify(orders.body)}`);
  return number;
}

/** An address as GraphQL's CartAddressInput / CustomerAddressInput takes it. */
export function graphqlAddress(address: AddressFacts) {
  return {
    firstname: address.firstname,
    lastname: address.lastname,
    street: address.street,
    city: address.city,
    region: address.region.region_code,
    region_id: address.region.region_id,
    postcode: address.postcode,
    country_code: address.country_code,
    telephone: address.telephone,
    save_in_address_book: false,
  };
}

/** An address as Magento's web API takes it. */
export function restAddress(address: AddressFacts, email?: string) {
  return {
    firstname: address.firstname,
    lastname: address.lastname,
    street: address.street,
    city: address.city,
    region: address.region.region,
    region_id: address.region.region_id,
    region_code: address.region.region_code,
    postcode: address.postcode,
    telephone: address.telephone,
    country_id: address.country_code,
    ...(email ? { email } : {}),
  };
}
