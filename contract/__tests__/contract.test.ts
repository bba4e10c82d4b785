/** @jest-environment node */
/**
 * The contract suite against the embedded backend over real HTTP, one jest test per case: the
 * embedded backend answers every case as Magento 2.4.8 does (see contract/ and `npm run contract`).
 */
import { server as mswServer } from '../../test/server';
import { allCases } from '../allCases';
import { createBackendClient } from '../client';
import { startEmbeddedBackend, type EmbeddedBackend } from '../embedded';
import { Fixtures } from '../fixtures';
import { runCase, type CaseContext } from '../suite';

let backend: EmbeddedBackend;
let context: CaseContext;

beforeAll(async () => {
  // Real sockets here: msw must not answer fetch in-process.
  mswServer.close();
  backend = await startEmbeddedBackend();
  const client = createBackendClient(backend.url);
  context = { client, fixtures: new Fixtures(client, backend.options) };
});
afterAll(() => backend.close());

it('has at least 80 cases, each with a unique id and a Magento source', () => {
  expect(allCases.length).toBeGreaterThanOrEqual(80);
  expect(new Set(allCases.map((entry) => entry.id)).size).toBe(allCases.length);
  for (const entry of allCases) {
    expect(entry.source.length).toBeGreaterThan(0);
    for (const path of entry.source)
      expect(path).toMatch(
        /^(app\/code\/Magento|lib\/internal\/Magento|dev\/tests\/[a-z-]+\/testsuite\/Magento)\//,
      );
  }
});

describe.each(allCases.map((entry) => [entry.id, entry] as const))('%s', (_id, contractCase) => {
  it(contractCase.title, async () => {
    const result = await runCase(contractCase, context);
    // Against its own backend nothing is skipped: every fixture is there.
    expect({ outcome: result.outcome, detail: result.detail }).toEqual({
      outcome: 'passed',
      detail: undefined,
    });
  });
});
