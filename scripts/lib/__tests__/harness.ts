/**
 * Starts the production server (scripts/lib/server.ts) in the test's process on a free port, over
 * a small dist/ of its own, and asks it things over real sockets. The msw interception every jest
 * test gets (test/setupTests.ts) is switched off first: these requests must reach the server.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { server as mswServer } from '../../../test/server';
import {
  optionsFromEnv,
  startStorefrontServer,
  type StorefrontServer,
  type StorefrontServerOptions,
} from '../server';

/** The shell a build writes, with an inline <style> as public/index.html has. */
const SHELL =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shop</title>' +
  '<style>html{background:#0b0b0c}</style>' +
  '<script defer src="/js/main.0123abcd.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

/** A dist/ folder with a shell, a hashed script (and its compressed twins and map), chunk groups. */
function makeDist(): string {
  const root = mkdtempSync(join(tmpdir(), 'serve-dist-'));
  mkdirSync(join(root, 'js'));
  writeFileSync(join(root, 'index.html'), SHELL);
  const script = `console.log(${JSON.stringify('x'.repeat(2000))});\n//# sourceMappingURL=main.0123abcd.js.map\n`;
  writeFileSync(join(root, 'js', 'main.0123abcd.js'), script);
  writeFileSync(join(root, 'js', 'main.0123abcd.js.gz'), gzipSync(script));
  writeFileSync(join(root, 'js', 'main.0123abcd.js.br'), brotliCompressSync(script));
  writeFileSync(join(root, 'js', 'main.0123abcd.js.map'), '{"version":3,"sources":["src/index.tsx"]}');
  writeFileSync(
    join(root, 'sw.js'),
    'self.addEventListener("fetch", () => {});\n//# sourceMappingURL=sw.js.map\n',
  );
  writeFileSync(join(root, 'sw.js.map'), '{"version":3,"sources":["sw/sw.ts"]}');
  writeFileSync(
    join(root, 'chunk-groups.json'),
    JSON.stringify({ 'page-product': ['js/page-product.aaaaaaaa.js'] }),
  );
  return root;
}

export interface Harness {
  server: StorefrontServer;
  root: string;
  stop(): Promise<void>;
}

/** Starts a server over a fresh dist/ with `overrides` on the settings `npm run serve` would use. */
export async function startServer(overrides: Partial<StorefrontServerOptions> = {}): Promise<Harness> {
  const root = makeDist();
  const server = await startStorefrontServer(
    { ...optionsFromEnv({}, root), ...overrides },
    { host: '127.0.0.1' },
  );
  return {
    server,
    root,
    stop: async () => {
      await server.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** Stops msw's interception for the file's tests (it is back for the next file). */
export function withoutMsw(): void {
  beforeAll(() => mswServer.close());
}

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One request over a fresh connection; the body as it came (not decompressed). */
export function ask(
  url: string,
  {
    method = 'GET',
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: Buffer | string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method, headers, agent: false }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('error', reject);
      incoming.on('end', () =>
        resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks) }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
