/** @jest-environment node */
import { gql } from '../../test/backend';
import { executeGraphQL, statusOf } from '../executor';

const post = (body: string, headers: Record<string, string> = {}) =>
  executeGraphQL(
    new Request('http://localhost/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body,
    }),
  );

describe('GraphQL transport', () => {
  it('answers queries by GET and by POST alike', async () => {
    const query = '{ storeConfig { store_code } }';
    const byGet = await gql(query, { method: 'GET' });
    const byPost = await gql(query);
    expect(byGet.body.data).toEqual({ storeConfig: { store_code: 'radio_store_view' } });
    expect(byPost.body).toEqual(byGet.body);
  });

  it('refuses mutations sent by GET, as Magento does', async () => {
    const answer = await gql('mutation { __typename }', { method: 'GET' });
    expect(answer.body.errors?.[0]?.message).toMatch(
      /Schema is not configured for mutations|Mutation requests allowed only for POST requests/,
    );
  });

  it('reports an unknown field as a validation error', async () => {
    const answer = await gql('{ storeConfig { no_such_field } }');
    expect(answer.status).toBe(200);
    expect(answer.body.errors?.[0]?.message).toBe(
      'Cannot query field "no_such_field" on type "StoreConfig".',
    );
    expect(answer.body.data).toBeUndefined();
  });

  it('reports a syntax error with its location', async () => {
    const answer = await gql('{ storeConfig { store_code }');
    expect(answer.body.errors?.[0]?.message).toMatch(/^Syntax Error/);
  });

  it('reports bad argument types', async () => {
    const answer = await gql('{ products(pageSize: "ten") { total_count } }');
    expect(answer.body.errors?.[0]?.message).toMatch(/Int cannot represent non-integer value: "ten"/);
  });

  it('answers malformed HTTP requests with 400 and a clear message', async () => {
    expect((await post('{not json')).status).toBe(400);
    expect((await post('{not json')).body.errors?.[0]?.message).toBe('The request body is not valid JSON.');
    expect((await post('[]')).status).toBe(400);
    expect((await post('{}')).body.errors?.[0]?.message).toBe('The request has no GraphQL query.');
    expect((await post(JSON.stringify({ query: '{ __typename }', variables: 'x' }))).status).toBe(400);
  });

  it('refuses queries nested deeper than Magento allows', async () => {
    let selection = 'uid';
    for (let i = 0; i < 22; i++) selection = `children { ${selection} }`;
    const answer = await gql(`{ categories { items { ${selection} } } }`);
    expect(answer.body.errors?.[0]?.message).toBe('Max query depth should be 20.');
  });

  it('refuses an unknown store before running the query (StoreGraphQl StoreValidator)', async () => {
    const answer = await gql('{ storeConfig { store_code } }', { headers: { Store: 'nowhere' } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      errors: [{ message: 'Requested store is not found', extensions: { category: 'graphql-input' } }],
    });
  });

  it('refuses a currency the store does not offer (DirectoryGraphQl CurrencyValidator)', async () => {
    const answer = await gql('{ storeConfig { store_code } }', { headers: { 'Content-Currency': 'XXX' } });
    expect(answer.body).toEqual({
      errors: [{ message: 'Please correct the target currency', extensions: { category: 'graphql-input' } }],
    });
    const lowerCase = await gql('{ currency { default_display_currency_code } }', {
      headers: { 'Content-Currency': 'eur' },
    });
    expect(lowerCase.body.errors).toBeUndefined();
  });

  it('answers a query that does not parse with HTTP 400', async () => {
    const answer = await gql('{ storeConfig { store_code ');
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]?.message).toMatch(/^Syntax Error: /);
  });

  it('takes the HTTP status from the first error with a category, as Magento does', () => {
    expect(statusOf(undefined)).toBe(200);
    expect(statusOf([{ extensions: { category: 'graphql-authorization' } }])).toBe(403);
    expect(statusOf([{ extensions: { category: 'graphql-authentication' } }])).toBe(401);
    expect(
      statusOf([
        { extensions: { category: 'graphql-input' } },
        { extensions: { category: 'graphql-authorization' } },
      ]),
    ).toBe(200);
    expect(statusOf([{}, { extensions: { category: 'graphql-authorization' } }])).toBe(403);
  });

  it('sends a cache id that depends on store, currency and sign-in state', async () => {
    const query = '{ storeConfig { store_code } }';
    const usd = (await gql(query)).headers['X-Magento-Cache-Id'];
    const eur = (await gql(query, { headers: { 'Content-Currency': 'EUR' } })).headers['X-Magento-Cache-Id'];
    const again = (await gql(query)).headers['X-Magento-Cache-Id'];
    expect(usd).toMatch(/^[0-9a-f]{64}$/);
    expect(usd).toBe(again);
    expect(eur).not.toBe(usd);
  });
});
