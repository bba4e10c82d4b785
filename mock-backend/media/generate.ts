/**
 * Pre-renders every image the seed references into mock-backend/media/.generated/ so the first
 * page views do not wait for drawing. Originals already there are kept unless `--force`.
 *
 *   npx tsx mock-backend/media/generate.ts [--force] [--dir <folder>] [--quiet] [--keep-stale]
 *
 * Stored originals of earlier drawings (another hash in the file name) are removed unless
 * `--keep-stale`.
 */
import { readdirSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { attributes } from '../data/attributes';
import { categories } from '../data/categories';
import { cmsBlocks, cmsPages } from '../data/cms';
import { products } from '../data/products';
import { listMediaSources, type MediaSeed } from './catalogMedia';
import { defaultCacheDir, ensureOriginal, originalFile } from './mediaHandler';

/** Files under `dir` (recursively); none when it does not exist. */
function listFiles(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((e) => (e.isDirectory() ? listFiles(join(dir, e.name)) : [join(dir, e.name)]));
}

/** Removes stored originals no source maps to any more (and interrupted writes). */
function pruneStale(cacheDir: string, keep: Set<string>): number {
  let removed = 0;
  for (const file of listFiles(cacheDir)) {
    const stale = /\.[0-9a-z]{8,}\.(jpg|png|webp|gif)$/.test(file) && !keep.has(file);
    if (stale || file.endsWith('.tmp')) {
      rmSync(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}

function argValue(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const quiet = args.includes('--quiet');
  const cacheDir = argValue(args, '--dir') ?? defaultCacheDir();
  const seed: MediaSeed = {
    products,
    categories,
    attributes,
    cmsContents: [...cmsPages.map((p) => p.content), ...cmsBlocks.map((b) => b.content)],
  };
  const started = performance.now();
  const sources = listMediaSources(seed);
  let created = 0;
  let bytes = 0;
  let next = 0;
  // ensureOriginal limits concurrent drawing itself; a few workers keep it busy.
  const workers = Array.from({ length: Math.max(2, availableParallelism()) }, async () => {
    while (next < sources.length) {
      const source = sources[next++];
      if (!source) break;
      const result = await ensureOriginal(source, { cacheDir, force });
      if (result.created) {
        created += 1;
        bytes += result.data.length;
        if (!quiet && created % 50 === 0) console.info(`  ${created} drawn...`);
      }
    }
  });
  await Promise.all(workers);
  const removed = args.includes('--keep-stale')
    ? 0
    : pruneStale(cacheDir, new Set(sources.map((s) => originalFile(s, cacheDir))));
  const seconds = (performance.now() - started) / 1000;
  console.info(
    `media: ${sources.length} originals, ${created} drawn (${(bytes / 1024 / 1024).toFixed(1)} MB), ` +
      `${sources.length - created} already there${removed ? `, ${removed} stale removed` : ''}, ` +
      `in ${seconds.toFixed(1)} s -> ${cacheDir}`,
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
