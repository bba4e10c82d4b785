/**
 * The limit on guest order lookups (guestOrder). Magento 2.4.8 sets none (SalesGraphQl's
 * GuestOrder resolver answers every attempt), so order number, e-mail and last name could be
 * guessed at will; the embedded backend and the storefront's server in front of a real Magento
 * both count lookups per client and refuse past the limit with the answer Magento's own rate
 * limiting gives (GraphQl/Model/Backpressure: "Too Many Requests", graphql-too-many-requests).
 * Pure counting, no backend: the proxying server uses it without loading the backend.
 */

/** Lookups one client may make per window. */
export const GUEST_ORDER_LOOKUP_LIMIT = 10;
/** The window: 15 minutes. */
const GUEST_ORDER_LOOKUP_WINDOW_MS = 15 * 60_000;

export const TOO_MANY_REQUESTS = 'Too Many Requests';
export const TOO_MANY_REQUESTS_CATEGORY = 'graphql-too-many-requests';

/** The client a request comes from: the first X-Forwarded-For address, else the peer's. */
export function lookupClient(forwardedFor: string | null | undefined, peer?: string | null): string {
  const first = forwardedFor?.split(',')[0]?.trim();
  return first || peer || 'local';
}

/** Counts lookups per client over a sliding window. */
export class LookupLimiter {
  private readonly attempts = new Map<string, number[]>();

  constructor(
    private readonly limit = GUEST_ORDER_LOOKUP_LIMIT,
    private readonly windowMs = GUEST_ORDER_LOOKUP_WINDOW_MS,
  ) {}

  /** Records one lookup of `client`; false when it is past the limit (then it is not counted). */
  take(client: string, now = Date.now()): boolean {
    const recent = (this.attempts.get(client) ?? []).filter((at) => now - at < this.windowMs);
    if (recent.length >= this.limit) {
      this.attempts.set(client, recent);
      return false;
    }
    recent.push(now);
    this.attempts.set(client, recent);
    // Forget clients whose window has passed, so the map does not grow without end.
    if (this.attempts.size > 10_000) {
      for (const [key, times] of this.attempts) {
        if (times.every((at) => now - at >= this.windowMs)) this.attempts.delete(key);
      }
    }
    return true;
  }
}
