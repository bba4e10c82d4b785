/**
 * Turns Lighthouse results into the bench figures: per page, the median of each metric over the
 * runs, checked against the budgets, and printed as a Markdown table (what the README shows).
 */

/** The budgets a page must meet (mobile preset, simulated throttling). */
export const BUDGETS: Record<string, { label: string; min?: number; max?: number }> = {
  performance: { min: 95, label: 'Performance' },
  lcp: { max: 1800, label: 'LCP' },
  tbt: { max: 100, label: 'TBT' },
  cls: { max: 0.02, label: 'CLS' },
};

/** The parts of a Lighthouse result (LHR) the bench reads. */
export interface LighthouseResult {
  finalDisplayedUrl?: string;
  runtimeError?: { message: string };
  categories?: { performance?: { score: number | null } };
  audits?: Record<string, { numericValue?: number }>;
}

export type Figures = Record<string, number>;

export interface PageSummary {
  name: string;
  runs: number;
  medians: Figures;
  failures: string[];
}

const AUDITS: Record<string, string> = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
};

/** The figures of one Lighthouse result (an LHR object). Throws when the run failed. */
export function figuresOf(lhr: LighthouseResult): Figures {
  if (lhr.runtimeError)
    throw new Error(`Lighthouse failed on ${lhr.finalDisplayedUrl}: ${lhr.runtimeError.message}`);
  const score = lhr.categories?.performance?.score;
  if (typeof score !== 'number') throw new Error(`No performance score for ${lhr.finalDisplayedUrl}`);
  const figures: Figures = { performance: Math.round(score * 100) };
  for (const [key, id] of Object.entries(AUDITS)) {
    const value = lhr.audits?.[id]?.numericValue;
    if (typeof value !== 'number') throw new Error(`No ${id} for ${lhr.finalDisplayedUrl}`);
    figures[key] = value;
  }
  return figures;
}

export function median(values: number[]): number {
  if (values.length === 0) throw new Error('median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Medians per metric over a page's runs, and which budgets they miss. */
export function summarize(name: string, runs: LighthouseResult[]): PageSummary {
  const figures = runs.map(figuresOf);
  if (figures.length === 0) throw new Error(`No runs for ${name}`);
  const medians: Figures = {};
  for (const key of Object.keys(figures[0]!)) medians[key] = median(figures.map((run) => run[key]!));
  const failures: string[] = [];
  for (const [key, budget] of Object.entries(BUDGETS)) {
    const value = medians[key]!;
    if (budget.min !== undefined && value < budget.min)
      failures.push(`${budget.label} ${format(key, value)} < ${format(key, budget.min)}`);
    if (budget.max !== undefined && value > budget.max)
      failures.push(`${budget.label} ${format(key, value)} > ${format(key, budget.max)}`);
  }
  return { name, runs: runs.length, medians, failures };
}

function format(key: string, value: number): string {
  if (key === 'performance') return String(Math.round(value));
  if (key === 'cls') return value.toFixed(3);
  if (key === 'tbt') return `${Math.round(value)} ms`;
  return `${(value / 1000).toFixed(2)} s`;
}

const COLUMNS: Array<[string, string]> = [
  ['performance', 'Performance'],
  ['fcp', 'FCP'],
  ['lcp', 'LCP'],
  ['tbt', 'TBT'],
  ['cls', 'CLS'],
  ['si', 'Speed Index'],
];

/** The Markdown table of the summaries (medians), one row per page, with a budget verdict. */
export function formatTable(summaries: PageSummary[]): string {
  const header = ['Page', ...COLUMNS.map(([, label]) => label), 'Budgets'];
  const rows = summaries.map((summary) => [
    summary.name,
    ...COLUMNS.map(([key]) => format(key, summary.medians[key]!)),
    summary.failures.length ? `missed: ${summary.failures.join('; ')}` : 'met',
  ]);
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** Reads a table printed by formatTable back into objects (header label -> cell text). */
export function parseTable(text: string): Array<Record<string, string>> {
  const lines = text.split('\n').filter((row) => row.startsWith('|'));
  const cells = (row: string) =>
    row
      .slice(1, -1)
      .split('|')
      .map((cell) => cell.trim());
  const [header, , ...rows] = lines;
  if (!header) return [];
  const labels = cells(header);
  return rows.map((row) => Object.fromEntries(cells(row).map((cell, index) => [labels[index], cell])));
}
