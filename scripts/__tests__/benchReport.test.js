/* global describe, it, expect */
import {
  compare,
  figuresOf,
  formatComparison,
  formatTable,
  median,
  parseTable,
  summarize,
} from '../lib/benchReport.mjs';

function lhr(score, lcp, tbt, cls) {
  return {
    finalDisplayedUrl: 'http://localhost:4180/',
    categories: { performance: { score } },
    audits: {
      'first-contentful-paint': { numericValue: 900 },
      'largest-contentful-paint': { numericValue: lcp },
      'total-blocking-time': { numericValue: tbt },
      'cumulative-layout-shift': { numericValue: cls },
      'speed-index': { numericValue: 1200 },
    },
  };
}

describe('bench report', () => {
  it('takes the median of each metric over the runs', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    const summary = summarize('Home', [
      lhr(0.97, 1500, 40, 0),
      lhr(0.9, 2600, 250, 0.1),
      lhr(0.99, 1400, 20, 0),
    ]);
    expect(summary.medians).toMatchObject({ performance: 97, lcp: 1500, tbt: 40, cls: 0 });
    expect(summary.failures).toEqual([]);
  });

  it('names each missed budget', () => {
    const summary = summarize('Product', [lhr(0.8, 2500, 300, 0.05)]);
    expect(summary.failures).toEqual([
      'Performance 80 < 95',
      'LCP 2.50 s > 1.80 s',
      'TBT 300 ms > 100 ms',
      'CLS 0.050 > 0.020',
    ]);
  });

  it('refuses a failed run instead of reporting a number', () => {
    expect(() => figuresOf({ ...lhr(1, 1, 1, 0), runtimeError: { message: 'NO_FCP' } })).toThrow(/NO_FCP/);
    expect(() => figuresOf({ ...lhr(1, 1, 1, 0), categories: { performance: { score: null } } })).toThrow(
      /No performance score/,
    );
  });

  it('prints a Markdown table that reads back into the figures', () => {
    const table = formatTable([
      summarize('Home (`/`)', [lhr(0.98, 1234, 56, 0.001)]),
      summarize('Category', [lhr(0.5, 4000, 900, 0.3)]),
    ]);
    const rows = parseTable(`some log line\n${table}\n`);
    expect(rows).toEqual([
      {
        Page: 'Home (`/`)',
        Performance: '98',
        FCP: '0.90 s',
        LCP: '1.23 s',
        TBT: '56 ms',
        CLS: '0.001',
        'Speed Index': '1.20 s',
        Budgets: 'met',
      },
      expect.objectContaining({
        Page: 'Category',
        Performance: '50',
        Budgets: expect.stringMatching(/^missed: /),
      }),
    ]);
  });

  it('sets each page beside its static copy, with the LCP ratio against the goal', () => {
    const app = summarize('Product (`/p.html`)', [lhr(0.9, 2400, 150, 0), lhr(0.92, 2200, 120, 0)]);
    const near = summarize('Product as static HTML', [lhr(1, 1600, 0, 0)]);
    const far = summarize('Product as static HTML', [lhr(1, 1400, 0, 0)]);
    expect(compare(app, near, 1.5)).toMatchObject({ ratio: 1.44, met: true });
    expect(compare(app, far, 1.5)).toMatchObject({ ratio: 1.64, met: false });
    const rows = parseTable(formatComparison([compare(app, near, 1.5), compare(app, far, 1.5)], 1.5));
    expect(rows[0]).toEqual({
      Page: 'Product (`/p.html`)',
      'App LCP': '2.30 s',
      'Static LCP': '1.60 s',
      Ratio: '1.44',
      'App performance': '91',
      'App FCP': '0.90 s',
      'App TBT': '135 ms',
      'Static performance': '100',
      'Ratio at most 1.5': 'met',
    });
    expect(rows[1]).toMatchObject({ Ratio: '1.64', 'Ratio at most 1.5': 'missed' });
  });
});
