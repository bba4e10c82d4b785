/**
 * The contract suite's shape and its runner. A case is one request (or a short sequence) whose
 * answer Magento 2.4.8 pins down in its own sources; `source` names those files in the public
 * magento/magento2 repository. Cases get what they need from the fixtures, which are discovered
 * from the backend under test (fixtures.ts); a case whose fixture the backend cannot provide is
 * skipped, with the reason.
 */
import type { BackendClient } from './client';
import type { Fixtures } from './fixtures';

export interface CaseContext {
  client: BackendClient;
  fixtures: Fixtures;
}

export interface ContractCase {
  /** Unique, stable: `<domain>.<operation>.<situation>`. */
  id: string;
  /** What Magento answers, in a sentence. */
  title: string;
  /** Magento files (paths in magento/magento2) the expectation comes from. */
  source: string[];
  run(context: CaseContext): Promise<void>;
}

/** Thrown by a case (or a fixture) the backend under test cannot be asked: the case is skipped. */
export class Skip extends Error {
  override name = 'Skip';
}

export interface CaseResult {
  id: string;
  title: string;
  source: string[];
  outcome: 'passed' | 'failed' | 'skipped';
  /** The mismatch (failed) or the reason (skipped). */
  detail?: string;
  ms: number;
}

export async function runCase(contractCase: ContractCase, context: CaseContext): Promise<CaseResult> {
  const started = Date.now();
  const base = { id: contractCase.id, title: contractCase.title, source: contractCase.source };
  try {
    await contractCase.run(context);
    return { ...base, outcome: 'passed', ms: Date.now() - started };
  } catch (error) {
    const ms = Date.now() - started;
    if (error instanceof Skip) return { ...base, outcome: 'skipped', detail: error.message, ms };
    const detail =
      error instanceof Error
        ? error.name === 'Mismatch'
          ? error.message
          : String(error.stack)
        : String(error);
    return { ...base, outcome: 'failed', detail, ms };
  }
}

/** Cases run one after another (several share a customer or a cart). */
export async function runCases(
  cases: readonly ContractCase[],
  context: CaseContext,
  onResult: (result: CaseResult) => void = () => {},
): Promise<CaseResult[]> {
  const ids = new Set<string>();
  for (const contractCase of cases) {
    if (ids.has(contractCase.id)) throw new Error(`Two contract cases share the id ${contractCase.id}`);
    ids.add(contractCase.id);
  }
  const results: CaseResult[] = [];
  for (const contractCase of cases) {
    const result = await runCase(contractCase, context);
    results.push(result);
    onResult(result);
  }
  return results;
}

export function summary(results: readonly CaseResult[]): string {
  const count = (outcome: CaseResult['outcome']) =>
    results.filter((result) => result.outcome === outcome).length;
  const skipped = count('skipped');
  return `${count('passed')} passed, ${count('failed')} failed${skipped ? `, ${skipped} skipped` : ''}`;
}
