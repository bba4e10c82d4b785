/**
 * What the benchmarks share to start `npm run serve` and wait for it (plain JavaScript: they run
 * without a TypeScript loader).
 */
import { createServer } from 'node:net';

/** A port nothing listens on now, on 127.0.0.1. */
export function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
}

/**
 * Resolves once `url` answers 200; rejects after `timeoutMs`, or as soon as `child` (the server's
 * process, when given) has exited.
 */
export async function waitForServer(url, { child, timeoutMs = 60_000 } = {}) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (child && child.exitCode !== null) throw new Error(`The server exited (${child.exitCode})`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`The server did not answer at ${url}`);
}
