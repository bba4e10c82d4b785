/**
 * GraphQL execution over mock-backend/schema.graphql with graphql-js, answering the way Magento
 * does: HTTP 200 with `errors` for GraphQL problems (each with extensions.category), 400 for
 * requests that are not GraphQL at all, mutations only by POST, the `Store` and
 * `Content-Currency` headers honoured, and an `X-Magento-Cache-Id` on query answers.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  GraphQLError,
  buildSchema,
  execute,
  extendSchema,
  getOperationAST,
  isAbstractType,
  isObjectType,
  parse,
  validate,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
} from 'graphql';
import type { BackendContext, Resolvers, TypeNameResolver } from './context';
import { resolvers } from './resolvers';
import type { SeedAttribute } from './data/types';
import { tokenProblem } from './resolvers/account/tokens';
import { getState, type BackendState } from './state';

const schemaSDL = readFileSync(join(__dirname, 'schema.graphql'), 'utf8');

/** Magento's limits: queries nested deeper than this are refused. */
const MAX_QUERY_DEPTH = 20;

/**
 * Magento generates part of its schema from the installation's EAV attributes: every attribute
 * marked filterable in layered navigation becomes a field of ProductAttributeFilterInput. The
 * checked-in schema is the installation-independent part; this adds the seed catalog's own.
 */
function attributeFilterSDL(attributes: readonly SeedAttribute[]): string {
  const fields = attributes
    .filter((attribute) => attribute.is_filterable && attribute.code !== 'price')
    .map((attribute) => {
      const input =
        attribute.frontend_input === 'text' || attribute.frontend_input === 'textarea'
          ? 'FilterMatchTypeInput'
          : 'FilterEqualTypeInput';
      return `  "Attribute label: ${attribute.label}"\n  ${attribute.code}: ${input}`;
    });
  return fields.length ? `extend input ProductAttributeFilterInput {\n${fields.join('\n')}\n}` : '';
}

function buildExecutableSchema(map: Resolvers, attributes: readonly SeedAttribute[] = []): GraphQLSchema {
  let schema = buildSchema(schemaSDL);
  const dynamic = attributeFilterSDL(attributes);
  if (dynamic) schema = extendSchema(schema, parse(dynamic));
  for (const [typeName, fields] of Object.entries(map)) {
    const type = schema.getType(typeName);
    if (!type) throw new Error(`resolvers name a type the schema lacks: ${typeName}`);
    if (isAbstractType(type)) {
      if (fields.__resolveType) type.resolveType = fields.__resolveType as unknown as TypeNameResolver;
      continue;
    }
    if (!isObjectType(type)) throw new Error(`resolvers for ${typeName}, which is not an object type`);
    const typeFields = type.getFields();
    for (const [fieldName, resolve] of Object.entries(fields)) {
      const field = typeFields[fieldName];
      if (!field) throw new Error(`resolver for ${typeName}.${fieldName}, which the schema lacks`);
      field.resolve = resolve as typeof field.resolve;
    }
  }
  // Abstract types default to the `__typename` that seed-shaped answers carry.
  for (const type of Object.values(schema.getTypeMap())) {
    if (isAbstractType(type) && !type.resolveType) {
      type.resolveType = (value) => (value as { __typename?: string }).__typename;
    }
  }
  return schema;
}

const executables = new WeakMap<readonly SeedAttribute[], GraphQLSchema>();

/** The executable schema for a catalog's attribute set (built once per set). */
export function getSchema(
  attributes: readonly SeedAttribute[] = getState().catalog.attributes,
): GraphQLSchema {
  let schema = executables.get(attributes);
  if (!schema) {
    schema = buildExecutableSchema(resolvers, attributes);
    executables.set(attributes, schema);
  }
  return schema;
}

/**
 * Parsed documents and their validation errors per schema, by query text: a storefront sends the
 * same few queries again and again. Neither is changed by execution; each map is emptied when it
 * reaches MAX_DOCUMENTS (a client sending ever new texts).
 */
const MAX_DOCUMENTS = 500;
const documents = new Map<string, DocumentNode>();
const validations = new WeakMap<GraphQLSchema, Map<string, readonly GraphQLError[]>>();

function parsed(query: string): DocumentNode {
  let document = documents.get(query);
  if (!document) {
    document = parse(query);
    if (documents.size >= MAX_DOCUMENTS) documents.clear();
    documents.set(query, document);
  }
  return document;
}

function validated(schema: GraphQLSchema, query: string, document: DocumentNode): readonly GraphQLError[] {
  let known = validations.get(schema);
  if (!known) validations.set(schema, (known = new Map()));
  let errors = known.get(query);
  if (!errors) {
    errors = validate(schema, document);
    if (known.size >= MAX_DOCUMENTS) known.clear();
    known.set(query, errors);
  }
  return errors;
}

interface GraphQLRequestBody {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
}

export interface GraphQLAnswer {
  status: number;
  body: ExecutionResult | { errors: Array<{ message: string; extensions?: Record<string, unknown> }> };
  headers: Record<string, string>;
}

/** A request refused before execution: one error, no `data` (Magento's request validators). */
const refused = (status: number, message: string, category: string): GraphQLAnswer => ({
  status,
  body: { errors: [{ message, extensions: { category } }] },
  headers: {},
});

/** The token of an `Authorization: Bearer <token>` header; any other header is not a token. */
function bearerToken(header: string | null): string | null {
  const parts = header?.trim().split(' ') ?? [];
  return parts.length === 2 && parts[0]!.toLowerCase() === 'bearer' ? parts[1]! : null;
}

/**
 * Magento's status for an executed request: the first error with a category decides it,
 * graphql-authentication 401, graphql-authorization 403, anything else 200.
 */
export function statusOf(errors: ReadonlyArray<{ extensions?: { category?: unknown } }> | undefined): number {
  const first = errors?.find((error) => typeof error.extensions?.category === 'string');
  if (first?.extensions?.category === 'graphql-authentication') return 401;
  if (first?.extensions?.category === 'graphql-authorization') return 403;
  return 200;
}

const requestError = (status: number, message: string): GraphQLAnswer => ({
  status,
  body: { errors: [{ message, extensions: { category: 'graphql-input' } }] },
  headers: {},
});

function depthOf(document: DocumentNode): number {
  let max = 0;
  const walk = (node: { selectionSet?: { selections: readonly unknown[] } }, depth: number): void => {
    max = Math.max(max, depth);
    for (const child of node.selectionSet?.selections ?? []) walk(child as typeof node, depth + 1);
  };
  for (const def of document.definitions) walk(def as never, 0);
  return max;
}

/** Reads query, variables and operation name from a GET query string or a POST JSON body. */
async function readGraphQLRequest(request: Request): Promise<GraphQLRequestBody | GraphQLAnswer> {
  if (request.method === 'GET') {
    const params = new URL(request.url).searchParams;
    let variables: unknown = undefined;
    const rawVariables = params.get('variables');
    if (rawVariables) {
      try {
        variables = JSON.parse(rawVariables);
      } catch {
        return requestError(400, 'The "variables" parameter is not valid JSON.');
      }
    }
    return {
      query: params.get('query') ?? undefined,
      variables,
      operationName: params.get('operationName') ?? undefined,
    };
  }
  if (request.method !== 'POST') return requestError(405, `${request.method} is not allowed on /graphql.`);
  // Magento's ContentTypeValidator: a form or `text/plain` body, which another site can send
  // without asking first (no CORS preflight), is not read at all.
  if (!(request.headers.get('Content-Type') ?? '').includes('application/json')) {
    return requestError(415, 'Request content type must be application/json');
  }
  const text = await request.text();
  try {
    const body = JSON.parse(text) as unknown;
    if (!body || typeof body !== 'object' || Array.isArray(body)) {
      return requestError(400, 'The request body must be a JSON object with a "query" field.');
    }
    return body as GraphQLRequestBody;
  } catch {
    return requestError(400, 'The request body is not valid JSON.');
  }
}

export async function executeGraphQL(
  request: Request,
  state: BackendState = getState(),
): Promise<GraphQLAnswer> {
  const read = await readGraphQLRequest(request);
  if ('status' in read) return read;
  const { query, variables, operationName } = read;
  if (typeof query !== 'string' || !query.trim()) {
    return requestError(400, 'The request has no GraphQL query.');
  }
  if (
    variables !== undefined &&
    variables !== null &&
    (typeof variables !== 'object' || Array.isArray(variables))
  ) {
    return requestError(400, 'The "variables" field must be an object.');
  }
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') {
    return requestError(400, 'The "operationName" field must be a string.');
  }

  // Magento's request validators run before the query is parsed or executed, each refusing the
  // whole request (no `data`): the Store header, the bearer token, the currency, the HTTP verb.
  const storeCode = request.headers.get('Store')?.trim();
  const storeViews = state.store.storeViews;
  const storeView = storeCode
    ? storeViews.find(
        (view) => view.code === storeCode || (storeCode.toLowerCase() === 'default' && view.is_default),
      )
    : (storeViews.find((view) => view.is_default) ?? storeViews[0]);
  if (!storeView) return refused(200, 'Requested store is not found', 'graphql-input');

  const token = bearerToken(request.headers.get('Authorization'));
  if (token !== null) {
    const problem = tokenProblem(state, token);
    if (problem) return refused(401, problem, 'graphql-authentication');
  }

  const requestedCurrency = request.headers.get('Content-Currency')?.trim().toUpperCase();
  if (requestedCurrency && !storeView.available_currency_codes.includes(requestedCurrency)) {
    return refused(200, 'Please correct the target currency', 'graphql-input');
  }
  const currency = requestedCurrency || storeView.default_display_currency_code;

  let document: DocumentNode;
  try {
    document = parsed(query);
  } catch (error) {
    // A query that does not parse is a syntax error: HTTP 400.
    return { status: 400, body: { errors: [formatError(error as GraphQLError)] }, headers: {} };
  }
  const operation = getOperationAST(document, (operationName as string | undefined) ?? undefined);
  if (operation?.operation === 'mutation' && request.method !== 'POST') {
    return refused(200, 'Mutation requests allowed only for POST requests', 'graphql-input');
  }
  const schema = getSchema(state.catalog.attributes);
  const validationErrors = validated(schema, query, document);
  if (validationErrors.length) {
    return { status: 200, body: { errors: validationErrors.map(formatError) }, headers: {} };
  }
  if (depthOf(document) > MAX_QUERY_DEPTH) {
    return requestError(200, `Max query depth should be ${MAX_QUERY_DEPTH}.`);
  }
  if (!operation) {
    return requestError(200, 'The operation to run is not named or does not exist in the document.');
  }

  const context: BackendContext = { state, storeView, currency, token, request };
  const result = await execute({
    schema,
    document,
    variableValues: (variables as Record<string, unknown> | null | undefined) ?? undefined,
    operationName: (operationName as string | undefined) ?? undefined,
    contextValue: context,
  });
  const body: ExecutionResult = result.errors
    ? { ...result, errors: result.errors.map(formatError) as never }
    : result;
  const headers: Record<string, string> = {};
  if (operation.operation === 'query') {
    headers['X-Magento-Cache-Id'] = createHash('sha256')
      .update(`${storeView.code}|${currency}|${token ? 'customer' : 'guest'}`)
      .digest('hex');
  }
  return {
    status: statusOf(body.errors as ReadonlyArray<{ extensions?: { category?: unknown } }> | undefined),
    body,
    headers,
  };
}

/** Magento's error shape; unexpected exceptions are hidden behind "Internal server error". */
function formatError(error: GraphQLError): { message: string; extensions: Record<string, unknown> } & object {
  const original = error.originalError;
  const known = !original || original instanceof GraphQLError;
  if (!known) {
    console.error('[mock-backend] resolver failed:', original);
  }
  const json = error.toJSON();
  return {
    ...json,
    message: known ? error.message : 'Internal server error',
    extensions: { category: known ? 'graphql-input' : 'internal', ...(known ? error.extensions : {}) },
  };
}
