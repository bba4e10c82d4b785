/**
 * The server's pages with their data (the shell, the page's first answers, its hints), kept per
 * key as long as the data may be kept (pageDataLifetimeMs), each with its body compressed once
 * per encoding (compress once, serve many). Bounded: at most `maxEntries` pages and `maxBytes`
 * of bodies, the least recently used going first. Nothing else: a second server has its own and
 * loses nothing by not sharing it.
 */
import { createHash } from 'node:crypto';
import { compress, type Encoding, type Limiter } from './compress';
import type { PageData } from './pageData';

export const DEFAULT_PAGE_CACHE_ENTRIES = 2000;
export const DEFAULT_PAGE_CACHE_BYTES = 64 * 1024 * 1024;

export class CachedPage {
  /** A weak validator: the same for each encoding of the same document. */
  readonly etag: string;
  private readonly encoded = new Map<Encoding, Promise<Buffer>>();
  private encodedBytes = 0;

  constructor(
    /** The whole document. */
    readonly html: Buffer,
    /** 200, or 404 for a URL the backend does not know. */
    readonly status: number,
    /** Until when (ms since the epoch) it may be served. */
    readonly expires: number,
    private readonly onGrow: (bytes: number) => void = () => undefined,
    /** The data it was made from, for a document made from it per request (a guest's cart page). */
    readonly data: PageData | null = null,
  ) {
    this.etag = `W/"${createHash('sha1').update(html).digest('base64url')}"`;
  }

  /** The document in `encoding`, compressed the first time it is asked for. */
  body(encoding: Encoding | null, limiter?: Limiter): Promise<Buffer> {
    if (!encoding) return Promise.resolve(this.html);
    let body = this.encoded.get(encoding);
    if (!body) {
      body = compress(this.html, encoding, limiter);
      this.encoded.set(encoding, body);
      body.then(
        (buffer) => {
          this.encodedBytes += buffer.length;
          this.onGrow(buffer.length);
        },
        () => this.encoded.delete(encoding),
      );
    }
    return body;
  }

  get bytes(): number {
    return this.html.length + this.encodedBytes;
  }
}

/** A map that forgets its least recently used entries past `maxEntries` or `maxBytes`. */
export class PageCache {
  private readonly entries = new Map<string, CachedPage>();
  private totalBytes = 0;

  constructor(
    readonly maxEntries = DEFAULT_PAGE_CACHE_ENTRIES,
    readonly maxBytes = DEFAULT_PAGE_CACHE_BYTES,
    private readonly now: () => number = Date.now,
  ) {}

  /** The page at `key` while it may still be served (it becomes the most recently used). */
  get(key: string): CachedPage | undefined {
    const page = this.entries.get(key);
    if (!page) return undefined;
    this.entries.delete(key);
    if (this.now() >= page.expires) {
      this.totalBytes -= page.bytes;
      return undefined;
    }
    this.entries.set(key, page);
    return page;
  }

  /** A page for `key`, kept until `expires`; its compressed bodies count as they are made. */
  put(key: string, html: Buffer, status: number, expires: number, data: PageData | null = null): CachedPage {
    this.delete(key);
    const page: CachedPage = new CachedPage(
      html,
      status,
      expires,
      (bytes) => {
        if (this.entries.get(key) !== page) return;
        this.totalBytes += bytes;
        this.evict();
      },
      data,
    );
    this.entries.set(key, page);
    this.totalBytes += page.bytes;
    this.evict();
    return page;
  }

  delete(key: string): void {
    const page = this.entries.get(key);
    if (!page) return;
    this.entries.delete(key);
    this.totalBytes -= page.bytes;
  }

  private evict(): void {
    for (const [key, page] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.totalBytes <= this.maxBytes) return;
      // The newest page stays even when it alone is over the byte limit.
      if (this.entries.size === 1) return;
      this.entries.delete(key);
      this.totalBytes -= page.bytes;
    }
  }

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.totalBytes;
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }
}

/**
 * One run of `task` per key at a time: a caller asking for a key already being worked on gets
 * that run's promise instead of starting another.
 */
export class SingleFlight<T> {
  private readonly running = new Map<string, T>();

  run(key: string, start: () => T, settled: (value: T) => Promise<unknown>): T {
    const current = this.running.get(key);
    if (current) return current;
    const value = start();
    this.running.set(key, value);
    void settled(value).finally(() => {
      if (this.running.get(key) === value) this.running.delete(key);
    });
    return value;
  }

  get size(): number {
    return this.running.size;
  }
}
