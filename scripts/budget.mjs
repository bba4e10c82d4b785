#!/usr/bin/env node
// Bundle budgets, gzip -9 of each file, each file counted once. Reads dist/chunk-groups.json from
// the build. Two gates:
// - the JavaScript before the first content of the home page, a category and a product: the
//   entry (React, router, react-intl, state, the shell's frame), the default locale's messages
//   (the first render waits for them), the data layer (Apollo, the header, the routes) and the
//   page kind's own chunks, including the pages' slots for catalog pages. That is everything the
//   page must download before its content can show; FIRST_CONTENT_BUDGET_KB caps it and
//   FIRST_CONTENT_GOAL_KB is where it should get to (printed, not enforced);
// - the entry alone (the page frame and its placeholder): FIRST_RENDER_BUDGET_KB.
// `--json` prints the figures as JSON instead.
import { readFileSync, existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const FIRST_RENDER_BUDGET_KB = 120;
export const FIRST_CONTENT_BUDGET_KB = 230;
export const FIRST_CONTENT_GOAL_KB = 150;
const COMMON = ['main', 'i18n-en_US-json', 'data-layer'];
/** What each page kind downloads before its content. */
export const FIRST_CONTENT = {
  'Home (CMS page)': [...COMMON, 'page-cms'],
  Category: [...COMMON, 'page-category', 'page-slots'],
  Product: [...COMMON, 'page-product', 'page-slots'],
};

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const groupsFile = join(dist, 'chunk-groups.json');
if (!existsSync(groupsFile)) {
  console.error('dist/chunk-groups.json is missing: run `npm run build` first.');
  process.exit(2);
}
const groups = JSON.parse(readFileSync(groupsFile, 'utf8'));
const sizes = new Map();
const gzipped = (file) => {
  if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return sizes.get(file);
};

function measure(names) {
  const files = new Map();
  for (const name of names) {
    if (!groups[name]) {
      console.error(`budget: chunk group "${name}" is not in the build`);
      process.exit(2);
    }
    for (const file of groups[name]) {
      if (file.endsWith('.js')) files.set(file, [...(files.get(file) ?? []), name]);
    }
  }
  const rows = [...files].map(([file, inGroups]) => [file, gzipped(file), inGroups]);
  rows.sort((a, b) => b[1] - a[1]);
  return { rows, kb: rows.reduce((sum, [, size]) => sum + size, 0) / 1024 };
}

function print(title, { rows, kb }) {
  console.log(title);
  const width = Math.max(...rows.map(([file]) => file.length));
  for (const [file, size, inGroups] of rows) {
    console.log(
      `  ${(size / 1024).toFixed(1).padStart(7)} KB  ${file.padEnd(width)}  (${inGroups.join(', ')})`,
    );
  }
  console.log(`  ${kb.toFixed(1).padStart(7)} KB  in all`);
}

const firstContent = Object.entries(FIRST_CONTENT).map(([page, names]) => ({ page, ...measure(names) }));
const firstRender = measure(['main']);
if (process.argv.includes('--json')) {
  console.log(
    JSON.stringify(
      {
        firstContent: Object.fromEntries(firstContent.map(({ page, kb }) => [page, Number(kb.toFixed(1))])),
        firstRender: Number(firstRender.kb.toFixed(1)),
      },
      null,
      2,
    ),
  );
  process.exit(0);
}
for (const { page, rows, kb } of firstContent)
  print(`JavaScript before the first content: ${page}`, { rows, kb });
print('JavaScript before the first render (the entry)', firstRender);
console.log('');
console.log('| Page | JavaScript before first content (gzip) | Budget | Goal |');
console.log('| --- | --- | --- | --- |');
for (const { page, kb } of firstContent) {
  console.log(
    `| ${page} | ${kb.toFixed(1)} KB | ${FIRST_CONTENT_BUDGET_KB} KB ${kb <= FIRST_CONTENT_BUDGET_KB ? 'met' : 'MISSED'} | ${FIRST_CONTENT_GOAL_KB} KB ${kb <= FIRST_CONTENT_GOAL_KB ? 'met' : `${(kb - FIRST_CONTENT_GOAL_KB).toFixed(1)} KB over`} |`,
  );
}
console.log(
  `| First render (entry) | ${firstRender.kb.toFixed(1)} KB | ${FIRST_RENDER_BUDGET_KB} KB ${firstRender.kb <= FIRST_RENDER_BUDGET_KB ? 'met' : 'MISSED'} | |`,
);
const missed = [
  ...firstContent
    .filter(({ kb }) => kb > FIRST_CONTENT_BUDGET_KB)
    .map(
      ({ page, kb }) =>
        `${page}: ${(kb - FIRST_CONTENT_BUDGET_KB).toFixed(1)} KB over ${FIRST_CONTENT_BUDGET_KB} KB`,
    ),
  ...(firstRender.kb > FIRST_RENDER_BUDGET_KB
    ? [
        `first render: ${(firstRender.kb - FIRST_RENDER_BUDGET_KB).toFixed(1)} KB over ${FIRST_RENDER_BUDGET_KB} KB`,
      ]
    : []),
];
if (missed.length) {
  console.error(`Bundle budget exceeded: ${missed.join('; ')}`);
  process.exit(1);
}
