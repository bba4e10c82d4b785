/** Test helper: run a GraphQL request against the embedded backend in-process. */
import { executeGraphQL } from '../mock-backend/executor';
import { approveReview } from '../mock-backend/resolvers/reviews';
import { getState, type BackendState } from '../mock-backend/state';

export interface GqlOptions {
  variables?: Record<string, unknown>;
  headers?: Record<string, string>;
  method?: 'GET' | 'POST';
  state?: BackendState;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function gql<T = any>(query: string, options: GqlOptions = {}) {
  const { variables, headers = {}, method = 'POST', state = getState() } = options;
  let request: Request;
  if (method === 'GET') {
    const url = new URL('http://localhost/graphql');
    url.searchParams.set('query', query);
    if (variables) url.searchParams.set('variables', JSON.stringify(variables));
    request = new Request(url, { headers });
  } else {
    request = new Request('http://localhost/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify({ query, variables }),
    });
  }
  const answer = await executeGraphQL(request, state);
  return answer as typeof answer & {
    body: { data?: T; errors?: Array<{ message: string; extensions?: { category?: string } }> };
  };
}

/**
 * The password-reset token the backend last issued to `email` (requestPasswordResetEmail keeps
 * it on the account instead of mailing it), for tests of the reset-password page.
 */
export function lastPasswordResetToken(email: string, state: BackendState = getState()): string | null {
  const account = state.customers.accounts.find(
    (candidate) => candidate.email.toLowerCase() === email.toLowerCase(),
  );
  return account?.rp_token ?? null;
}

/** Approves a pending review, as a moderator does in Magento's admin; false when there is none. */
export function approvePendingReview(
  match: { sku: string; nickname: string },
  state: BackendState = getState(),
): boolean {
  const review = state.reviews.items.find(
    (candidate) =>
      candidate.status === 'pending' &&
      candidate.sku.toLowerCase() === match.sku.toLowerCase() &&
      candidate.nickname === match.nickname,
  );
  return review ? approveReview(state, review.id) : false;
}

/** Switches the store's review settings (Magento's catalog/review/active and allow_guest). */
export function setReviewSettings(
  settings: Partial<{ enabled: boolean; allowGuests: boolean }>,
  state: BackendState = getState(),
): void {
  if (settings.enabled !== undefined) state.reviews.settings.enabled = settings.enabled;
  if (settings.allowGuests !== undefined) state.reviews.settings.allow_guests = settings.allowGuests;
}
