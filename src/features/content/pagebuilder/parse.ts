/**
 * Page Builder HTML → a tree of typed content nodes, in the browser: parseHtml builds an inert
 * document (nothing runs, loads or raises a CSP report), the `<style>` rules of 2.4.3+ content go
 * back onto their elements, then every element carrying `data-content-type` is read by its type's
 * parser.
 *
 * Errors never escape: an element whose settings cannot be read keeps its defaults (spec 4),
 * unknown content types are left out together with what they hold, and the walk stops at a sane
 * depth on pathological input.
 */
import { parseHtml } from '../../../components/RichContent/htmlToReact';
import type { BaseConfig, ContentTypeParser } from './definition';
import { isContentType, parsers } from './parsers';
import { defined, parseCommonStyles, type ParseContext } from './parseHelpers';
import { applyPageBuilderStyles } from './pbStyles';
import type { AnyContentNode, ContentType } from './types';

const MAX_DEPTH = 64;

function attempt<T extends object>(read: () => T): Partial<T> {
  try {
    return defined(read());
  } catch {
    return {};
  }
}

function parseElement(element: HTMLElement, context: ParseContext, depth: number): AnyContentNode | null {
  const type = element.getAttribute('data-content-type') ?? '';
  if (!isContentType(type)) return null;
  const parser = parsers[type] as ContentTypeParser<BaseConfig>;
  const common = attempt(() => parseCommonStyles(parser.styleSource?.(element) ?? element, context));
  const own = attempt(() => parser.parse(element, context));
  const config = { ...parser.defaults(), ...common, ...own };
  const children = parser.container ? parseChildren(element, context, depth + 1) : [];
  return { contentType: type as ContentType, config, children } as AnyContentNode;
}

/**
 * The content-type elements nearest below `parent` (not inside another one), in document order,
 * each with the depth it is found at.
 */
function contentElements(parent: Element, depth: number): Array<[HTMLElement, number]> {
  if (depth > MAX_DEPTH) return [];
  const found: Array<[HTMLElement, number]> = [];
  for (const child of Array.from(parent.children)) {
    if (child.hasAttribute('data-content-type')) found.push([child as HTMLElement, depth]);
    else found.push(...contentElements(child, depth + 1));
  }
  return found;
}

function parseChildren(parent: Element, context: ParseContext, depth: number): AnyContentNode[] {
  const nodes: AnyContentNode[] = [];
  for (const [element, at] of contentElements(parent, depth)) {
    const node = parseElement(element, context, at);
    if (node) nodes.push(node);
  }
  return nodes;
}

/** A top-level content-type element, and the depth it was found at below the body. */
export interface ContentRootElement {
  element: HTMLElement;
  depth: number;
}

/** Content read up to its top-level elements; each of them is parsed on its own, when needed. */
export interface PreparedContent {
  /** The top-level content-type elements, in document order. */
  roots: readonly ContentRootElement[];
  context: ParseContext;
}

/**
 * The first half of parsing: the document, its style rules given back to their elements, and its
 * top-level elements. A page renders each of those as it gets to it (parseRoot), so reading a
 * long page does not hold the main thread in one piece.
 */
export function preparePageBuilder(html: string): PreparedContent {
  try {
    const doc = parseHtml(html);
    const context: ParseContext = { mediaStyles: applyPageBuilderStyles(doc) };
    return { roots: contentElements(doc.body, 0).map(([element, depth]) => ({ element, depth })), context };
  } catch {
    return { roots: [], context: { mediaStyles: new WeakMap() } };
  }
}

/** One top-level element of prepared content as a content node (null: unknown or unreadable). */
export function parseRoot(root: ContentRootElement, context: ParseContext): AnyContentNode | null {
  try {
    return parseElement(root.element, context, root.depth);
  } catch {
    return null;
  }
}

/** Parses Page Builder HTML into content nodes (see the module comment). */
export function parsePageBuilder(html: string): AnyContentNode[] {
  const { roots, context } = preparePageBuilder(html);
  return roots.map((root) => parseRoot(root, context)).filter((node) => node !== null);
}
