/**
 * The embedded backend over real HTTP on a loopback port, for running the contract suite against
 * it (CI, jest): the same msw handlers `npm start` and `npm run serve` use, in a fresh in-memory
 * state. Its fixture options come from its own seed data (a live coupon, an old URL that
 * redirects), which a real installation's operator gives on the command line instead.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FixtureOptions } from './fixtures';

export interface EmbeddedBackend {
  url: string;
  options: FixtureOptions;
  close(): Promise<void>;
}

export async function startEmbeddedBackend(): Promise<EmbeddedBackend> {
  const [{ backendMiddleware }, { couponRules }, { redirects }] = await Promise.all([
    import('../mock-backend/node/middleware'),
    import('../mock-backend/data/checkoutRules'),
    import('../mock-backend/data/redirects'),
  ]);
  const middleware = backendMiddleware();
  const server = createServer((req, res) =>
    middleware(req, res, () => {
      res.statusCode = 404;
      res.end('Not found');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const today = new Date().toISOString().slice(0, 10);
  const coupon = couponRules.find(
    (entry) => entry.kind === 'percent' && !entry.min_subtotal && (!entry.to_date || entry.to_date >= today),
  );
  const redirect = redirects.find((entry) => entry.redirect_code === 301);
  return {
    url: `http://127.0.0.1:${port}`,
    options: {
      ...(coupon ? { couponCode: coupon.code } : {}),
      ...(redirect ? { redirectFrom: `/${redirect.request_path}` } : {}),
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
