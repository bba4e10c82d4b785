/**
 * The "stock" form of a query that reads fields outside stock Magento
 * (../shared/magento/storefront-extensions.graphql): the same query without them, for a backend
 * that lacks the extension (see extensionQuery.ts).
 */
import type { DocumentNode } from 'graphql';
import { Kind, visit } from 'graphql';

/** The extension fields the storefront reads. */
const EXTENSION_FIELDS = [
  'total_summary_quantity_including_config',
  'menu_url',
  'category_as_label',
] as const;
type ExtensionField = (typeof EXTENSION_FIELDS)[number];
const isExtensionField = (name: string) => (EXTENSION_FIELDS as readonly string[]).includes(name);

/** An answer that may lack the extension fields (a stock backend's). */
export type MaybeWithoutExtensions<T> = T extends readonly (infer U)[]
  ? MaybeWithoutExtensions<U>[]
  : T extends object
    ? { [K in keyof T as K extends ExtensionField ? never : K]: MaybeWithoutExtensions<T[K]> } & {
        [K in keyof T as K extends ExtensionField ? K : never]?: T[K];
      }
    : T;

const stockForms = new WeakMap<DocumentNode, DocumentNode>();

/** The document without its extension fields, its operations named `<name>Stock`. */
export function stockDocument(full: DocumentNode): DocumentNode {
  let stock = stockForms.get(full);
  if (!stock) {
    stock = visit(full, {
      [Kind.FIELD]: (field) => (isExtensionField(field.name.value) ? null : undefined),
      [Kind.OPERATION_DEFINITION]: (operation) =>
        operation.name
          ? { ...operation, name: { ...operation.name, value: `${operation.name.value}Stock` } }
          : undefined,
    });
    stockForms.set(full, stock);
  }
  return stock;
}
