/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GUEST_ORDER_LOOKUP_LIMIT } from '../../../mock-backend/guestOrderLimit';
import { ask, startServer, withoutMsw, type Harness } from './harness';

withoutMsw();

/** In front of a Magento (which sets no limit), the server counts guest order lookups per client. */
describe('guest order lookups through the proxy', () => {
  let backend: Server;
  let seen: string[];
  let h: Harness;
  beforeAll(async () => {
    backend = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        seen.push(`${req.method} ${req.url} ${Buffer.concat(chunks).toString('utf8')}`);
        res.setHeader('Content-Type', 'application/json');
        res.end(
          JSON.stringify({
            errors: [{ message: "We couldn't locate an order with the information provided." }],
          }),
        );
      });
    });
    await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(backend.address() as AddressInfo).port}`;
    h = await startServer({ backendUrl: url, mediaUrl: `${url}/media/` });
  });
  afterAll(async () => {
    await h.stop();
    backend.closeAllConnections();
    backend.close();
  });
  beforeEach(() => {
    seen = [];
  });

  const lookup = (via: 'GET' | 'POST', headers: Record<string, string> = {}) => {
    const query = 'query($n:String!){guestOrder(input:{number:$n,email:"a@b.co",lastname:"X"}){number}}';
    if (via === 'GET') {
      return ask(
        `${h.server.url}/graphql?query=${encodeURIComponent(query)}&variables=%7B%22n%22%3A%221%22%7D`,
        {
          headers,
        },
      );
    }
    return ask(`${h.server.url}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify({ query, variables: { n: '1' } }),
    });
  };

  it('passes lookups on up to the limit, by GET or POST, then answers "Too Many Requests" itself; other requests still pass', async () => {
    for (let attempt = 0; attempt < GUEST_ORDER_LOOKUP_LIMIT; attempt += 1) {
      const answer = await lookup(attempt % 2 ? 'POST' : 'GET');
      expect(answer.status).toBe(200);
    }
    expect(seen).toHaveLength(GUEST_ORDER_LOOKUP_LIMIT);
    // The POST's body reached the backend whole.
    expect(seen[1]).toMatch(/^POST \/graphql \{"query":"query\(\$n:String!\)\{guestOrder/);

    // A forwarded address from the client changes nothing: the server trusts no proxy here.
    const refused = await lookup('POST', { 'X-Forwarded-For': '203.0.113.7' });
    expect(refused.status).toBe(200);
    expect(JSON.parse(refused.body.toString('utf8'))).toEqual({
      errors: [{ message: 'Too Many Requests', extensions: { category: 'graphql-too-many-requests' } }],
      data: null,
    });
    expect(seen).toHaveLength(GUEST_ORDER_LOOKUP_LIMIT);

    const other = await ask(
      `${h.server.url}/graphql?query=${encodeURIComponent('{ storeConfig { store_code } }')}`,
    );
    expect(other.status).toBe(200);
    expect(seen).toHaveLength(GUEST_ORDER_LOOKUP_LIMIT + 1);
  });
});
