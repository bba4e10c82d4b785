/** Transport: methods, headers, parse errors and the cache id, for every GraphQL request. */
import { GET_STORE_NAME } from '../../src/features/shell/graphql/switchers';
import type { GraphQLBody } from '../client';
import { equal, graphqlError, matches, ok, status } from '../check';
import { send } from '../documents';
import { CURRENCY_REFUSED, STORE_NOT_FOUND, TOKEN_UNREADABLE, unknownField } from '../magentoMessages';
import type { ContractCase } from '../suite';

const CONTROLLER = 'app/code/Magento/GraphQl/Controller/GraphQl.php';
const AUTHORIZATION_VALIDATOR =
  'app/code/Magento/CustomerGraphQl/Controller/HttpRequestValidator/AuthorizationRequestValidator.php';
const AUTHENTICATION_TEST =
  'dev/tests/api-functional/testsuite/Magento/GraphQl/Customer/AuthenticationTest.php';
const PUBLIC_QUERY = '{ storeConfig { store_code } }';

export const transportCases: ContractCase[] = [
  {
    id: 'transport.get.query',
    title: 'a query by GET is answered with data and an X-Magento-Cache-Id header',
    source: [CONTROLLER, 'app/code/Magento/GraphQlCache/Controller/Plugin/GraphQl.php'],
    async run({ client }) {
      const answer = await send(client, GET_STORE_NAME);
      status(answer, 200);
      ok(answer.body.data?.storeConfig, 'storeConfig is answered');
      matches(answer.headers.get('x-magento-cache-id'), /^[0-9a-f]{64}$/, 'X-Magento-Cache-Id');
    },
  },
  {
    id: 'transport.get.mutation-refused',
    title: 'a mutation sent by GET is refused: "Mutation requests allowed only for POST requests"',
    source: [
      'app/code/Magento/GraphQl/Controller/HttpRequestValidator/HttpVerbValidator.php',
      'dev/tests/api-functional/testsuite/Magento/GraphQl/TestModule/GraphQlMutationTest.php',
    ],
    async run({ client }) {
      const answer = await client.gql('mutation { createGuestCart { cart { id } } }', { method: 'GET' });
      graphqlError(answer, {
        message: 'Mutation requests allowed only for POST requests',
        category: 'graphql-input',
        status: 200,
        hasPath: false,
      });
      equal(answer.body.data, undefined, 'data');
    },
  },
  {
    id: 'transport.post.not-json',
    title:
      'a POST that is not application/json (a form or text/plain, which any site can send) is not executed: "Request content type must be application/json"',
    source: ['app/code/Magento/GraphQl/Controller/HttpRequestValidator/ContentTypeValidator.php'],
    async run({ client }) {
      const answer = await client.raw('/graphql', {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain' },
        body: JSON.stringify({ query: 'mutation { createGuestCart { cart { id } } }' }),
      });
      // 415 where the validator throws UnsupportedMediaTypeException; earlier 2.4 releases, 200.
      ok([200, 415].includes(answer.status), `HTTP status: expected 415 (or 200), got ${answer.status}`);
      const body = answer.body as GraphQLBody;
      equal(body.errors?.[0]?.message, 'Request content type must be application/json', 'message');
      equal(body.data, undefined, 'data');
    },
  },
  {
    id: 'transport.syntax-error',
    title: 'a query that does not parse is answered HTTP 400 with a "Syntax Error" message',
    source: [CONTROLLER],
    async run({ client }) {
      const answer = await client.gql('{ storeConfig { store_code ');
      status(answer, 400);
      matches(answer.body.errors?.[0]?.message, /^Syntax Error: /, 'message');
    },
  },
  {
    id: 'transport.unknown-field',
    title: 'a query naming a field the schema lacks is answered HTTP 200 with a validation error, no data',
    source: ['app/code/Magento/GraphQl/Model/Query/QueryProcessor.php', CONTROLLER],
    async run({ client }) {
      const answer = await client.gql('{ storeConfig { no_such_field } }');
      graphqlError(answer, {
        message: unknownField('no_such_field', 'StoreConfig'),
        status: 200,
      });
      equal(answer.body.data, undefined, 'data');
    },
  },
  {
    id: 'transport.store.unknown',
    title: 'an unknown Store header is refused: "Requested store is not found" (graphql-input, 200)',
    source: ['app/code/Magento/StoreGraphQl/Controller/HttpRequestValidator/StoreValidator.php'],
    async run({ client }) {
      const answer = await client.gql(PUBLIC_QUERY, { store: 'no_such_store_view' });
      graphqlError(answer, {
        message: STORE_NOT_FOUND,
        category: 'graphql-input',
        status: 200,
        hasPath: false,
      });
      equal(answer.body.data, undefined, 'data');
    },
  },
  {
    id: 'transport.store.known',
    title: 'the store view code of storeConfig is accepted as the Store header',
    source: ['app/code/Magento/StoreGraphQl/Controller/HttpRequestValidator/StoreValidator.php'],
    async run({ client, fixtures }) {
      const { store_code } = await fixtures.store();
      const answer = await client.gql(PUBLIC_QUERY, { store: store_code });
      status(answer, 200);
      equal(answer.body.data, { storeConfig: { store_code } }, 'data');
    },
  },
  {
    id: 'transport.currency.unknown',
    title: 'a Content-Currency the store does not offer is refused: "Please correct the target currency"',
    source: ['app/code/Magento/DirectoryGraphQl/Controller/HttpRequestValidator/CurrencyValidator.php'],
    async run({ client }) {
      const answer = await client.gql(PUBLIC_QUERY, { currency: 'XYZ' });
      graphqlError(answer, {
        message: CURRENCY_REFUSED,
        category: 'graphql-input',
        status: 200,
        hasPath: false,
      });
    },
  },
  {
    id: 'transport.currency.offered',
    title: 'an offered Content-Currency prices products in that currency',
    source: ['app/code/Magento/DirectoryGraphQl/Controller/HttpHeaderProcessor/CurrencyProcessor.php'],
    async run({ client, fixtures }) {
      const store = await fixtures.store();
      const other = store.available_currency_codes.find(
        (code) => code !== store.default_display_currency_code,
      );
      const product = await fixtures.simpleProduct();
      const query = `query ($sku: String!) { products(filter: { sku: { eq: $sku } }) { items {
        price_range { minimum_price { final_price { currency } } } } } }`;
      const currency = other ?? store.default_display_currency_code;
      const answer = await client.gql<{
        products: { items: Array<{ price_range: { minimum_price: { final_price: { currency: string } } } }> };
      }>(query, { variables: { sku: product.sku }, currency });
      status(answer, 200);
      equal(
        answer.body.data?.products.items[0]?.price_range.minimum_price.final_price.currency,
        currency,
        'final_price.currency',
      );
    },
  },
  {
    id: 'transport.token.invalid',
    title: 'an unreadable bearer token gets HTTP 401 on a public query (graphql-authentication)',
    source: [
      AUTHORIZATION_VALIDATOR,
      AUTHENTICATION_TEST,
      'app/code/Magento/Integration/Model/CompositeTokenReader.php',
    ],
    async run({ client }) {
      const answer = await client.gql(PUBLIC_QUERY, { token: 'invalid_token' });
      graphqlError(answer, {
        message: TOKEN_UNREADABLE,
        category: 'graphql-authentication',
        status: 401,
        hasPath: false,
      });
      equal(answer.body.data, undefined, 'data');
    },
  },
  {
    id: 'transport.token.other-scheme',
    title: 'an Authorization header that is not "Bearer <token>" is ignored: the request is a guest\'s',
    source: [AUTHORIZATION_VALIDATOR],
    async run({ client }) {
      const answer = await client.gql(PUBLIC_QUERY, { extra: { Authorization: 'Basic dXNlcjpwYXNz' } });
      status(answer, 200);
      ok(answer.body.data?.storeConfig, 'storeConfig is answered');
    },
  },
];
