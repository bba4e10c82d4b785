import { gunzipSync } from 'node:zlib';
import { Limiter } from '../compress';
import { PageCache, SingleFlight } from '../pageCache';

const page = (text: string) => Buffer.from(text);

describe('PageCache', () => {
  it('serves a page until it expires', () => {
    let now = 1000;
    const cache = new PageCache(10, 1_000_000, () => now);
    cache.put('/a', page('a'), 200, 2000);
    expect(cache.get('/a')?.html.toString()).toBe('a');
    now = 2000;
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it('forgets the least recently used page past its entry limit, not everything', () => {
    const cache = new PageCache(3, 1_000_000, () => 0);
    for (const key of ['/a', '/b', '/c']) cache.put(key, page(key), 200, 10);
    cache.get('/a'); // used: /b is now the least recently used
    cache.put('/d', page('/d'), 200, 10);
    expect(['/a', '/b', '/c', '/d'].filter((key) => cache.has(key))).toEqual(['/a', '/c', '/d']);
    expect(cache.size).toBe(3);
  });

  it('keeps its bodies, compressed ones included, within its byte limit', async () => {
    const cache = new PageCache(100, 3000, () => 0);
    const text = 'x'.repeat(1000);
    const first = cache.put('/a', page(text), 200, 10);
    cache.put('/b', page(text), 200, 10);
    expect(cache.bytes).toBe(2000);
    await first.body('gzip'); // /a grows by its gzip body and becomes...
    cache.get('/b');
    cache.put('/c', page(text), 200, 10); // ...over 3000 bytes with /c: the least recently used goes
    expect(cache.has('/a')).toBe(false);
    expect(cache.has('/b') && cache.has('/c')).toBe(true);
    expect(cache.bytes).toBe(2000);
  });

  it('compresses a page once per encoding, however often it is asked for', async () => {
    const cache = new PageCache();
    const kept = cache.put('/a', page('<p>hello</p>'.repeat(200)), 200, Date.now() + 1000);
    const [one, two] = await Promise.all([kept.body('gzip'), kept.body('gzip')]);
    expect(one).toBe(two);
    expect(await kept.body('gzip')).toBe(one);
    expect(gunzipSync(one).toString()).toBe(kept.html.toString());
    expect(await kept.body(null)).toBe(kept.html);
    expect(kept.bytes).toBe(kept.html.length + one.length);
    expect(kept.etag).toMatch(/^W\/"[\w-]+"$/);
  });
});

describe('SingleFlight', () => {
  it('runs a key once while it runs, and again after', async () => {
    const flights = new SingleFlight<Promise<number>>();
    let runs = 0;
    let finish: (value: number) => void = () => undefined;
    const start = () => {
      runs += 1;
      return new Promise<number>((resolve) => (finish = resolve));
    };
    const first = flights.run('/a', start, (value) => value);
    const second = flights.run('/a', start, (value) => value);
    expect(second).toBe(first);
    expect(runs).toBe(1);
    finish(1);
    await first;
    await Promise.resolve();
    flights.run('/a', start, (value) => value);
    expect(runs).toBe(2);
  });
});

describe('Limiter', () => {
  it('admits at most its slots at once, the rest in order', async () => {
    const limiter = new Limiter(2);
    const order: string[] = [];
    const gates: Array<() => void> = [];
    const task = (name: string) =>
      limiter.run(
        () =>
          new Promise<void>((resolve) => {
            order.push(name);
            gates.push(resolve);
          }),
      );
    const all = Promise.all(['a', 'b', 'c', 'd'].map(task));
    await Promise.resolve();
    expect(order).toEqual(['a', 'b']);
    expect(limiter.tryAcquire()).toBe(false);
    gates.shift()!();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(order).toEqual(['a', 'b', 'c']);
    while (gates.length) {
      gates.shift()!();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    await all;
    expect(order).toEqual(['a', 'b', 'c', 'd']);
    expect(limiter.busy).toBe(0);
  });
});
