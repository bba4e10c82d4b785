/**
 * Magento 2.4.3+ stores an element's styles outside the element: it carries
 * `data-pb-style="ID"` and a `<style>` block holds `#html-body [data-pb-style=ID]{...}` rules,
 * some inside `@media` queries (mobile images, for one). This reads those rules from the parsed
 * document and gives them back to their elements: plain rules become part of the element's inline
 * style (before its own inline declarations, which Magento's CSS would not override either), media
 * rules become the element's media-query styles. Only the simple selectors Page Builder writes are
 * understood; anything else in the sheet is ignored. Never throws.
 */
import type { CSSProperties } from 'react';
import { parseStyle } from '../../../components/RichContent/htmlToReact';

export interface MediaQueryStyle {
  /** A media condition, e.g. `only screen and (max-width: 768px)`. */
  media: string;
  style: CSSProperties;
}

export interface CssRule {
  selectors: string[];
  declarations: string;
  media?: string;
}

/** Where the block that opens at `open` (a `{`) closes: its `}`, or the text's end if unclosed. */
function blockClose(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i += 1) {
    if (css[i] === '{') depth += 1;
    else if (css[i] === '}') {
      depth -= 1;
      if (depth === 0) return i;
    }
  }
  return css.length;
}

/** Style rules of a sheet, flattening `@media` (nested conditions joined with `and`). */
export function parseCssRules(css: string, media?: string): CssRule[] {
  const text = css.replace(/\/\*[\s\S]*?(\*\/|$)/g, '');
  const rules: CssRule[] = [];
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf('{', i);
    if (open < 0) break;
    // A statement at-rule (`@charset "x";`) before the block ends at its semicolon.
    let prelude = text.slice(i, open);
    const semicolon = prelude.lastIndexOf(';');
    if (semicolon >= 0) prelude = prelude.slice(semicolon + 1);
    prelude = prelude.trim();
    const close = blockClose(text, open);
    const body = text.slice(open + 1, close);
    if (/^@media\b/i.test(prelude)) {
      const condition = prelude.replace(/^@media\s*/i, '').trim();
      rules.push(...parseCssRules(body, media ? `${media} and ${condition}` : condition));
    } else if (prelude && !prelude.startsWith('@')) {
      const selectors = prelude
        .split(',')
        .map((selector) => selector.trim())
        .filter(Boolean);
      rules.push({ selectors, declarations: body.trim(), ...(media ? { media } : {}) });
    }
    i = close + 1;
  }
  return rules;
}

const PB_SELECTOR = /^(?:#html-body\s+)?\[data-pb-style\s*=\s*(["']?)([A-Za-z0-9_-]+)\1\]$/;

/** The id a selector targets, when it is one of Page Builder's simple element selectors. */
export function pbStyleId(selector: string): string | null {
  return PB_SELECTOR.exec(selector.trim())?.[2] ?? null;
}

/** Declarations without anything that could run code or break out of a style attribute. */
function cleanDeclarations(declarations: string): string {
  return declarations
    .split(';')
    .map((declaration) => declaration.trim())
    .filter((declaration) => declaration && Object.keys(parseStyle(declaration)).length > 0)
    .join('; ');
}

/**
 * Applies the document's Page Builder style rules to their elements (see the module comment) and
 * returns each element's media-query styles.
 */
export function applyPageBuilderStyles(doc: Document): WeakMap<Element, MediaQueryStyle[]> {
  const mediaStyles = new WeakMap<Element, MediaQueryStyle[]>();
  const sheets = Array.from(doc.querySelectorAll('style'));
  if (!sheets.length) return mediaStyles;
  const byId = new Map<string, Element[]>();
  for (const element of Array.from(doc.querySelectorAll('[data-pb-style]'))) {
    const id = element.getAttribute('data-pb-style') ?? '';
    byId.set(id, [...(byId.get(id) ?? []), element]);
  }
  const inline = new Map<Element, string[]>();
  for (const sheet of sheets) {
    for (const rule of parseCssRules(sheet.textContent ?? '')) {
      for (const selector of rule.selectors) {
        const id = pbStyleId(selector);
        const targets = id ? byId.get(id) : undefined;
        if (!targets) continue;
        for (const element of targets) {
          if (rule.media) {
            const style = parseStyle(rule.declarations);
            if (Object.keys(style).length) {
              mediaStyles.set(element, [...(mediaStyles.get(element) ?? []), { media: rule.media, style }]);
            }
          } else {
            const declarations = cleanDeclarations(rule.declarations);
            if (declarations) inline.set(element, [...(inline.get(element) ?? []), declarations]);
          }
        }
      }
    }
  }
  for (const [element, declarations] of inline) {
    const own = element.getAttribute('style');
    element.setAttribute('style', [...declarations, own].filter(Boolean).join('; '));
  }
  return mediaStyles;
}
