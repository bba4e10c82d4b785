/**
 * Turns Lighthouse results (LHR objects) into the bench figures: per page, the median of each
 * metric over the runs, checked against the budgets, and printed as a Markdown table (what the
 * README shows). parseTable reads such a table back (tests, tooling).
 */
/** The budgets a page must meet (mobile preset, simulated throttling). */
const BUDGETS = {
  performance: { min: 95, label: 'Performance' },
  lcp: { max: 1800, label: 'LCP' },
  tbt: { max: 100, label: 'TBT' },
  cls: { max: 0.02, label: 'CLS' },
};
const AUDITS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
};
function figuresOf(lhr) {
  if (lhr.runtimeError)
    throw new Error(`Lighthouse failed on ${lhr.finalDisplayedUrl}: ${lhr.runtimeError.message}`);
  const score = lhr.categories?.performance?.score;
  if (typeof score !== 'number') throw new Error(`No performance score for ${lhr.finalDisplayedUrl}`);
  const figures = { performance: Math.round(score * 100) };
  for (const [key, id] of Object.entries(AUDITS)) {
    const value = lhr.audits?.[id]?.numericValue;
    if (typeof value !== 'number') throw new Error(`No ${id} for ${lhr.finalDisplayedUrl}`);
    figures[key] = value;
  }
  return figures;
}
function median(values) {
  if (values.length === 0) throw new Error('median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
function summarize(name, runs) {
  const figures = runs.map(figuresOf);
  if (figures.length === 0) throw new Error(`No runs for ${name}`);
  const medians = {};
  for (const key of Object.keys(figures[0])) medians[key] = median(figures.map((run) => run[key]));
  const failures = [];
  for (const [key, budget] of Object.entries(BUDGETS)) {
    const value = medians[key];
    if (budget.min !== void 0 && value < budget.min)
      failures.push(`${budget.label} ${format(key, value)} < ${format(key, budget.min)}`);
    if (budget.max !== void 0 && value > budget.max)
      failures.push(`${budget.label} ${format(key, value)} > ${format(key, budget.max)}`);
  }
  return { name, runs: runs.length, medians, failures };
}
function format(key, value) {
  if (key === 'performance') return String(Math.round(value));
  if (key === 'cls') return value.toFixed(3);
  if (key === 'tbt') return `${Math.round(value)} ms`;
  return `${(value / 1e3).toFixed(2)} s`;
}
const COLUMNS = [
  ['performance', 'Performance'],
  ['fcp', 'FCP'],
  ['lcp', 'LCP'],
  ['tbt', 'TBT'],
  ['cls', 'CLS'],
  ['si', 'Speed Index'],
];
function formatTable(summaries) {
  const header = ['Page', ...COLUMNS.map(([, label]) => label), 'Budgets'];
  const rows = summaries.map((summary) => [
    summary.name,
    ...COLUMNS.map(([key]) => format(key, summary.medians[key])),
    summary.failures.length ? `missed: ${summary.failures.join('; ')}` : 'met',
  ]);
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}
function parseTable(text) {
  const lines = text.split('\n').filter((row) => row.startsWith('|'));
  const cells = (row) =>
    row
      .slice(1, -1)
      .split('|')
      .map((cell) => cell.trim());
  const [header, , ...rows] = lines;
  if (!header) return [];
  const labels = cells(header);
  return rows.map((row) => Object.fromEntries(cells(row).map((cell, index) => [labels[index], cell])));
}
/**
 * A page against its static copy: the app's figures beside the static page's LCP, and the ratio of
 * the two LCPs (the distance to the limit for that content on that server), met when at most
 * maxRatio.
 */
function compare(app, still, maxRatio) {
  const ratio = app.medians.lcp / still.medians.lcp;
  return {
    name: app.name,
    app: app.medians,
    static: still.medians,
    ratio: Math.round(ratio * 100) / 100,
    met: ratio <= maxRatio,
  };
}
function formatComparison(rows, maxRatio) {
  const header = [
    'Page',
    'App LCP',
    'Static LCP',
    'Ratio',
    'App performance',
    'App FCP',
    'App TBT',
    'Static performance',
    `Ratio at most ${maxRatio}`,
  ];
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [
    line(header),
    line(header.map(() => '---')),
    ...rows.map((row) =>
      line([
        row.name,
        format('lcp', row.app.lcp),
        format('lcp', row.static.lcp),
        row.ratio.toFixed(2),
        format('performance', row.app.performance),
        format('fcp', row.app.fcp),
        format('tbt', row.app.tbt),
        format('performance', row.static.performance),
        row.met ? 'met' : 'missed',
      ]),
    ),
  ].join('\n');
}
export { compare, figuresOf, formatComparison, formatTable, median, parseTable, summarize };
