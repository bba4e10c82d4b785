/**
 * Faults on demand, so retry and error paths can be exercised against the embedded backend.
 *
 * A fault spec is a comma-separated list, from the `X-Mock-Fault` request header or the
 * `MOCK_FAULTS` environment variable (the header wins):
 *   latency=MS          delay every answer by MS milliseconds
 *   http500=RATE        answer HTTP 500
 *   drop=RATE           drop the connection (a network error for the client)
 *   graphql-error=RATE  answer HTTP 200 with a GraphQL error
 *   scope=graphql|rest|all   which requests the faults apply to (default graphql)
 * RATE is a probability between 0 and 1 (`0.2`), or `1/N` for exactly every Nth request, or
 * omitted for every request.
 */
export type FaultKind = 'http500' | 'drop' | 'graphql-error';

export interface FaultSpec {
  latency: number;
  scope: 'graphql' | 'rest' | 'all';
  rates: Partial<Record<FaultKind, { probability: number } | { every: number }>>;
}

export class FaultSpecError extends Error {}

export function parseFaultSpec(raw: string | null | undefined): FaultSpec | null {
  if (!raw || !raw.trim()) return null;
  const spec: FaultSpec = { latency: 0, scope: 'graphql', rates: {} };
  for (const part of raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)) {
    const [key, value] = part.split('=').map((item) => item.trim()) as [string, string | undefined];
    if (key === 'latency') {
      const ms = Number(value);
      if (!Number.isFinite(ms) || ms < 0)
        throw new FaultSpecError(`latency needs milliseconds, got "${value}"`);
      spec.latency = ms;
    } else if (key === 'scope') {
      if (value !== 'graphql' && value !== 'rest' && value !== 'all') {
        throw new FaultSpecError(`scope is graphql, rest or all, got "${value}"`);
      }
      spec.scope = value;
    } else if (key === 'http500' || key === 'drop' || key === 'graphql-error') {
      spec.rates[key] = parseRate(value);
    } else {
      throw new FaultSpecError(`unknown fault "${key}"`);
    }
  }
  return spec;
}

function parseRate(value: string | undefined): { probability: number } | { every: number } {
  if (value === undefined || value === '') return { probability: 1 };
  const every = /^1\/(\d+)$/.exec(value);
  if (every) {
    const n = Number(every[1]);
    if (n < 1) throw new FaultSpecError(`"${value}" is not a rate`);
    return { every: n };
  }
  const probability = Number(value);
  if (!Number.isFinite(probability) || probability < 0 || probability > 1) {
    throw new FaultSpecError(`"${value}" is not a rate between 0 and 1`);
  }
  return { probability };
}

const counters = new Map<string, number>();

/** Resets the every-Nth counters (tests). */
export const resetFaultCounters = () => counters.clear();

/** Decides which fault, if any, hits this request. Counters are per fault kind and scope. */
export function pickFault(spec: FaultSpec, random: () => number = Math.random): FaultKind | null {
  for (const kind of ['drop', 'http500', 'graphql-error'] as const) {
    const rate = spec.rates[kind];
    if (!rate) continue;
    if ('every' in rate) {
      const key = `${spec.scope}:${kind}`;
      const count = (counters.get(key) ?? 0) + 1;
      counters.set(key, count);
      if (count % rate.every === 0) return kind;
    } else if (random() < rate.probability) {
      return kind;
    }
  }
  return null;
}

export const faultSpecFor = (request: Request): FaultSpec | null =>
  parseFaultSpec(request.headers.get('X-Mock-Fault') ?? process.env.MOCK_FAULTS);
