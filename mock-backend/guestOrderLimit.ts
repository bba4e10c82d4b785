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

/**
 * The header the embedded backend reads a request's client from. The Node middleware always sets
 * it (over anything the client sent) to the peer's address, or to what the server in front
 * vouches for; without it (a request made in-process, as tests make them) the client is "local".
 */
export const CLIENT_HEADER = 'x-embedded-client';

/**
 * The client a Node request comes from: with `trustProxy` (a proxy in front that is believed),
 * the first X-Forwarded-For address; else the socket's peer. Never a header a client could set
 * to pass for another.
 */
export function clientAddress(
  req: { headers: Record<string, string | string[] | undefined>; socket?: { remoteAddress?: string } },
  trustProxy = false,
): string {
  const forwarded = req.headers['x-forwarded-for'];
  const first = trustProxy
    ? (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim()
    : '';
  return first || req.socket?.remoteAddress || 'local';
}

/** Whether a GraphQL request (its query string or body) asks for `guestOrder`. */
export const asksGuestOrder = (text: string): boolean => /\bguestOrder\b/.test(text);

/** Magento's answer past the limit, as its own rate limiting words it. */
export const tooManyRequestsAnswer = () => ({
  errors: [{ message: TOO_MANY_REQUESTS, extensions: { category: TOO_MANY_REQUESTS_CATEGORY } }],
  data: null,
});

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
