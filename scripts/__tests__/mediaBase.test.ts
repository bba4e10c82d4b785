/** @jest-environment node */
import { createMediaBase, mediaTarget, normalizeMediaBase, RETRY_MS } from '../lib/mediaBase';

const BACKEND = 'https://magento.example.com';

/** A backend whose store config names `media` (or fails with `status`), counting the asks. */
function backend(answers: Array<{ media?: string | null; status?: number } | Error>) {
  const asked: string[] = [];
  const fetchImpl = (async (input: string | URL | Request) => {
    asked.push(String(input));
    const next = answers.shift() ?? answers[answers.length - 1];
    if (!next || next instanceof Error) throw next ?? new Error('no answer');
    return Response.json(
      { data: { storeConfig: { secure_base_media_url: next.media ?? null } } },
      { status: next.status ?? 200 },
    );
  }) as typeof fetch;
  return { asked, fetchImpl };
}

describe('normalizeMediaBase', () => {
  it('keeps absolute http(s) bases with one trailing slash, and nothing else', () => {
    expect(normalizeMediaBase('https://cdn.example.net/media')).toBe('https://cdn.example.net/media/');
    expect(normalizeMediaBase('https://magento.example.com/pub/media/?x#y')).toBe(
      'https://magento.example.com/pub/media/',
    );
    expect(normalizeMediaBase('/media/')).toBeNull();
    expect(normalizeMediaBase('ftp://example.com/media/')).toBeNull();
    expect(normalizeMediaBase('')).toBeNull();
    expect(normalizeMediaBase(null)).toBeNull();
  });
});

describe('mediaTarget', () => {
  it("puts the file's path and the resize parameters below the media base", () => {
    expect(
      mediaTarget(
        'https://cdn.example.net/pub/media/',
        '/media/catalog/product/c/r/x.jpg?width=320&auto=webp',
      ),
    ).toBe('https://cdn.example.net/pub/media/catalog/product/c/r/x.jpg?width=320&auto=webp');
  });

  it('refuses what is not below /media/ once dot segments are resolved', () => {
    const base = 'https://cdn.example.net/media/';
    expect(mediaTarget(base, '/media/../graphql')).toBeNull();
    expect(mediaTarget(base, '/media/%2e%2e/rest/V1/x')).toBeNull();
    expect(mediaTarget(base, '/media')).toBeNull();
    expect(mediaTarget(base, '//evil.example/media/x.jpg')).toBeNull();
    expect(mediaTarget(base, '/media/a/../b.jpg')).toBe('https://cdn.example.net/media/b.jpg');
  });
});

describe('createMediaBase', () => {
  it('uses MAGENTO_MEDIA_URL as it is, without asking the backend', async () => {
    const { asked, fetchImpl } = backend([{ media: 'https://elsewhere.example/media/' }]);
    const base = createMediaBase({ backendUrl: BACKEND, configured: 'https://cdn.example.net/m', fetchImpl });
    expect(await base()).toBe('https://cdn.example.net/m/');
    expect(asked).toEqual([]);
    expect(() => createMediaBase({ backendUrl: BACKEND, configured: 'cdn.example.net' })).toThrow(
      'MAGENTO_MEDIA_URL',
    );
  });

  it("asks the backend's store config once, for concurrent requests too", async () => {
    const { asked, fetchImpl } = backend([{ media: 'https://magento.example.com/pub/media/' }]);
    const base = createMediaBase({ backendUrl: BACKEND, fetchImpl });
    expect(await Promise.all([base(), base()])).toEqual([
      'https://magento.example.com/pub/media/',
      'https://magento.example.com/pub/media/',
    ]);
    expect(await base()).toBe('https://magento.example.com/pub/media/');
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatch(/^https:\/\/magento\.example\.com\/graphql\?query=.*secure_base_media_url/);
  });

  it('falls back to <backend>/media/ while the backend cannot say, and asks again later', async () => {
    let time = 1_000;
    const log = jest.fn();
    const { asked, fetchImpl } = backend([
      new Error('ECONNREFUSED'),
      { status: 500 },
      { media: 'https://cdn.example.net/media/' },
    ]);
    const base = createMediaBase({ backendUrl: BACKEND, fetchImpl, now: () => time, log });
    expect(await base()).toBe('https://magento.example.com/media/');
    expect(await base()).toBe('https://magento.example.com/media/');
    expect(asked).toHaveLength(1);
    time += RETRY_MS;
    expect(await base()).toBe('https://magento.example.com/media/');
    expect(asked).toHaveLength(2);
    time += RETRY_MS;
    expect(await base()).toBe('https://cdn.example.net/media/');
    expect(asked).toHaveLength(3);
    expect(log).toHaveBeenCalledTimes(2);
  });

  it('asks again after a fetch that throws at once', async () => {
    let time = 0;
    let calls = 0;
    const fetchImpl = (() => {
      calls += 1;
      if (calls === 1) throw new TypeError('bad');
      return Promise.resolve(
        Response.json({ data: { storeConfig: { secure_base_media_url: 'https://m.example/media/' } } }),
      );
    }) as unknown as typeof fetch;
    const base = createMediaBase({ backendUrl: BACKEND, fetchImpl, now: () => time, log: () => {} });
    expect(await base()).toBe('https://magento.example.com/media/');
    time += RETRY_MS;
    expect(await base()).toBe('https://m.example/media/');
  });
});
