/**
 * One request passed on to the backend (MAGENTO_BACKEND_URL: /graphql and /rest) or its media
 * base (/media), and its answer passed back:
 * - the request's body is streamed on as it comes, counted: past MAX_BODY_BYTES the exchange is
 *   dropped and the client answered 413 (bodyLimit.ts);
 * - the backend has BACKEND_TIMEOUT_MS for the whole exchange; past it the client is answered
 *   504 (answerFailure). Nothing is sent again here: the app asks a query again (retryLink.ts)
 *   and never repeats a mutation blindly, since the backend may have gone on to make the change
 *   (src/platform/apollo/retryLink.ts and lostAnswer.ts);
 * - text and JSON answers are compressed as the client accepts (writeBody); images and other
 *   files are streamed through as they come, never held whole.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { writeBody } from '../../mock-backend/node/http';
import { answerTooLarge, BodyTooLargeError, declaresTooLarge, hasBody, limitedBody } from './bodyLimit';

/** The default time the backend has to answer: 30 s. */
export const DEFAULT_BACKEND_TIMEOUT_MS = 30_000;

/** Answers larger than this are streamed through rather than compressed here. */
const MAX_COMPRESSED_ANSWER = 8 * 1024 * 1024;
const COMPRESSIBLE = /^(application\/(json|graphql-response\+json)|text\/)/i;

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'host',
  'content-length',
]);

/** Not sent on to a media base, which may be another party's CDN. */
const CREDENTIALS = new Set(['cookie', 'authorization']);

export interface ProxyOptions {
  maxBodyBytes: number;
  timeoutMs: number;
  /** A media request: no credentials go with it. */
  media?: boolean;
  log?: (message: string) => void;
}

type Failure = 'timeout' | 'unreachable';

const FAILURE_MESSAGES: Record<Failure, { status: number; message: string }> = {
  timeout: { status: 504, message: "The store's server did not answer in time." },
  unreachable: { status: 502, message: "The store's server could not be reached." },
};

/**
 * A 502 or 504: JSON with a `message` on /graphql and /rest (Magento's REST error shape), text
 * on /media. Not GraphQL's `errors`: the app reads those out of a 5xx answer and would show the
 * shopper this message joined with Apollo's "Response not successful: Received status code 504";
 * without them it says the store did not answer (src/platform/apollo/errorLink.ts, noAnswerMessage),
 * once its retries of a query have run out.
 */
function answerFailure(req: IncomingMessage, res: ServerResponse, failure: Failure): void {
  const { status, message } = FAILURE_MESSAGES[failure];
  let body: string;
  if (/^\/(graphql|rest)(\/|\?|$)/.test(req.url ?? '/')) {
    res.setHeader('Content-Type', 'application/json');
    body = JSON.stringify({ message });
  } else {
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    body = message;
  }
  res.statusCode = status;
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(body);
}

export async function proxyRequest(
  req: IncomingMessage,
  res: ServerResponse,
  target: string,
  { maxBodyBytes, timeoutMs, media = false, log = (message) => console.error(message) }: ProxyOptions,
): Promise<void> {
  if (declaresTooLarge(req, maxBodyBytes)) {
    answerTooLarge(req, res, maxBodyBytes);
    return;
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name) || name === 'accept-encoding') continue;
    if (media && CREDENTIALS.has(name)) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  let tooLarge = false;
  const sendsBody = req.method !== 'GET' && req.method !== 'HEAD' && hasBody(req);
  const body = sendsBody ? limitedBody(req, maxBodyBytes) : null;
  body?.on('error', (error) => {
    if (error instanceof BodyTooLargeError) tooLarge = true;
    controller.abort();
  });
  // The client gone: nothing to wait for.
  res.on('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  try {
    const answer = await fetch(target, {
      method: req.method,
      headers,
      body: body ? (Readable.toWeb(body) as ReadableStream) : undefined,
      redirect: 'manual',
      signal: controller.signal,
      ...(body ? { duplex: 'half' } : {}),
    } as RequestInit);
    const decoded = answer.headers.has('content-encoding');
    const type = answer.headers.get('content-type') ?? '';
    const length = Number(answer.headers.get('content-length') ?? NaN);
    const passBack = () => {
      res.statusCode = answer.status;
      answer.headers.forEach((value, name) => {
        // fetch has already decoded the body, so its encoding and length no longer hold.
        if (name === 'content-encoding' || HOP_BY_HOP.has(name)) return;
        res.setHeader(name, value);
      });
      if (!decoded && Number.isFinite(length)) res.setHeader('Content-Length', length);
    };
    if (!answer.body || req.method === 'HEAD') {
      passBack();
      res.end();
    } else if (COMPRESSIBLE.test(type) && !(length > MAX_COMPRESSED_ANSWER)) {
      // Read whole (within the time limit) before anything is sent, then compressed.
      const whole = Buffer.from(await answer.arrayBuffer());
      passBack();
      res.removeHeader('Content-Length');
      writeBody(req, res, whole);
    } else {
      passBack();
      await streamInto(Readable.fromWeb(answer.body as NodeReadableStream), res);
    }
  } catch (error) {
    if (res.headersSent) {
      // Cut off while the answer was on its way: the client sees a broken answer, not a wrong one.
      res.destroy();
    } else if (tooLarge) {
      answerTooLarge(req, res, maxBodyBytes);
    } else if (timedOut) {
      log(`[serve] ${req.method} ${target}: no answer within ${timeoutMs} ms`);
      answerFailure(req, res, 'timeout');
    } else if (!res.destroyed) {
      log(`[serve] ${req.method} ${target} failed: ${String(error)}`);
      answerFailure(req, res, 'unreachable');
    }
  } finally {
    clearTimeout(timer);
  }
}

function streamInto(source: Readable, res: ServerResponse): Promise<void> {
  return new Promise((resolve, reject) => {
    source.on('error', reject);
    res.on('close', () => {
      source.destroy();
      resolve();
    });
    source.pipe(res).on('finish', resolve);
  });
}
