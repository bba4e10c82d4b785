/** @jest-environment node */
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { DEFAULT_MAX_BODY_BYTES, LINGER_BYTES } from '../bodyLimit';
import { ask, startServer, withoutMsw, type Harness } from './harness';

withoutMsw();

const MB = 1024 * 1024;

/** Every connection the server accepted, to read how much it took in. */
function recordSockets(server: Server): Socket[] {
  const sockets: Socket[] = [];
  server.on('connection', (socket: Socket) => sockets.push(socket));
  return sockets;
}

interface Upload {
  status: number | null;
  body: string;
  /** Bytes the client managed to hand to its socket before the answer came or the socket closed. */
  written: number;
}

/**
 * POSTs `total` bytes of JSON-ish filler in 64 KB chunks (Transfer-Encoding: chunked unless
 * `declared`), as fast as the connection takes them, and stops writing once an answer arrives.
 * The same chunk is written again and again, so the client holds 64 KB whatever `total` is.
 */
function upload(url: string, total: number, { declared = false } = {}): Promise<Upload> {
  return new Promise((resolve) => {
    const chunk = Buffer.alloc(64 * 1024, 'a');
    let written = 0;
    let answered = false;
    const result: Upload = { status: null, body: '', written: 0 };
    const done = () => {
      result.written = written;
      resolve(result);
    };
    const outgoing = request(
      url,
      {
        method: 'POST',
        agent: false,
        headers: {
          'Content-Type': 'application/json',
          ...(declared ? { 'Content-Length': String(total) } : {}),
        },
      },
      (incoming: IncomingMessage) => {
        answered = true;
        result.status = incoming.statusCode ?? null;
        incoming.setEncoding('utf8');
        incoming.on('data', (text: string) => (result.body += text));
        incoming.on('end', () => {
          outgoing.destroy();
          done();
        });
      },
    );
    outgoing.on('error', () => {
      if (!answered) done();
    });
    const pump = () => {
      while (!answered && written < total && !outgoing.destroyed) {
        const part = chunk.subarray(0, Math.min(chunk.length, total - written));
        written += part.length;
        if (!outgoing.write(part)) {
          outgoing.once('drain', pump);
          return;
        }
      }
      if (written >= total && !answered) outgoing.end();
    };
    pump();
  });
}

const bytesRead = (sockets: Socket[]) => sockets.reduce((sum, socket) => sum + socket.bytesRead, 0);

describe('request bodies, embedded backend', () => {
  let h: Harness;
  let sockets: Socket[];
  beforeAll(async () => {
    h = await startServer();
    sockets = recordSockets(h.server.server);
  });
  afterAll(() => h.stop());
  beforeEach(() => {
    sockets.length = 0;
  });

  it('is 1 MB by default', () => {
    expect(DEFAULT_MAX_BODY_BYTES).toBe(MB);
  });

  it('answers a body that says it is too large 413 before reading it, in GraphQL error shape', async () => {
    const answer = await upload(`${h.server.url}/graphql`, 50 * MB, { declared: true });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({
      errors: [
        {
          message: 'The request is too large: the store accepts at most 1 MB.',
          extensions: { category: 'graphql-input' },
        },
      ],
    });
    expect(bytesRead(sockets)).toBeLessThan(LINGER_BYTES + 2 * MB);
  });

  it('stops reading a 50 MB chunked POST at the limit, without the memory growing with it', async () => {
    global.gc?.();
    const before = process.memoryUsage().rss;
    const answer = await upload(`${h.server.url}/graphql`, 50 * MB);
    const grown = process.memoryUsage().rss - before;
    expect(answer.status).toBe(413);
    expect(answer.written).toBeLessThan(50 * MB);
    // The limit, what is dropped while the client reads the answer, and the sockets' buffers.
    expect(bytesRead(sockets)).toBeLessThan(MB + LINGER_BYTES + 4 * MB);
    expect(grown).toBeLessThan(30 * MB);
  });

  it('answers REST in Magento’s message shape', async () => {
    const answer = await upload(`${h.server.url}/rest/V1/guest-carts`, 2 * MB);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({
      message: 'The request is too large: the store accepts at most 1 MB.',
    });
  });

  it('still answers bodies within the limit', async () => {
    const answer = await ask(`${h.server.url}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: 'mutation { createGuestCart { cart { id } } }' }),
    });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body.toString()).data.createGuestCart.cart.id).toEqual(expect.any(String));
  });

  it('tells a client that asks first (Expect: 100-continue) at once, so it sends nothing', async () => {
    const status = await new Promise<{ status: number; continued: boolean }>((resolve, reject) => {
      let continued = false;
      const outgoing = request(`${h.server.url}/graphql`, {
        method: 'POST',
        agent: false,
        headers: { 'Content-Length': String(10 * MB), Expect: '100-continue' },
      });
      outgoing.on('continue', () => (continued = true));
      outgoing.on('response', (incoming) => {
        incoming.resume();
        outgoing.destroy();
        resolve({ status: incoming.statusCode ?? 0, continued });
      });
      outgoing.on('error', reject);
      outgoing.flushHeaders();
    });
    expect(status).toEqual({ status: 413, continued: false });
  });
});

describe('request bodies, MAX_BODY_BYTES and the proxy', () => {
  let upstream: Server;
  let upstreamUrl: string;
  const received: number[] = [];
  beforeAll(async () => {
    upstream = createServer((req, res) => {
      let size = 0;
      req.on('data', (chunk: Buffer) => (size += chunk.length));
      req.on('end', () => {
        received.push(size);
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify({ data: { received: size } }));
      });
      req.on('aborted', () => received.push(size));
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  });
  afterAll(
    () =>
      new Promise<void>((resolve) => {
        upstream.close(() => resolve());
        upstream.closeAllConnections();
      }),
  );
  beforeEach(() => {
    received.length = 0;
  });

  it('streams a body within the limit on to the backend', async () => {
    const h = await startServer({
      backendUrl: upstreamUrl,
      mediaUrl: `${upstreamUrl}/media`,
      maxBodyBytes: 64 * 1024,
    });
    try {
      const answer = await upload(`${h.server.url}/graphql`, 40 * 1024);
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toEqual({ data: { received: 40 * 1024 } });
    } finally {
      await h.stop();
    }
  });

  it('cuts a body off at the limit on its way to the backend and answers 413', async () => {
    const h = await startServer({
      backendUrl: upstreamUrl,
      mediaUrl: `${upstreamUrl}/media`,
      maxBodyBytes: 64 * 1024,
    });
    const sockets = recordSockets(h.server.server);
    try {
      const answer = await upload(`${h.server.url}/graphql`, 50 * MB);
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body).errors[0].message).toBe(
        'The request is too large: the store accepts at most 64 KB.',
      );
      expect(bytesRead(sockets)).toBeLessThan(LINGER_BYTES + 4 * MB);
      await new Promise((resolve) => setTimeout(resolve, 100));
      // The backend never got the whole of it (what passed the limit was not sent on).
      expect(Math.max(0, ...received)).toBeLessThanOrEqual(64 * 1024);
    } finally {
      await h.stop();
    }
  });

  it('takes its limit from MAX_BODY_BYTES', async () => {
    const { optionsFromEnv } = await import('../server');
    expect(optionsFromEnv({ MAX_BODY_BYTES: '2048' }, '/tmp').maxBodyBytes).toBe(2048);
    expect(optionsFromEnv({ MAX_BODY_BYTES: 'lots' }, '/tmp').maxBodyBytes).toBe(MB);
    expect(optionsFromEnv({}, '/tmp').maxBodyBytes).toBe(MB);
  });
});
