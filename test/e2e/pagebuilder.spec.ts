import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { expect, test } from './fixtures';

/**
 * Page Builder content written for other themes and other Magento versions (the embedded
 * backend's `pagebuilder-*` pages), at a desktop and a phone width: readable on the backgrounds it
 * sets (axe's colour-contrast rule included), never wider than the screen, columns laid out as
 * Magento lays them, embedded players behind the click-to-play facade, content outside rows off
 * the screen edge, and hostile markup parsed without a single Content-Security-Policy report.
 */

const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 800 },
] as const;

/** Console errors and uncaught errors; the hostile page's own broken images are expected. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} ${message.location().url}`);
  });
  return errors;
}

/** Counts the page's CSP violation events from before its first script runs. */
async function countCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as { __cspViolations?: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
    );
  });
  return () => page.evaluate(() => (window as { __cspViolations?: string[] }).__cspViolations ?? []);
}

/** Scrolls through the page so every element renders (lazy code, images, products), then back up. */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 80));
    }
    window.scrollTo(0, 0);
  });
}

/** The page is no wider than the screen, and nothing in its main content reaches past the edge. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(widths.scroll, 'the page scrolls sideways').toBeLessThanOrEqual(widths.inner);
  // Content that a row clips is cut off rather than scrolled: nothing may reach past the screen,
  // except what scrolls inside its own box (tab strips, tables) or slides off on purpose (sliders).
  const outside = await page.evaluate(() => {
    const scrolls = (element: Element | null): boolean => {
      for (let node = element; node && node !== document.body; node = node.parentElement) {
        const { overflowX } = getComputedStyle(node);
        if (overflowX === 'auto' || overflowX === 'scroll' || overflowX === 'hidden') return true;
      }
      return false;
    };
    return Array.from(document.querySelectorAll('main *'))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.left < -1 || box.right > window.innerWidth + 1);
      })
      .filter((element) => !scrolls(element.parentElement))
      .map((element) => `${element.tagName.toLowerCase()} ${element.textContent?.trim().slice(0, 40)}`);
  });
  expect(outside, 'content reaching past the screen edge').toEqual([]);
}

for (const { name, width, height } of WIDTHS) {
  test.describe(`Page Builder content on a ${name} (${width}px)`, () => {
    test.use({ viewport: { width, height } });

    test('content written for a light theme is readable on the backgrounds it sets', async ({ page }) => {
      const errors = collectErrors(page);
      await page.goto('/pagebuilder-light-theme');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: 'Spring listening guide' })).toBeVisible();
      await scrollThrough(page);
      await expect(main.getByRole('link', { name: /^Cruiser Deluxe \$/ })).toBeVisible();
      // Axe's scan includes the colour-contrast rule (WCAG 2 AA): every text on its background.
      await expectNoSeriousA11yViolations(page);
      // Headings take the ink of the background they sit on, also one set by a colour name.
      for (const name of ['Spring listening guide', 'Find your sound']) {
        const ink = await main
          .getByRole('heading', { name })
          .evaluate((heading) => getComputedStyle(heading).color);
        expect(ink, name).toBe('rgb(11, 11, 12)');
      }
      await expectNoSidewaysScroll(page);
      expect(errors).toEqual([]);
    });

    test('old columns with margins sit side by side until 768px, and wide content never widens the page', async ({
      page,
    }) => {
      const errors = collectErrors(page);
      await page.goto('/pagebuilder-column-margins');
      const main = page.getByRole('main');
      const titles = ['Living room', 'Bedroom', 'Studio'].map((title) =>
        main.getByRole('heading', { level: 3, name: title }),
      );
      await expect(titles[2]!).toBeVisible();
      const boxes = await Promise.all(titles.map((title) => title.boundingBox()));
      const tops = boxes.map((box) => Math.round(box!.y));
      if (width > 768) {
        expect(new Set(tops).size, 'the three columns share one line').toBe(1);
      } else {
        expect(tops[0]! < tops[1]! && tops[1]! < tops[2]!, 'the columns stack').toBe(true);
      }
      await scrollThrough(page);
      await expectNoSidewaysScroll(page);
      await expectNoSeriousA11yViolations(page);

      await page.goto('/pagebuilder-wide-content');
      await expect(main.getByRole('heading', { level: 1, name: 'Set-up guides' })).toBeVisible();
      await scrollThrough(page);
      await expectNoSidewaysScroll(page);
      // Content outside any row keeps the page's side margins.
      const heading = await main.getByRole('heading', { level: 1, name: 'Set-up guides' }).boundingBox();
      const text = await main.getByText('Everything below was written by our support team.').boundingBox();
      for (const box of [heading!, text!]) {
        expect(box.x).toBeGreaterThanOrEqual(16);
        expect(box.x + box.width).toBeLessThanOrEqual(width - 16);
      }
      // A long tab name wraps inside the tab strip; the tabs stay usable.
      const longTab = main.getByRole('tab', { name: /^Everything you need to know/ });
      expect((await longTab.boundingBox())!.width).toBeLessThanOrEqual(width);
      await longTab.focus();
      await page.keyboard.press('ArrowRight');
      await expect(main.getByRole('tab', { name: /^Cartridges, styluses/ })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expectNoSeriousA11yViolations(page);
      expect(errors).toEqual([]);
    });

    test('a YouTube iframe in HTML Code gets the click-to-play facade, and a form a note', async ({
      page,
    }) => {
      const errors = collectErrors(page);
      await page.goto('/pagebuilder-html-code');
      const main = page.getByRole('main');
      const youtube = main.getByRole('button', { name: /Play video.*Loads from YouTube/ });
      await expect(youtube).toBeVisible();
      await expect(main.getByRole('button', { name: /Play video.*Loads from Vimeo/ })).toBeVisible();
      // No third-party frame, form or control until the shopper asks.
      await expect(page.locator('main iframe, main form, main input, main select')).toHaveCount(0);
      await expect(main.getByRole('note')).toHaveText([
        'This form can’t be used here.',
        'This form can’t be used here.',
      ]);
      await expectNoSidewaysScroll(page);
      await expectNoSeriousA11yViolations(page);
      await page.route(/youtube-nocookie\.com/, (route) => route.fulfill({ status: 204, body: '' }));
      await youtube.click();
      await expect(main.locator('iframe')).toHaveAttribute(
        'src',
        /^https:\/\/www\.youtube-nocookie\.com\/embed\/aqz-KE-bpKQ\?/,
      );
      expect(errors).toEqual([]);
    });

    test('hostile markup is parsed without running anything or raising a CSP report', async ({ page }) => {
      const violations = await countCspViolations(page);
      const errors = collectErrors(page);
      await page.goto('/pagebuilder-hostile');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: 'Nothing here runs' })).toBeVisible();
      await scrollThrough(page);
      await expect(main.getByText('Item 40').first()).toBeVisible();
      // Hovering and clicking what the page shows runs nothing either.
      await main.getByText('Item 1 ').first().hover();
      await main.getByText('Styled text').first().click();
      await page.waitForTimeout(500);
      expect(await violations()).toEqual([]);
      expect(await page.evaluate(() => (window as { __pbHostile?: number }).__pbHostile)).toBeUndefined();
      expect(errors.filter((error) => /Content Security Policy|Refused to/i.test(error))).toEqual([]);
      await expectNoSidewaysScroll(page);
    });
  });
}
