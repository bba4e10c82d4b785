/**
 * The embedded backend on a loopback port of its own, for running the contract suite against it
 * (`npm run contract` without --url, and jest): the backend `npm run backend` serves, in a fresh
 * in-memory state. Its fixture options come from its own seed data (a live coupon, an old URL
 * that redirects), which a real installation's operator gives on the command line instead.
 */
import type { FixtureOptions } from './fixtures';

export interface EmbeddedBackend {
  url: string;
  options: FixtureOptions;
  close(): Promise<void>;
}

/** The embedded backend's own fixture options, from its seed data. */
export async function embeddedFixtureOptions(): Promise<FixtureOptions> {
  const [{ couponRules }, { redirects }] = await Promise.all([
    import('../mock-backend/data/checkoutRules'),
    import('../mock-backend/data/redirects'),
  ]);
  const today = new Date().toISOString().slice(0, 10);
  const coupon = couponRules.find(
    (entry) => entry.kind === 'percent' && !entry.min_subtotal && (!entry.to_date || entry.to_date >= today),
  );
  const redirect = redirects.find((entry) => entry.redirect_code === 301);
  return {
    ...(coupon ? { couponCode: coupon.code } : {}),
    ...(redirect ? { redirectFrom: `/${redirect.request_path}` } : {}),
  };
}

export async function startEmbeddedBackend(): Promise<EmbeddedBackend> {
  const { startBackendServer } = await import('../mock-backend/node/server');
  const backend = await startBackendServer({ port: 0 });
  return { url: backend.url, options: await embeddedFixtureOptions(), close: () => backend.close() };
}
