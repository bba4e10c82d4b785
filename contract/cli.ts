/**
 * `npm run contract`: the contract suite against a backend, with a line per case and a summary.
 *
 *   npm run contract                                  the embedded backend, started for the run
 *   npm run contract -- --url https://staging.example.com [--coupon CODE] [--redirect-from /old.html] [--block ID]
 *   npm run contract -- --url http://127.0.0.1:8081 --embedded   `npm run backend`, with its seed's coupon and old URL
 *   options: --only <id prefix>  --json <file> (results as JSON)  --verbose (sources of each case)
 *
 * Exits 1 when a case fails. The suite creates what it needs on the backend (carts, two shopper
 * accounts, a guest order paid by check / money order): point it at a staging installation.
 */
import { writeFileSync } from 'node:fs';
import { allCases } from './allCases';
import { createBackendClient } from './client';
import { embeddedFixtureOptions, startEmbeddedBackend, type EmbeddedBackend } from './embedded';
import { Fixtures, type FixtureOptions } from './fixtures';
import { runCases, summary, type CaseResult } from './suite';

function parseArgs(argv: string[]): Record<string, string | true> {
  const args: Record<string, string | true> = {};
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index]!;
    if (!arg.startsWith('--')) throw new Error(`Unexpected argument: ${arg}`);
    const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
    const next = argv[index + 1];
    if (inline !== undefined) args[name] = inline;
    else if (next !== undefined && !next.startsWith('--')) {
      args[name] = next;
      index += 1;
    } else args[name] = true;
  }
  return args;
}

const text = (value: string | true | undefined): string | undefined =>
  typeof value === 'string' ? value : undefined;

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  let embedded: EmbeddedBackend | null = null;
  let url = text(args.url);
  let options: FixtureOptions = {};
  if (!url) {
    embedded = await startEmbeddedBackend();
    url = embedded.url;
    options = embedded.options;
  } else if (args.embedded) {
    options = await embeddedFixtureOptions();
  }
  options = {
    ...options,
    ...(text(args.coupon) ? { couponCode: text(args.coupon) } : {}),
    ...(text(args['redirect-from']) ? { redirectFrom: text(args['redirect-from']) } : {}),
    ...(text(args.block) ? { cmsBlock: text(args.block) } : {}),
  };
  const only = text(args.only);
  const cases = only ? allCases.filter((entry) => entry.id.startsWith(only)) : allCases;
  console.log(
    `Contract suite: ${cases.length} cases against ${embedded ? `the embedded backend (${url})` : url}\n`,
  );
  const client = createBackendClient(url);
  const mark: Record<CaseResult['outcome'], string> = { passed: 'ok  ', failed: 'FAIL', skipped: 'skip' };
  const results = await runCases(cases, { client, fixtures: new Fixtures(client, options) }, (result) => {
    console.log(`${mark[result.outcome]} ${result.id}: ${result.title}`);
    if (result.detail) console.log(`       ${result.detail.split('\n').join('\n       ')}`);
    if (result.outcome === 'failed' || args.verbose) console.log(`       from ${result.source.join(', ')}`);
  });
  await embedded?.close();
  const failed = results.filter((result) => result.outcome === 'failed');
  if (failed.length) {
    console.log(`\nMismatches:`);
    for (const result of failed) console.log(`  ${result.id}: ${result.detail?.split('\n')[0]}`);
  }
  console.log(`\n${summary(results)}`);
  const json = text(args.json);
  if (json) writeFileSync(json, JSON.stringify({ url, results }, null, 2));
  return failed.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
