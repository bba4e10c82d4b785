/** Store configuration, URL resolution, products and categories: what every page asks first. */
import { RESOLVE_URL } from '../../src/platform/routing/graphql/resolveUrl';
import { GET_STORE_LOCALE } from '../../src/platform/intl/storeLocale';
import { GET_CATEGORY } from '../../src/features/catalog/graphql/category';
import { GET_PRODUCT_DETAIL } from '../../src/features/catalog/graphql/product';
import { GET_PRODUCT_LIST } from '../../src/features/catalog/graphql/productList';
import { GET_SEARCH_SUGGESTIONS } from '../../src/features/catalog/graphql/searchSuggestions';
import { GET_AVAILABLE_STORES, GET_CURRENCY } from '../../src/features/shell/graphql/switchers';
import { data, equal, graphqlError, ok, shape, status } from '../check';
import { send } from '../documents';
import { Skip, type ContractCase } from '../suite';

const PRODUCTS_RESOLVER = 'app/code/Magento/CatalogGraphQl/Model/Resolver/Products.php';
const ROUTE = 'app/code/Magento/UrlRewriteGraphQl/Model/Resolver/Route.php';
const ROUTE_TEST = 'dev/tests/api-functional/testsuite/Magento/GraphQl/UrlRewrite/RouteTest.php';
const CATEGORIES = 'app/code/Magento/CatalogGraphQl/Model/Resolver/CategoriesQuery.php';

interface ListData {
  products: {
    total_count: number;
    page_info: { current_page: number; page_size: number; total_pages: number };
    items: Array<{
      sku: string;
      name: string;
      price_range: { minimum_price: { final_price: { value: number } } };
    }>;
    aggregations: Array<{
      attribute_code: string;
      label: string;
      count: number;
      options: Array<{ label: string; value: string; count: number }>;
    }>;
  } | null;
}

const list = (variables: Record<string, unknown>) => ({ pageSize: 6, currentPage: 1, ...variables });

export const catalogCases: ContractCase[] = [
  {
    id: 'store.config',
    title: 'storeConfig answers the fields the storefront reads, with the root category uid',
    source: ['app/code/Magento/StoreGraphQl/Model/Resolver/StoreConfigResolver.php'],
    async run({ client }) {
      const answer = await send(client, GET_STORE_LOCALE);
      const config = data<{ storeConfig: Record<string, unknown> }>(answer).storeConfig;
      shape(config, { locale: 'string' }, 'storeConfig');
      const store = await client.gql<{ storeConfig: Record<string, unknown> }>(
        '{ storeConfig { store_code store_name root_category_uid category_url_suffix product_url_suffix secure_base_media_url } }',
      );
      shape(
        data(store).storeConfig,
        {
          store_code: 'string',
          store_name: 'string',
          root_category_uid: 'string',
          category_url_suffix: 'string|null',
          secure_base_media_url: 'string',
        },
        'storeConfig',
      );
    },
  },
  {
    id: 'store.available-stores',
    title: 'availableStores lists the store views with their currency, locale and media URL',
    source: ['app/code/Magento/StoreGraphQl/Model/Resolver/AvailableStoresResolver.php'],
    async run({ client, fixtures }) {
      const { store_code } = await fixtures.store();
      const stores = data<{ availableStores: Array<Record<string, unknown>> }>(
        await send(client, GET_AVAILABLE_STORES),
      ).availableStores;
      ok(stores.length > 0, 'at least one store view');
      const current = stores.find((entry) => entry.store_code === store_code);
      ok(current, `the current store view ${store_code} is listed`);
      shape(
        current,
        {
          store_group_code: 'string',
          default_display_currency_code: 'string',
          locale: 'string',
          secure_base_media_url: 'string',
        },
        'availableStores[]',
      );
    },
  },
  {
    id: 'store.currency',
    title: 'currency answers the default display currency and the codes on offer',
    source: ['app/code/Magento/DirectoryGraphQl/Model/Resolver/Currency.php'],
    async run({ client }) {
      const currency = data<{
        currency: { default_display_currency_code: string; available_currency_codes: string[] };
      }>(await send(client, GET_CURRENCY)).currency;
      ok(
        currency.available_currency_codes.includes(currency.default_display_currency_code),
        'the default display currency is among the available codes',
      );
    },
  },
  {
    id: 'route.category',
    title: 'route() of a category URL answers the category: type CATEGORY, redirect_code 0, its uid',
    source: [ROUTE, ROUTE_TEST],
    async run({ client, fixtures }) {
      const category = await fixtures.category();
      const { category_url_suffix } = await fixtures.store();
      const url = `${category.url_path}${category_url_suffix ?? ''}`;
      const route = data<{ route: Record<string, unknown> | null }>(
        await send(client, RESOLVE_URL, { url }),
      ).route;
      equal(
        { type: route?.type, redirect_code: route?.redirect_code, uid: route?.uid },
        { type: 'CATEGORY', redirect_code: 0, uid: category.uid },
        'route',
      );
      equal(route?.relative_url, url, 'relative_url');
    },
  },
  {
    id: 'route.product',
    title: 'route() of a product URL answers the product: type PRODUCT with its __typename and uid',
    source: [ROUTE, ROUTE_TEST],
    async run({ client, fixtures }) {
      const product = await fixtures.simpleProduct();
      const { product_url_suffix } = await fixtures.store();
      const url = `/${product.url_key}${product_url_suffix ?? ''}`;
      const route = data<{ route: Record<string, unknown> | null }>(
        await send(client, RESOLVE_URL, { url }),
      ).route;
      equal(
        {
          type: route?.type,
          __typename: route?.__typename,
          uid: route?.uid,
          redirect_code: route?.redirect_code,
        },
        { type: 'PRODUCT', __typename: 'SimpleProduct', uid: product.uid, redirect_code: 0 },
        'route',
      );
      equal(route?.relative_url, url.slice(1), 'relative_url (the leading slash removed)');
    },
  },
  {
    id: 'route.cms-page',
    title: 'route() of the home page identifier answers the CMS page: type CMS_PAGE with its identifier',
    source: [ROUTE, ROUTE_TEST],
    async run({ client, fixtures }) {
      const { cms_home_page } = await fixtures.store();
      const route = data<{ route: Record<string, unknown> | null }>(
        await send(client, RESOLVE_URL, { url: cms_home_page }),
      ).route;
      equal(
        { type: route?.type, identifier: route?.identifier },
        { type: 'CMS_PAGE', identifier: cms_home_page },
        'route',
      );
    },
  },
  {
    id: 'route.unknown',
    title: 'route() of a URL nothing answers to is null, without an error',
    source: [ROUTE, ROUTE_TEST],
    async run({ client }) {
      const answer = await send(client, RESOLVE_URL, { url: `/no-such-page-${Date.now()}.html` });
      equal(data(answer), { route: null }, 'data');
    },
  },
  {
    id: 'route.empty',
    title: 'route() of an empty URL: "\\"url\\" argument should be specified and not empty" (graphql-input)',
    source: ['app/code/Magento/UrlRewriteGraphQl/Model/Resolver/AbstractEntityUrl.php', ROUTE],
    async run({ client }) {
      const answer = await send(client, RESOLVE_URL, { url: '' });
      graphqlError(answer, {
        message: '"url" argument should be specified and not empty',
        category: 'graphql-input',
        hasPath: true,
      });
      equal(answer.body.data, { route: null }, 'data');
    },
  },
  {
    id: 'route.redirect',
    title: 'route() of an old URL answers the entity with redirect_code 301 and its current URL',
    source: [ROUTE, ROUTE_TEST],
    async run({ client, fixtures }) {
      const from = fixtures.redirectFrom();
      const route = data<{ route: Record<string, unknown> | null }>(
        await send(client, RESOLVE_URL, { url: from }),
      ).route;
      ok(route, 'route is answered');
      equal(route.redirect_code, 301, 'redirect_code');
      ok(
        route.relative_url && route.relative_url !== from.replace(/^\//, ''),
        'relative_url names the new URL',
      );
      ok(
        ['CATEGORY', 'PRODUCT', 'CMS_PAGE'].includes(String(route.type)),
        `type is an entity type (${route.type})`,
      );
    },
  },
  {
    id: 'products.category.page',
    title: "a category's products: total_count, page_info and items as the listing reads them",
    source: [PRODUCTS_RESOLVER, 'app/code/Magento/CatalogGraphQl/Model/Resolver/Products/Query/Search.php'],
    async run({ client, fixtures }) {
      const category = await fixtures.category();
      const products = data<ListData>(
        await send(client, GET_PRODUCT_LIST, list({ filter: { category_uid: { eq: category.uid } } })),
      ).products!;
      ok(products.total_count > 0, 'total_count > 0');
      equal(products.page_info.current_page, 1, 'page_info.current_page');
      equal(products.page_info.page_size, 6, 'page_info.page_size');
      equal(products.page_info.total_pages, Math.ceil(products.total_count / 6), 'page_info.total_pages');
      ok(products.items.length === Math.min(6, products.total_count), 'one page of items');
    },
  },
  {
    id: 'products.aggregations',
    title: 'aggregations: count is the number of options, each option counts products; a category_uid facet',
    source: [
      'app/code/Magento/CatalogGraphQl/Model/Resolver/Aggregations.php',
      'app/code/Magento/CatalogGraphQl/DataProvider/Product/LayeredNavigation/Formatter/LayerFormatter.php',
      'dev/tests/api-functional/testsuite/Magento/GraphQl/Catalog/ProductSearchCategoryAggregationsTest.php',
    ],
    async run({ client, fixtures }) {
      const category = await fixtures.category();
      const products = data<ListData>(
        await send(client, GET_PRODUCT_LIST, list({ filter: { category_uid: { eq: category.uid } } })),
      ).products!;
      ok(products.aggregations.length > 0, 'aggregations are answered');
      for (const aggregation of products.aggregations) {
        equal(aggregation.count, aggregation.options.length, `${aggregation.attribute_code}.count`);
        for (const option of aggregation.options) {
          shape(
            option,
            { label: 'string', value: 'string', count: 'number' },
            `${aggregation.attribute_code}.options[]`,
          );
        }
      }
      const price = products.aggregations.find((aggregation) => aggregation.attribute_code === 'price');
      ok(price, 'a price aggregation');
      for (const option of price.options)
        ok(/^\d+(\.\d+)?_(\d+(\.\d+)?|\*)$/.test(option.value), `price value "${option.value}" is from_to`);
    },
  },
  {
    id: 'products.filter.price',
    title:
      "a price option of the aggregations as filter (from, to): total_count is the option's count (plus any product priced exactly at to)",
    source: [
      'app/code/Magento/CatalogGraphQl/Plugin/Search/Request/ConfigReader.php',
      'app/code/Magento/Elasticsearch/SearchAdapter/Filter/Builder/Range.php',
      'app/code/Magento/CatalogGraphQl/DataProvider/Product/LayeredNavigation/Builder/Price.php',
    ],
    async run({ client, fixtures }) {
      const category = await fixtures.category();
      const inCategory = { category_uid: { eq: category.uid } };
      const all = data<ListData>(
        await send(client, GET_PRODUCT_LIST, list({ filter: inCategory })),
      ).products!;
      const option = all.aggregations.find((aggregation) => aggregation.attribute_code === 'price')
        ?.options[0];
      if (!option) throw new Skip(`category ${category.name} has no price option`);
      const [from, to] = option.value.split('_') as [string, string];
      const price = to === '*' ? { from } : { from, to };
      const filtered = data<ListData>(
        await send(client, GET_PRODUCT_LIST, list({ filter: { ...inCategory, price } })),
      ).products!;
      // A range filter is from <= price <= to; a bucket is from <= price < to.
      const atTo =
        to === '*'
          ? 0
          : data<ListData>(
              await send(
                client,
                GET_PRODUCT_LIST,
                list({ filter: { ...inCategory, price: { from: to, to } } }),
              ),
            ).products!.total_count;
      equal(filtered.total_count, option.count + atTo, `total_count of price ${option.value}`);
      for (const item of filtered.items) {
        const value = item.price_range.minimum_price.final_price.value;
        ok(
          value >= Number(from) && (to === '*' || value <= Number(to)),
          `${item.sku} at ${value} is in ${option.value}`,
        );
      }
    },
  },
  {
    id: 'products.filter.select',
    title:
      "a select attribute's option of the aggregations as filter (eq): total_count is the option's count",
    source: [
      'app/code/Magento/CatalogGraphQl/Plugin/Search/Request/ConfigReader.php',
      'app/code/Magento/CatalogGraphQl/DataProvider/Product/LayeredNavigation/Builder/Attribute.php',
      'dev/tests/api-functional/testsuite/Magento/GraphQl/Catalog/ProductSearchTest.php',
    ],
    async run({ client, fixtures }) {
      const category = await fixtures.category();
      const inCategory = { category_uid: { eq: category.uid } };
      const all = data<ListData>(
        await send(client, GET_PRODUCT_LIST, list({ filter: inCategory })),
      ).products!;
      const aggregation = all.aggregations.find(
        (entry) =>
          !['price', 'category_uid', 'category_id'].includes(entry.attribute_code) && entry.options.length,
      );
      if (!aggregation) throw new Skip(`category ${category.name} has no select attribute facet`);
      const option = aggregation.options[0]!;
      const filtered = data<ListData>(
        await send(
          client,
          GET_PRODUCT_LIST,
          list({ filter: { ...inCategory, [aggregation.attribute_code]: { eq: option.value } } }),
        ),
      ).products!;
      equal(
        filtered.total_count,
        option.count,
        `total_count of ${aggregation.attribute_code} ${option.label}`,
      );
    },
  },
  {
    id: 'products.sort.price',
    title: 'sort by price ascending orders the listing by final price',
    source: ['app/code/Magento/CatalogGraphQl/DataProvider/Product/SearchCriteriaBuilder.php'],
    async run({ client, fixtures }) {
      const category = await fixtures.category();
      const products = data<ListData>(
        await send(
          client,
          GET_PRODUCT_LIST,
          list({ filter: { category_uid: { eq: category.uid } }, sort: { price: 'ASC' }, pageSize: 20 }),
        ),
      ).products!;
      const prices = products.items.map((item) => item.price_range.minimum_price.final_price.value);
      equal(
        prices,
        [...prices].sort((a, b) => a - b),
        'prices in ascending order',
      );
    },
  },
  {
    id: 'products.page.beyond',
    title: 'a page beyond the last: "currentPage value N specified is greater than the M page(s) available."',
    source: [PRODUCTS_RESOLVER, 'app/code/Magento/CatalogGraphQl/Model/Resolver/Products/Query/Search.php'],
    async run({ client, fixtures }) {
      const category = await fixtures.category();
      const pages = Math.ceil(category.product_count / 6);
      const answer = await send(
        client,
        GET_PRODUCT_LIST,
        list({ filter: { category_uid: { eq: category.uid } }, currentPage: pages + 5 }),
      );
      graphqlError(answer, {
        message: /^currentPage value \d+ specified is greater than the \d+ page\(s\) available\.$/,
        category: 'graphql-input',
        hasPath: true,
      });
      equal(answer.body.data, { products: null }, 'data');
    },
  },
  {
    id: 'products.page.zero',
    title: 'currentPage 0: "currentPage value must be greater than 0."',
    source: [PRODUCTS_RESOLVER],
    async run({ client, fixtures }) {
      const category = await fixtures.category();
      const answer = await send(
        client,
        GET_PRODUCT_LIST,
        list({ filter: { category_uid: { eq: category.uid } }, currentPage: 0 }),
      );
      graphqlError(answer, {
        message: 'currentPage value must be greater than 0.',
        category: 'graphql-input',
      });
    },
  },
  {
    id: 'products.page-size.zero',
    title: 'pageSize 0: "pageSize value must be greater than 0."',
    source: [PRODUCTS_RESOLVER],
    async run({ client, fixtures }) {
      const category = await fixtures.category();
      const answer = await send(
        client,
        GET_PRODUCT_LIST,
        list({ filter: { category_uid: { eq: category.uid } }, pageSize: 0 }),
      );
      graphqlError(answer, { message: 'pageSize value must be greater than 0.', category: 'graphql-input' });
    },
  },
  {
    id: 'products.no-search-no-filter',
    title: "neither search nor filter: \"'search' or 'filter' input argument is required.\"",
    source: [PRODUCTS_RESOLVER],
    async run({ client }) {
      const answer = await send(client, GET_PRODUCT_LIST, list({}));
      graphqlError(answer, {
        message: "'search' or 'filter' input argument is required.",
        category: 'graphql-input',
      });
    },
  },
  {
    id: 'products.url-key',
    title: 'filter by url_key answers that one product, as the product page asks for it',
    source: ['app/code/Magento/CatalogGraphQl/DataProvider/Product/SearchCriteriaBuilder.php'],
    async run({ client, fixtures }) {
      const product = await fixtures.simpleProduct();
      const items = data<{ products: { items: Array<{ sku: string; uid: string }> } }>(
        await send(client, GET_PRODUCT_DETAIL, { urlKey: product.url_key }),
      ).products.items;
      equal(
        items.map((item) => item.sku),
        [product.sku],
        'skus',
      );
    },
  },
  {
    id: 'products.url-key.unknown',
    title: 'filter by a url_key nothing has: no items, total_count 0, no error',
    source: ['app/code/Magento/CatalogGraphQl/DataProvider/Product/SearchCriteriaBuilder.php'],
    async run({ client }) {
      const answer = await client.gql<{ products: { total_count: number; items: unknown[] } }>(
        'query ($key: String!) { products(filter: { url_key: { eq: $key } }) { total_count items { sku } } }',
        { variables: { key: `no-such-product-${Date.now()}` } },
      );
      equal(data(answer).products, { total_count: 0, items: [] }, 'products');
    },
  },
  {
    id: 'products.configurable',
    title: 'a configurable product answers its options and variants with option value uids',
    source: ['app/code/Magento/ConfigurableProductGraphQl/Model/Resolver/ConfigurableVariant.php'],
    async run({ client, fixtures }) {
      const product = await fixtures.configurableProduct();
      const items = data<{
        products: {
          items: Array<{
            __typename: string;
            configurable_options?: Array<{ attribute_code: string; values: Array<{ uid: string }> }>;
            variants?: Array<{ attributes: Array<{ uid: string }> }>;
          }>;
        };
      }>(await send(client, GET_PRODUCT_DETAIL, { urlKey: product.url_key })).products.items;
      const [item] = items;
      equal(item?.__typename, 'ConfigurableProduct', '__typename');
      const values = new Set(
        item?.configurable_options?.flatMap((option) => option.values.map((value) => value.uid)),
      );
      ok(values.size > 0, 'configurable_options have values');
      for (const variant of item?.variants ?? []) {
        for (const attribute of variant.attributes)
          ok(values.has(attribute.uid), `variant attribute uid ${attribute.uid} is an option value`);
      }
    },
  },
  {
    id: 'products.search',
    title: 'search by a product name finds it',
    source: ['app/code/Magento/CatalogGraphQl/Model/Resolver/Products/Query/Search.php'],
    async run({ client, fixtures }) {
      const product = await fixtures.simpleProduct();
      const term = product.name.split(/\s+/).find((word) => word.length >= 4) ?? product.name;
      const products = data<ListData>(
        await send(client, GET_PRODUCT_LIST, list({ search: term, pageSize: 50 })),
      ).products!;
      ok(products.total_count > 0, `search "${term}" finds products`);
    },
  },
  {
    id: 'categories.uid',
    title: 'categories by uid answers the category page with its breadcrumbs and children',
    source: [
      CATEGORIES,
      'dev/tests/api-functional/testsuite/Magento/GraphQl/Catalog/CategoriesQuery/CategoriesFilterTest.php',
    ],
    async run({ client, fixtures }) {
      const category = await fixtures.category();
      const items = data<{
        categories: { items: Array<{ uid: string; name: string; children: unknown[] }> };
      }>(await send(client, GET_CATEGORY, { uid: category.uid })).categories.items;
      equal(
        items.map((item) => item.uid),
        [category.uid],
        'uids',
      );
      ok(Array.isArray(items[0]?.children), 'children is a list');
    },
  },
  {
    id: 'categories.uid.unknown',
    title: 'categories by a uid nothing has: no items, no error',
    source: [CATEGORIES, 'app/code/Magento/CatalogGraphQl/Model/Category/CategoryFilter.php'],
    async run({ client }) {
      const answer = await send(client, GET_CATEGORY, { uid: Buffer.from('987654').toString('base64') });
      equal(data<{ categories: { items: unknown[] } }>(answer).categories.items, [], 'items');
    },
  },
  {
    id: 'categories.uid.malformed',
    title: 'categories by a uid that is not base64: "Value of uid \\"abc\\" is incorrect."',
    source: [
      'lib/internal/Magento/Framework/GraphQl/Query/Uid.php',
      'app/code/Magento/CatalogGraphQl/Model/Category/CategoryUidsArgsProcessor.php',
    ],
    async run({ client }) {
      const answer = await send(client, GET_CATEGORY, { uid: 'abc' });
      graphqlError(answer, { message: 'Value of uid "abc" is incorrect.', category: 'graphql-input' });
    },
  },
  {
    id: 'categories.no-filter',
    title: 'categories without filters answers the root category of the store',
    source: [
      CATEGORIES,
      'dev/tests/api-functional/testsuite/Magento/GraphQl/Catalog/CategoriesQuery/CategoriesFilterTest.php',
    ],
    async run({ client, fixtures }) {
      const { root_category_uid } = await fixtures.store();
      const items = data<{ categories: { items: Array<{ uid: string }> } }>(
        await client.gql('{ categories { items { uid } } }'),
      ).categories.items;
      equal(
        items.map((item) => item.uid),
        [root_category_uid],
        'uids',
      );
    },
  },
  {
    id: 'search-suggestions.short-term',
    title:
      'suggestions for two letters: products answered, categories null with "Invalid match filter. Minimum length is 3."',
    source: [CATEGORIES, 'app/code/Magento/CatalogGraphQl/Model/Category/Filter/SearchCriteria.php'],
    async run({ client }) {
      const answer = await send(client, GET_SEARCH_SUGGESTIONS, { text: 'ab', pageSize: 3 });
      status(answer, 200);
      graphqlError(answer, {
        message: 'Invalid match filter. Minimum length is 3.',
        category: 'graphql-input',
      });
      equal(answer.body.data?.categories, null, 'categories');
      ok(answer.body.data?.products, 'products are answered');
    },
  },
  {
    id: 'search-suggestions.term',
    title: 'suggestions for a product name: products and matching categories, no error',
    source: [CATEGORIES, 'app/code/Magento/CatalogGraphQl/Model/Resolver/Products/Query/Search.php'],
    async run({ client, fixtures }) {
      const category = await fixtures.category();
      const term = category.name.slice(0, Math.max(3, Math.min(6, category.name.length)));
      const answer = data<{ categories: { items: Array<{ name: string }> } }>(
        await send(client, GET_SEARCH_SUGGESTIONS, { text: term, pageSize: 5 }),
      );
      ok(
        answer.categories.items.some((item) => item.name.toLowerCase().includes(term.toLowerCase())),
        `a category whose name contains "${term}"`,
      );
    },
  },
];
