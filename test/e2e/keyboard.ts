/**
 * Moving through pages with the keyboard alone, and checking at each stop what a sighted keyboard
 * user needs (WCAG 2.2):
 * - 2.4.7 Focus Visible: the focused control draws a focus indicator (an outline or a shadow; for
 *   a control drawn by its label, such as a colour swatch, on the label);
 * - 2.4.11 Focus Not Obscured: the focused control is in the viewport, some of it can be seen,
 *   and none of it lies under the header or anything else fixed or sticky (the back-to-top
 *   button, a toast). This is checked by what is on top on screen, so a header made sticky one day
 *   fails here unless the page keeps focus clear of it (scroll-padding-top);
 * - 2.1.2 No Keyboard Trap: every Tab press moves the focus on.
 */
import { expect, type Locator, type Page } from '@playwright/test';

export interface FocusReport {
  /** The focused element, as a person would name it. */
  description: string;
  /** A number that stays the same for the same element while the page lives. */
  id: number;
  /** What a sighted keyboard user would miss. */
  problems: string[];
}

/** Where the focus is, and whether it can be seen. */
async function focusReport(page: Page, { indicator = true } = {}): Promise<FocusReport> {
  return page.evaluate(
    ({ indicator: needsIndicator }) => {
      const state = window as unknown as { __focusIds?: WeakMap<Element, number>; __focusNext?: number };
      state.__focusIds ??= new WeakMap();
      state.__focusNext ??= 1;
      const element = document.activeElement;
      if (!element || element === document.body || element === document.documentElement) {
        return { description: '(the page body)', id: 0, problems: ['focus is on the page body'] };
      }
      let id = state.__focusIds.get(element);
      if (!id) {
        id = state.__focusNext++;
        state.__focusIds.set(element, id);
      }
      const name = (
        element.getAttribute('aria-label') ||
        (element instanceof HTMLInputElement ? element.labels?.[0]?.textContent : null) ||
        element.textContent ||
        ''
      )
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 50);
      const role = element.getAttribute('role');
      const description = `<${element.tagName.toLowerCase()}${role ? ` role=${role}` : ''}> "${name}"`;
      const problems: string[] = [];

      // What draws the focus: the element, or for an input hidden under its own picture (a swatch,
      // a custom checkbox), its label or the element drawn next to it.
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      const hiddenInput =
        element instanceof HTMLInputElement &&
        (Number(style.opacity) === 0 || box.width <= 2 || box.height <= 2);
      const drawn: Element[] = hiddenInput
        ? [...((element as HTMLInputElement).labels ?? []), element.nextElementSibling].filter(
            (candidate): candidate is Element => Boolean(candidate),
          )
        : [element];
      const activeDescendant = element.getAttribute('aria-activedescendant');
      if (activeDescendant) {
        const option = document.getElementById(activeDescendant);
        if (option) drawn.push(option);
      }

      if (needsIndicator) {
        const hasIndicator = drawn.some((candidate) => {
          const look = getComputedStyle(candidate);
          const outline =
            look.outlineStyle !== 'none' &&
            parseFloat(look.outlineWidth) >= 1 &&
            !/rgba\(.*,\s*0\)$|transparent/.test(look.outlineColor);
          return outline || look.boxShadow !== 'none';
        });
        if (!hasIndicator) problems.push('no focus indicator (outline or shadow)');
      }

      const boxes = drawn
        .map((candidate) => candidate.getBoundingClientRect())
        .filter((r) => r.width && r.height);
      const shown = boxes[0] ?? box;
      const width = window.innerWidth;
      const height = window.innerHeight;
      if (shown.bottom <= 0 || shown.right <= 0 || shown.top >= height || shown.left >= width) {
        problems.push(`outside the viewport (top ${Math.round(shown.top)}, viewport ${height} high)`);
        return { description, id, problems };
      }

      // What is on top at nine points of its visible part: itself (seen), the header (which must
      // cover none of it: a header that sticks would), something fixed or sticky (the back-to-top
      // button, a toast: it must cover none of it either, which scroll-padding-bottom sees to), or
      // its own surroundings (an icon laid over a tile's link; some of the control must show).
      const header = document.querySelector('header');
      const left = Math.max(shown.left, 0);
      const right = Math.min(shown.right, width);
      const top = Math.max(shown.top, 0);
      const bottom = Math.min(shown.bottom, height);
      const isOwn = (hit: Element | null) =>
        Boolean(hit) && (element.contains(hit) || drawn.some((candidate) => candidate.contains(hit)));
      const describeCover = (cover: Element) =>
        `<${cover.tagName.toLowerCase()}${cover.id ? `#${cover.id}` : ''} class="${String(cover.getAttribute('class') ?? '')}">`;
      /** The fixed or sticky layer `hit` belongs to, unless the focused element is in it too. */
      const fixedLayer = (hit: Element): Element | null => {
        for (let node: Element | null = hit; node; node = node.parentElement) {
          const position = getComputedStyle(node).position;
          if (position === 'fixed' || position === 'sticky') return node.contains(element) ? null : node;
        }
        return null;
      };
      let seen = false;
      const covers = new Set<string>();
      const layers = new Set<string>();
      let underHeader = false;
      for (const fx of [0.1, 0.5, 0.9]) {
        for (const fy of [0.1, 0.5, 0.9]) {
          const hit = document.elementFromPoint(left + (right - left) * fx, top + (bottom - top) * fy);
          if (!hit) continue;
          if (isOwn(hit)) {
            seen = true;
            continue;
          }
          covers.add(describeCover(hit));
          if (header && !header.contains(element) && header.contains(hit)) underHeader = true;
          const layer = fixedLayer(hit);
          if (layer && !(header && header.contains(layer))) layers.add(describeCover(layer));
        }
      }
      if (underHeader) {
        const headerBottom = Math.round(header!.getBoundingClientRect().bottom);
        problems.push(
          `partly under the header (focus top ${Math.round(shown.top)}, header bottom ${headerBottom})`,
        );
      }
      if (layers.size) problems.push(`partly under ${[...layers].join(', ')}`);
      if (!seen) problems.push(`hidden behind ${[...covers].join(', ')}`);
      return { description, id, problems };
    },
    { indicator },
  );
}

/** Fails unless the focus is on `target`, visibly (once what opened has finished sliding in). */
export async function expectFocusOn(page: Page, target: Locator, { indicator = true } = {}): Promise<void> {
  await expect(target).toBeFocused();
  await expect
    .poll(async () => (await focusReport(page, { indicator })).problems, {
      message: 'the focused control can be seen',
    })
    .toEqual([]);
}

export interface TabOptions {
  /** Shift+Tab instead of Tab. */
  backwards?: boolean;
  /** How many presses it may take. */
  max?: number;
  /** Called at every stop (for checks of the pages on the way). */
  onStop?: (report: FocusReport) => Promise<void> | void;
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, checking every stop on the way: the
 * focus moved, and it can be seen (visible indicator, in view, not hidden). Fails when the
 * target is not reached within `max` presses, with the stops it went through.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, max = 80, onStop }: TabOptions = {},
) {
  const key = backwards ? 'Shift+Tab' : 'Tab';
  const stops: string[] = [];
  let previous = (await focusReport(page, { indicator: false })).id;
  for (let press = 1; press <= max; press++) {
    await page.keyboard.press(key);
    const report = await focusReport(page);
    stops.push(report.description);
    expect(report.id, `${key} moved the focus on from ${report.description}`).not.toBe(previous);
    expect(report.problems, `${key} #${press}: ${report.description}`).toEqual([]);
    await onStop?.(report);
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    previous = report.id;
  }
  throw new Error(`${key} did not reach ${target} in ${max} presses: ${stops.join(' → ')}`);
}

/** Types into the focused field, as a keyboard does (the field must already have the focus). */
export async function typeIntoFocused(page: Page, field: Locator, text: string): Promise<void> {
  await expect(field).toBeFocused();
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}
