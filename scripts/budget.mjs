#!/usr/bin/env node
// Bundle budget: the JavaScript the browser must load before the home route first renders
// (entry chunks, the locale catalogue and the home route's chunks), gzip-compressed, must stay
// within the budget. Reads dist/chunk-groups.json written by the build. Prints the figure always.
import { readFileSync, existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const BUDGET_KB = 150;
/** Chunk groups the home route needs before its first render. */
export const FIRST_RENDER_GROUPS = ['main', 'i18n-en_US-json', 'page-home'];

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const groupsFile = join(dist, 'chunk-groups.json');
if (!existsSync(groupsFile)) {
  console.error('dist/chunk-groups.json is missing: run `npm run build` first.');
  process.exit(2);
}
const groups = JSON.parse(readFileSync(groupsFile, 'utf8'));
/** Each file once (chunk groups share vendor chunks), with the groups that load it. */
const files = new Map();
for (const name of FIRST_RENDER_GROUPS) {
  if (!groups[name]) {
    console.error(`budget: chunk group "${name}" is not in the build`);
    process.exit(2);
  }
  for (const file of groups[name]) {
    if (file.endsWith('.js')) files.set(file, [...(files.get(file) ?? []), name]);
  }
}
let total = 0;
const rows = [...files].map(([file, inGroups]) => {
  const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += size;
  return [file, size, inGroups];
});
rows.sort((a, b) => b[1] - a[1]);
const width = Math.max(...rows.map(([file]) => file.length));
for (const [file, size, inGroups] of rows) {
  console.log(
    `  ${(size / 1024).toFixed(1).padStart(7)} KB  ${file.padEnd(width)}  (${inGroups.join(', ')})`,
  );
}
const kb = total / 1024;
console.log(`First-render JavaScript (home route): ${kb.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB)`);
if (kb > BUDGET_KB) {
  console.error(`Bundle budget exceeded by ${(kb - BUDGET_KB).toFixed(1)} KB`);
  process.exit(1);
}
