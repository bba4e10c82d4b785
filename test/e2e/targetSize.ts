/**
 * WCAG 2.2's 2.5.8 Target Size (Minimum), measured on the page as it is: every visible pointer
 * target (links, buttons, form fields, and elements with a widget role) is at least 24 by 24 CSS
 * pixels, unless it is
 * - inline: a link inside a sentence (its line box is set by the text around it);
 * - a user agent control: a native checkbox or radio button left as the browser draws it.
 * Stricter than the criterion, the spacing exception (a small target far enough from the others)
 * is not taken: a target the store draws is 24px or more, wherever it sits.
 * A visually hidden input whose label is the target (a custom swatch or checkbox) is measured by
 * its label instead; a control under something else where it is on screen (the page behind an
 * open drawer) cannot be pressed there, and is left out.
 */
import { expect, type Page } from '@playwright/test';

export interface TargetSizeProblem {
  /** How the target reads: its tag, role and name or text. */
  target: string;
  width: number;
  height: number;
}

const MIN = 24;

/** The undersized targets of the page. */
export async function findTargetSizeProblems(page: Page): Promise<TargetSizeProblem[]> {
  return page.evaluate((min) => {
    const SELECTOR = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'summary',
      '[role="button"]',
      '[role="link"]',
      '[role="checkbox"]',
      '[role="radio"]',
      '[role="switch"]',
      '[role="tab"]',
      '[role="menuitem"]',
      '[role="menuitemradio"]',
      '[role="menuitemcheckbox"]',
      '[role="option"]',
      '[role="slider"]',
      '[role="spinbutton"]',
      '[role="combobox"]',
    ].join(',');

    const describe = (element: Element): string => {
      const role = element.getAttribute('role');
      const name =
        element.getAttribute('aria-label') ||
        element.getAttribute('title') ||
        (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60) ||
        element.getAttribute('name') ||
        element.getAttribute('href') ||
        '';
      return `<${element.tagName.toLowerCase()}${role ? ` role=${role}` : ''}> "${name}"`;
    };

    const isShown = (element: Element): boolean => {
      if (element.closest('[inert], [aria-hidden="true"]')) return false;
      const style = getComputedStyle(element);
      if (style.visibility !== 'visible' || style.display === 'none') return false;
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0;
    };

    /** Hidden the way custom controls hide their input (clipped to a pixel, or transparent). */
    const isVisuallyHiddenInput = (element: Element): boolean => {
      if (!(element instanceof HTMLInputElement)) return false;
      const box = element.getBoundingClientRect();
      return box.width <= 2 || box.height <= 2 || Number(getComputedStyle(element).opacity) === 0;
    };

    /** A link whose line is set by the sentence around it (WCAG's inline exception). */
    const isInline = (element: Element): boolean => {
      if (getComputedStyle(element).display !== 'inline') return false;
      const block = element.parentElement?.closest('p, li, dd, td, th, label, span, div, figcaption');
      if (!block) return false;
      const own = (element.textContent ?? '').trim();
      const around = (block.textContent ?? '').replace(own, '').trim();
      return /[\p{L}\p{N}]{2,}/u.test(around);
    };

    /** A checkbox or radio button the browser draws as it likes (the user agent exception). */
    const isUserAgentControl = (element: Element): boolean =>
      element instanceof HTMLInputElement &&
      (element.type === 'checkbox' || element.type === 'radio') &&
      getComputedStyle(element).appearance !== 'none';

    /** Under something else where it is on screen (the page behind an open drawer or dialog). */
    const isCovered = (element: Element): boolean => {
      const box = element.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) return false;
      const hit = document.elementFromPoint(x, y);
      if (!hit || element.contains(hit)) return false;
      const labels = element instanceof HTMLInputElement ? [...(element.labels ?? [])] : [];
      return !labels.some((label) => label.contains(hit)) && !hit.contains(element);
    };

    const targets = new Set<Element>();
    for (const element of document.querySelectorAll(SELECTOR)) {
      if (!isShown(element) || isCovered(element)) continue;
      if (isVisuallyHiddenInput(element)) {
        for (const label of (element as HTMLInputElement).labels ?? [])
          if (isShown(label)) targets.add(label);
        continue;
      }
      targets.add(element);
    }

    const problems: TargetSizeProblem[] = [];
    for (const element of targets) {
      const box = element.getBoundingClientRect();
      if (box.width >= min - 0.01 && box.height >= min - 0.01) continue;
      if (isInline(element) || isUserAgentControl(element)) continue;
      problems.push({
        target: describe(element),
        width: Math.round(box.width * 10) / 10,
        height: Math.round(box.height * 10) / 10,
      });
    }
    return problems;
  }, MIN);
}

/** Fails when a pointer target of the page is under 24 by 24 CSS pixels without an exception. */
export async function expectTargetsAtLeast24px(page: Page): Promise<void> {
  expect(await findTargetSizeProblems(page), `targets under ${MIN}px on ${page.url()}`).toEqual([]);
}
