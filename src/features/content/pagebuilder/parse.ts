/**
 * Page Builder HTML → a tree of typed content nodes, in the browser: DOMParser builds an inert
 * document (nothing runs or loads), the `<style>` rules of 2.4.3+ content go back onto their
 * elements, then every element carrying `data-content-type` is read by its type's parser.
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

/** The content-type elements nearest below `parent` (not inside another one), in document order. */
function parseChildren(parent: Element, context: ParseContext, depth: number): AnyContentNode[] {
  if (depth > MAX_DEPTH) return [];
  const nodes: AnyContentNode[] = [];
  for (const child of Array.from(parent.children)) {
    if (child.hasAttribute('data-content-type')) {
      const node = parseElement(child as HTMLElement, context, depth);
      if (node) nodes.push(node);
    } else {
      nodes.push(...parseChildren(child, context, depth + 1));
    }
  }
  return nodes;
}

/** Parses Page Builder HTML into content nodes (see the module comment). */
export function parsePageBuilder(html: string): AnyContentNode[] {
  try {
    const doc = parseHtml(html);
    const context: ParseContext = { mediaStyles: applyPageBuilderStyles(doc) };
    return parseChildren(doc.body, context, 0);
  } catch {
    return [];
  }
}
