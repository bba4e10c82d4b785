/**
 * Assertions of the contract suite. Each failure throws a Mismatch that says what Magento answers
 * (the expectation) and what the backend answered, in one or two lines.
 */
import type { Answer, GraphQLBody } from './client';

export class Mismatch extends Error {
  override name = 'Mismatch';
}

const show = (value: unknown): string => {
  const text = typeof value === 'string' ? JSON.stringify(value) : JSON.stringify(value ?? null);
  return text && text.length > 300 ? `${text.slice(0, 297)}...` : String(text);
};

export function ok(condition: unknown, what: string): asserts condition {
  if (!condition) throw new Mismatch(what);
}

export function equal<T>(actual: T, expected: T, what: string): void {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) {
    throw new Mismatch(`${what}: expected ${show(expected)}, got ${show(actual)}`);
  }
}

export function matches(actual: unknown, pattern: RegExp, what: string): void {
  if (typeof actual !== 'string' || !pattern.test(actual)) {
    throw new Mismatch(`${what}: expected to match ${pattern}, got ${show(actual)}`);
  }
}

export function status(answer: Answer, expected: number): void {
  if (answer.status !== expected) {
    throw new Mismatch(`HTTP status: expected ${expected}, got ${answer.status} (${show(answer.body)})`);
  }
}

type Body = GraphQLBody<Record<string, unknown>>;

/** A GraphQL answer with data and no errors, HTTP 200; returns the data. */
export function data<D>(answer: Answer<GraphQLBody<D>>): D;
export function data<D = Record<string, unknown>>(answer: Answer<GraphQLBody<unknown>>): D;
export function data<D>(answer: Answer<GraphQLBody<unknown>>): D {
  const body = answer.body as GraphQLBody<D>;
  if (answer.status !== 200 || body?.errors?.length || !body?.data) {
    throw new Mismatch(`expected data without errors (HTTP 200), got HTTP ${answer.status}: ${show(body)}`);
  }
  return body.data;
}

export interface ExpectedGraphQLError {
  /** The exact message, or a pattern. */
  message: string | RegExp;
  /** extensions.category; null: the error carries none. */
  category?: string | null;
  /** The HTTP status Magento gives the answer (default 200). */
  status?: number;
  /** Whether the error carries a `path` (a resolver's error) or not (refused before execution). */
  hasPath?: boolean;
}

/** A GraphQL error answer: the first error (the one Magento's status is decided by) as expected. */
export function graphqlError(answer: Answer<Body> | Answer, expected: ExpectedGraphQLError): void {
  const body = answer.body as Body;
  const errors = Array.isArray(body?.errors) ? body.errors : [];
  if (!errors.length) throw new Mismatch(`expected an error, got HTTP ${answer.status}: ${show(body)}`);
  const found = errors.find((entry) =>
    typeof expected.message === 'string'
      ? entry.message === expected.message
      : expected.message.test(entry.message),
  );
  if (!found) {
    throw new Mismatch(
      `error message: expected ${show(String(expected.message))}, got ${show(errors.map((entry) => entry.message))}`,
    );
  }
  if (expected.category !== undefined) {
    equal(found.extensions?.category ?? null, expected.category, 'extensions.category');
  }
  if (expected.hasPath !== undefined) {
    equal(Array.isArray(found.path), expected.hasPath, `error path present (${show(found.path)})`);
  }
  status(answer, expected.status ?? 200);
}

export interface ExpectedRestError {
  status: number;
  message: string | RegExp;
  /** The parameters as Magento sends them: an object for named placeholders, a list for %1. */
  parameters?: unknown;
}

/** A REST error answer: status, Magento's message (placeholders unfilled) and its parameters. */
export function restError(answer: Answer, expected: ExpectedRestError): void {
  const body = answer.body as { message?: unknown; parameters?: unknown } | null;
  status(answer, expected.status);
  const message = typeof body?.message === 'string' ? body.message : null;
  if (
    message === null ||
    (typeof expected.message === 'string' ? message !== expected.message : !expected.message.test(message))
  ) {
    throw new Mismatch(`message: expected ${show(String(expected.message))}, got ${show(body)}`);
  }
  if (expected.parameters !== undefined) equal(body?.parameters, expected.parameters, 'parameters');
}

/** `value` is an object whose listed fields have the given JSON types ('null' allowed with '|'). */
export function shape(value: unknown, fields: Record<string, string>, what: string): void {
  ok(
    value && typeof value === 'object' && !Array.isArray(value),
    `${what}: expected an object, got ${show(value)}`,
  );
  for (const [field, types] of Object.entries(fields)) {
    const actual = (value as Record<string, unknown>)[field];
    const type = actual === null ? 'null' : Array.isArray(actual) ? 'array' : typeof actual;
    if (!types.split('|').includes(type)) {
      throw new Mismatch(`${what}.${field}: expected ${types}, got ${type} ${show(actual)}`);
    }
  }
}
