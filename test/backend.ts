/** Test helper: run a GraphQL request against the embedded backend in-process. */
import { executeGraphQL } from '../mock-backend/executor';
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

/**
 * Invoices a placed order as the admin would: Magento's default "Order Item Status to Enable
 * Downloads" is Invoiced, so its downloadable links become available (for tests of the
 * account's downloads).
 */
export function invoiceOrder(number: string, state: BackendState = getState()): void {
  const order = state.orders.find((candidate) => candidate.number === number);
  if (!order) throw new Error(`No order ${number}`);
  order.status = 'Processing';
  for (const item of order.items) {
    for (const link of item.downloadable_links ?? [])
      if (link.status === 'pending') link.status = 'available';
  }
}
