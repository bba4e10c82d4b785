/**
 * Request bodies the server reads at most MAX_BODY_BYTES of. A GraphQL or REST request of the
 * storefront is a few kilobytes; anything beyond the limit is answered 413 as soon as it is
 * known (from Content-Length before a byte is read, else when the count passes the limit), and
 * nothing of it is kept. After the answer the server goes on reading, and dropping, for a moment
 * (LINGER_MS, at most LINGER_BYTES), so the client, still sending, gets to read the 413 before
 * the connection closes; then it closes.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Transform, type TransformCallback } from 'node:stream';

/** The default limit: 1 MB. */
export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

/** How long, and how much, is still read and dropped after an answer that leaves a body unread. */
const LINGER_MS = 2000;
export const LINGER_BYTES = 4 * 1024 * 1024;

export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`The request body is larger than ${limit} bytes.`);
    this.name = 'BodyTooLargeError';
  }
}

/** The body's declared length (Content-Length), or null when it has none (chunked, or no body). */
function declaredLength(req: IncomingMessage): number | null {
  const header = req.headers['content-length'];
  if (header === undefined) return null;
  const length = Number(header);
  return Number.isSafeInteger(length) && length >= 0 ? length : null;
}

/** Whether the request says, before any of its body is read, that the body is over `limit`. */
export const declaresTooLarge = (req: IncomingMessage, limit: number): boolean =>
  (declaredLength(req) ?? 0) > limit;

/** Whether the request has a body to read (a length above 0, or chunks). */
export const hasBody = (req: IncomingMessage): boolean =>
  (declaredLength(req) ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;

/**
 * Reads the whole body when it is at most `limit` bytes. Rejects with BodyTooLargeError as soon as
 * more has come, keeping nothing and reading no further (see answerTooLarge for the rest).
 */
export function readBodyWithin(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('close', onClose);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        stop();
        chunks.length = 0;
        req.pause();
        reject(new BodyTooLargeError(limit));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks, size));
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    const onClose = () => {
      stop();
      reject(new Error('The client closed the connection before sending the whole body.'));
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('close', onClose);
  });
}

/**
 * The body as a stream that fails with BodyTooLargeError once more than `limit` bytes have
 * passed (for a body streamed on to the backend: nothing is kept here).
 */
export function limitedBody(req: IncomingMessage, limit: number): Transform {
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
      size += chunk.length;
      if (size > limit) {
        req.unpipe(counter);
        req.pause();
        done(new BodyTooLargeError(limit));
        return;
      }
      done(null, chunk);
    },
  });
  req.on('error', (error) => counter.destroy(error));
  req.on('aborted', () => counter.destroy(new Error('The client closed the connection.')));
  return req.pipe(counter);
}

/**
 * After an answer sent before the request's body was all read: drops what still comes for
 * LINGER_MS (at most LINGER_BYTES), then closes the connection. A body that ends within that
 * leaves the connection open for the next request.
 */
export function lingerThenClose(req: IncomingMessage): void {
  const socket = req.socket;
  const close = () => {
    clearTimeout(timer);
    socket.destroy();
  };
  let dropped = 0;
  const timer = setTimeout(close, LINGER_MS);
  timer.unref();
  req.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > LINGER_BYTES) close();
  });
  req.once('end', () => clearTimeout(timer));
  req.once('close', () => clearTimeout(timer));
  // A body reader that gave up paused the request.
  req.resume();
}

/** The 413 answer, in the shape the path's clients read: GraphQL errors, Magento's REST message, text. */
export function answerTooLarge(req: IncomingMessage, res: ServerResponse, limit: number): void {
  const message = `The request is too large: the store accepts at most ${formatBytes(limit)}.`;
  const path = req.url ?? '/';
  let body: string;
  if (/^\/graphql(\/|\?|$)/.test(path)) {
    res.setHeader('Content-Type', 'application/json');
    body = JSON.stringify({ errors: [{ message, extensions: { category: 'graphql-input' } }] });
  } else if (/^\/rest(\/|\?|$)/.test(path)) {
    res.setHeader('Content-Type', 'application/json');
    body = JSON.stringify({ message });
  } else {
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    body = message;
  }
  res.statusCode = 413;
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(body);
  if (!req.complete) lingerThenClose(req);
}

function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KB`;
  return `${bytes} bytes`;
}
