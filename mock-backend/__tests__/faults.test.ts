/** @jest-environment node */
import { parseFaultSpec, pickFault, resetFaultCounters } from '../faults';

describe('fault specs', () => {
  beforeEach(resetFaultCounters);

  it('parses latency, rates and scope', () => {
    expect(parseFaultSpec('latency=250, http500=1/5, drop=0.1, scope=all')).toEqual({
      latency: 250,
      scope: 'all',
      rates: { http500: { every: 5 }, drop: { probability: 0.1 } },
    });
    expect(parseFaultSpec('')).toBeNull();
    expect(parseFaultSpec('graphql-error')).toEqual({
      latency: 0,
      scope: 'graphql',
      rates: { 'graphql-error': { probability: 1 } },
    });
  });

  it('rejects nonsense with a message naming the problem', () => {
    expect(() => parseFaultSpec('latency=soon')).toThrow('latency needs milliseconds, got "soon"');
    expect(() => parseFaultSpec('http500=2')).toThrow('"2" is not a rate between 0 and 1');
    expect(() => parseFaultSpec('explode')).toThrow('unknown fault "explode"');
    expect(() => parseFaultSpec('scope=everything')).toThrow('scope is graphql, rest or all');
  });

  it('hits exactly every Nth request', () => {
    const spec = parseFaultSpec('http500=1/5')!;
    const hits = Array.from({ length: 10 }, () => pickFault(spec));
    expect(hits.map((hit) => hit ?? '-')).toEqual([
      '-',
      '-',
      '-',
      '-',
      'http500',
      '-',
      '-',
      '-',
      '-',
      'http500',
    ]);
  });

  it('uses the probability against the random source', () => {
    const spec = parseFaultSpec('drop=0.3')!;
    expect(pickFault(spec, () => 0.29)).toBe('drop');
    expect(pickFault(spec, () => 0.3)).toBeNull();
  });
});
