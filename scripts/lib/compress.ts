/**
 * Compression of the pages the server builds (the shell with a page's data), with memory kept in
 * bounds. Each brotli or gzip stream holds native buffers (brotli's default window alone is
 * 4 MB, with its hash tables more), released only when the stream is closed and collected. So:
 * - a page body is compressed once per encoding and kept (pageCache.ts), the window sized to
 *   the body;
 * - at most COMPRESSION_SLOTS compressions run at once (a Limiter): a request that would need
 *   another waits for a slot, or goes without the early head (server.ts);
 * - brotli at quality 5 (a setting for content compressed as it is served; the build's own files
 *   are at 11), gzip at level 6.
 */
import {
  brotliCompress,
  constants as zlib,
  createBrotliCompress,
  createGzip,
  gzip,
  type BrotliCompress,
  type Gzip,
} from 'node:zlib';

export type Encoding = 'br' | 'gzip';

const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;
/** Compressions at once, streams included. */
const COMPRESSION_SLOTS = 16;
/** A streaming compressor's brotli window: 512 KB (a page with its data is rarely larger). */
const STREAM_WINDOW_BITS = 19;

/** Brotli's window for a body of `length` bytes: no larger than the body, 64 KB at least. */
const windowBits = (length: number): number =>
  Math.min(22, Math.max(16, Math.ceil(Math.log2(Math.max(1, length)))));

/** Admits at most `slots` tasks at once; the others wait their turn, in order. */
export class Limiter {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(readonly slots: number) {}

  /** Takes a slot when one is free at once; the caller must release() it. */
  tryAcquire(): boolean {
    if (this.active >= this.slots) return false;
    this.active += 1;
    return true;
  }

  acquire(): Promise<void> {
    if (this.tryAcquire()) return Promise.resolve();
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.active -= 1;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    await this.acquire();
    try {
      return await task();
    } finally {
      this.release();
    }
  }

  get busy(): number {
    return this.active;
  }
}

export const compressionSlots = new Limiter(COMPRESSION_SLOTS);

/** `body` compressed once, off the main thread, within a slot. */
export function compress(
  body: Buffer,
  encoding: Encoding,
  limiter: Limiter = compressionSlots,
): Promise<Buffer> {
  return limiter.run(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        const done = (error: Error | null, result: Buffer) => (error ? reject(error) : resolve(result));
        if (encoding === 'br') {
          brotliCompress(
            body,
            {
              params: {
                [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
                [zlib.BROTLI_PARAM_LGWIN]: windowBits(body.length),
                [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
                [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
              },
            },
            done,
          );
        } else {
          gzip(body, { level: GZIP_LEVEL }, done);
        }
      }),
  );
}

/** A compressing stream for a body sent in parts; its slot is the caller's to hold and release. */
export function compressingStream(encoding: Encoding): BrotliCompress | Gzip {
  return encoding === 'br'
    ? createBrotliCompress({
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [zlib.BROTLI_PARAM_LGWIN]: STREAM_WINDOW_BITS,
          [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        },
      })
    : createGzip({ level: GZIP_LEVEL });
}
