#!/usr/bin/env node
// Bundle budget. The figure that gates CI: the JavaScript the browser must load and run before
// the home route's first render (the entry chunk group: React, router, messages, state and the
// shell, which renders the page frame and its placeholder at once). The data layer (Apollo and
// the routes) is preloaded from index.html in parallel and is reported alongside, together with
// the home page's own chunk, as the JavaScript behind the home page's content.
// gzip -9 of each file, each file counted once. Reads dist/chunk-groups.json from the build.
import { readFileSync, existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const BUDGET_KB = 120;
/** What must run before the first render: the entry. */
export const FIRST_RENDER_GROUPS = ['main'];
/** What the home page's content needs on top: the data layer and the CMS page. */
export const HOME_CONTENT_GROUPS = ['main', 'data-layer', 'page-cms'];

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const groupsFile = join(dist, 'chunk-groups.json');
if (!existsSync(groupsFile)) {
  console.error('dist/chunk-groups.json is missing: run `npm run build` first.');
  process.exit(2);
}
const groups = JSON.parse(readFileSync(groupsFile, 'utf8'));

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
  const rows = [...files].map(([file, inGroups]) => [
    file,
    gzipSync(readFileSync(join(dist, file)), { level: 9 }).length,
    inGroups,
  ]);
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
  return kb;
}

const content = measure(HOME_CONTENT_GROUPS);
print('Home page content (entry + preloaded data layer + CMS page):', content);
console.log(`Home page content JavaScript: ${content.kb.toFixed(1)} KB gzip`);
const firstRender = measure(FIRST_RENDER_GROUPS);
const kb = print('First render (entry):', firstRender);
console.log(`First-render JavaScript (home route): ${kb.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB)`);
if (kb > BUDGET_KB) {
  console.error(`Bundle budget exceeded by ${(kb - BUDGET_KB).toFixed(1)} KB`);
  process.exit(1);
}
