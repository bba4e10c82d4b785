/** @jest-environment node */
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { SeedAttribute, SeedCategory, SeedProduct } from '../../data/types';
import { PRODUCT_KINDS, drawImage, type Drawing } from '../draw';
import {
  listMediaSources,
  mediaReferences,
  mediaSeedFromState,
  resolveMediaSource,
  type MediaSeed,
} from '../catalogMedia';
import { clearMediaCaches, ensureOriginal, handleMediaRequest, parseImageRequest } from '../mediaHandler';

const gallery = (name: string, count: number) =>
  Array.from({ length: count }, (_, i) => ({
    file: `/${name[0]}/${name[1]}/${name}-${i + 1}.jpg`,
    label: `${name} ${i + 1}`,
    position: i + 1,
    types: i === 0 ? (['image', 'small_image', 'thumbnail'] as const).slice() : [],
  }));

const attributes: SeedAttribute[] = [
  {
    id: 93,
    code: 'color',
    label: 'Color',
    frontend_input: 'select',
    is_filterable: true,
    is_visible_on_front: true,
    position: 1,
    swatch_input_type: 'visual',
    options: [
      { id: '101', label: 'Black', swatch: { type: 'color', value: '#1c1c1c' } },
      { id: '103', label: 'Turquoise', swatch: { type: 'color', value: '#3fb8af' } },
    ],
  },
  {
    id: 150,
    code: 'finish',
    label: 'Finish',
    frontend_input: 'select',
    is_filterable: true,
    is_visible_on_front: true,
    position: 2,
    swatch_input_type: 'visual',
    options: [{ id: '201', label: 'Walnut', swatch: { type: 'image', value: '/w/a/walnut.jpg' } }],
  },
];

const base = {
  price: 10,
  position: 1,
  description: '',
  short_description: '',
  stock_status: 'IN_STOCK' as const,
  quantity: 5,
  created_at: '2024-01-01',
};

const products: SeedProduct[] = [
  {
    ...base,
    id: 1,
    sku: 'CR-1',
    name: 'Cruiser Deluxe',
    type: 'configurable',
    url_key: 'cruiser-deluxe',
    category_ids: [3, 4],
    media: gallery('cruiser-deluxe', 2),
    attributes: {},
    variants: [
      {
        id: 11,
        sku: 'CR-1-TQ',
        name: 'Cruiser Deluxe - Turquoise',
        options: { color: '103' },
        media: gallery('cruiser-deluxe-turquoise', 3),
        stock_status: 'IN_STOCK',
        quantity: 2,
      },
    ],
  },
  {
    ...base,
    id: 2,
    sku: 'VN-1',
    name: 'Neon Tidepool - Glass Harbor (2LP)',
    type: 'simple',
    url_key: 'glass-harbor',
    category_ids: [15, 16],
    media: gallery('glass-harbor', 1),
    attributes: { color: '101' },
  },
];

const categories: SeedCategory[] = [
  {
    id: 3,
    parent_id: 2,
    name: 'Record Players',
    url_key: 'record-players',
    url_path: 'record-players',
    position: 1,
    level: 2,
    include_in_menu: true,
    is_anchor: true,
    image: 'record-players.jpg',
  },
];

const cmsContents = [
  // Page Builder background images: escaped JSON inside an attribute.
  '<div data-background-images="{\\&quot;desktop_image\\&quot;:\\&quot;{{media url=wysiwyg/home/hero.jpg}}\\&quot;,\\&quot;mobile_image\\&quot;:\\&quot;{{media url=wysiwyg/home/hero-mobile.jpg}}\\&quot;}"></div>',
  '<img src="{{media url=&quot;wysiwyg/home/tile-speakers.png&quot;}}"><video src="{{media url=wysiwyg/video/loop.mp4}}"></video>',
  '<img src="https://shop.example.com/media/wysiwyg/about/team.jpg?v=2">',
];

const seed: MediaSeed = { products, categories, attributes, cmsContents };

let cacheDir: string;

beforeAll(() => {
  cacheDir = mkdtempSync(join(tmpdir(), 'media-test-'));
});

afterAll(() => {
  rmSync(cacheDir, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  handleMediaRequest(new Request(`http://localhost/media/${path}`, { method, headers }), seed, { cacheDir });

async function image(res: Response) {
  const data = Buffer.from(await res.arrayBuffer());
  return { data, meta: await sharp(data).metadata() };
}

const PRODUCT = 'catalog/product/c/r/cruiser-deluxe-turquoise-1.jpg';

describe('resolveMediaSource', () => {
  it('knows product, variant, category, CMS and swatch images', () => {
    const variant = resolveMediaSource(PRODUCT, seed);
    expect(variant).toMatchObject({
      path: PRODUCT,
      format: 'jpeg',
      drawing: { type: 'product', kind: 'suitcase', color: '#3fb8af', view: 1, colorExplicit: true },
    });
    // The parent's own images take the first variant's colour; the gallery position sets the view.
    expect(resolveMediaSource('catalog/product/c/r/cruiser-deluxe-2.jpg', seed)?.drawing).toMatchObject({
      kind: 'suitcase',
      view: 2,
      color: '#3fb8af',
    });
    expect(resolveMediaSource('/catalog/product/g/l/glass-harbor-1.jpg', seed)?.drawing).toMatchObject({
      kind: 'vinyl',
      album: { artist: 'Neon Tidepool', title: 'Glass Harbor' },
    });
    expect(resolveMediaSource('catalog/category/record-players.jpg', seed)?.drawing.type).toBe('category');
    expect(resolveMediaSource('wysiwyg/home/hero.jpg', seed)?.drawing).toEqual({
      type: 'wysiwyg',
      name: 'wysiwyg/home/hero.jpg',
    });
    expect(resolveMediaSource('wysiwyg/home/hero-mobile.jpg', seed)).not.toBeNull();
    expect(resolveMediaSource('wysiwyg/home/tile-speakers.png', seed)?.format).toBe('png');
    expect(resolveMediaSource('wysiwyg/about/team.jpg', seed)).not.toBeNull();
    expect(resolveMediaSource('attribute/swatch/w/a/walnut.jpg', seed)?.drawing).toMatchObject({
      type: 'swatch',
      texture: 'wood',
    });
  });

  it('accepts Magento resize-cache paths', () => {
    const plain = resolveMediaSource(PRODUCT, seed);
    expect(
      resolveMediaSource(
        'catalog/product/cache/0f3c9e2a7b1d4c5e6f708192a3b4c5d6/c/r/cruiser-deluxe-turquoise-1.jpg',
        seed,
      ),
    ).toBe(plain);
    expect(
      resolveMediaSource(
        'catalog/product/cache/1/image/600x/040ec09b1e35df139433887a97daa66f/c/r/cruiser-deluxe-turquoise-1.jpg',
        seed,
      ),
    ).toBe(plain);
    expect(resolveMediaSource('attribute/swatch/swatch_thumb/110x90/w/a/walnut.jpg', seed)).not.toBeNull();
  });

  it('returns null for anything the seed does not reference', () => {
    expect(resolveMediaSource('catalog/product/x/y/xy-1.jpg', seed)).toBeNull();
    expect(resolveMediaSource('catalog/product/cache/abc/x/y/xy-1.jpg', seed)).toBeNull();
    expect(resolveMediaSource('wysiwyg/video/loop.mp4', seed)).toBeNull();
    expect(resolveMediaSource('wysiwyg/home/../../../etc/passwd', seed)).toBeNull();
    expect(resolveMediaSource('catalog/category/unknown.jpg', seed)).toBeNull();
  });

  it('finds media references in CMS markup and memoises per state', () => {
    expect(
      mediaReferences(
        '{{media url="wysiwyg/a b.jpg"}} &lt;img src=&quot;{{media url=wysiwyg/c.png}}&quot;&gt;',
      ),
    ).toEqual(['wysiwyg/a b.jpg', 'wysiwyg/c.png']);
    const state = {
      catalog: { products, categories, attributes },
      cms: { pages: [{ content: cmsContents[0]! }], blocks: [] },
    };
    expect(mediaSeedFromState(state)).toBe(mediaSeedFromState(state));
    expect(listMediaSources(seed).length).toBe(2 + 3 + 1 + 1 + 4 + 1);
  });
});

describe('draw', () => {
  it('draws every product kind as valid, deterministic SVG', async () => {
    for (const kind of PRODUCT_KINDS) {
      for (const view of [1, 2, 3]) {
        const d: Drawing = { type: 'product', kind, color: '#7a1f2b', view, seed: `seed-${kind}` };
        const { svg, width, height } = drawImage(d);
        expect(drawImage(d).svg).toBe(svg);
        expect(width / height).toBe(0.8);
        // Parsing (not rendering) validates the markup.
        await expect(sharp(Buffer.from(svg)).metadata()).resolves.toMatchObject({
          width: 1600,
          height: 2000,
        });
      }
    }
  });

  it('sizes CMS images from their names', () => {
    expect(drawImage({ type: 'wysiwyg', name: 'wysiwyg/home/hero.jpg' })).toMatchObject({
      width: 2400,
      height: 1000,
    });
    expect(drawImage({ type: 'wysiwyg', name: 'wysiwyg/home/hero-mobile.jpg' })).toMatchObject({
      width: 1080,
      height: 1350,
    });
    expect(drawImage({ type: 'wysiwyg', name: 'wysiwyg/home/tile-headphones.jpg' })).toMatchObject({
      width: 1200,
      height: 1200,
    });
  });
});

describe('handleMediaRequest', () => {
  beforeEach(() => clearMediaCaches());

  it('serves the 1600x2000 (4:5) original with long-lived cache headers', async () => {
    const res = await get(PRODUCT);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('vary')).toBe('Accept');
    const { data, meta } = await image(res);
    expect(res.headers.get('content-length')).toBe(String(data.length));
    expect(meta).toMatchObject({ format: 'jpeg', width: 1600, height: 2000 });
    // Stored on disk; a fresh process (empty memory) reads it instead of drawing again.
    expect(
      readdirSync(join(cacheDir, 'catalog/product/c/r')).some((f) =>
        f.startsWith('cruiser-deluxe-turquoise-1.'),
      ),
    ).toBe(true);
    clearMediaCaches();
    const again = await ensureOriginal(resolveMediaSource(PRODUCT, seed)!, { cacheDir });
    expect(again.created).toBe(false);
    expect(again.data.equals(data)).toBe(true);
  });

  it('resizes: each srcset width is a really smaller file', async () => {
    const small = await image(await get(`${PRODUCT}?width=160`));
    const large = await image(await get(`${PRODUCT}?width=640`));
    expect(small.meta.width).toBe(160);
    expect(small.meta.height).toBe(200);
    expect(large.meta.width).toBe(640);
    expect(small.data.length).toBeLessThan(large.data.length);
    // Both sizes: cover crops to the box; never larger than the original.
    const box = await image(await get(`${PRODUCT}?width=120&height=120`));
    expect([box.meta.width, box.meta.height]).toEqual([120, 120]);
    const contain = await image(await get(`${PRODUCT}?width=120&height=120&fit=contain&format=png`));
    expect([contain.meta.width, contain.meta.height]).toEqual([120, 120]);
    const bounds = await image(await get(`${PRODUCT}?width=120&height=120&fit=bounds`));
    expect([bounds.meta.width, bounds.meta.height]).toEqual([96, 120]);
    const huge = await image(await get(`${PRODUCT}?width=4000`));
    expect([huge.meta.width, huge.meta.height]).toEqual([1600, 2000]);
    const wide = await image(await get(`${PRODUCT}?width=3200&height=1600`));
    expect([wide.meta.width, wide.meta.height]).toEqual([1600, 800]);
    const ratio = await image(await get(`${PRODUCT}?width=100&crop=1:1`));
    expect([ratio.meta.width, ratio.meta.height]).toEqual([100, 100]);
  });

  it('converts formats like Fastly image optimisation', async () => {
    const png = await get(`${PRODUCT}?width=80&format=png`);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect((await image(png)).meta.format).toBe('png');

    const pjpg = await image(await get(`${PRODUCT}?width=80&format=pjpg`));
    expect(pjpg.meta).toMatchObject({ format: 'jpeg', isProgressive: true });
    const jpg = await image(await get(`${PRODUCT}?width=80&format=jpg`));
    expect(jpg.meta.isProgressive).toBe(false);

    const webp = await get(`${PRODUCT}?width=80&auto=webp&format=pjpg`, {
      Accept: 'image/avif,image/webp,*/*',
    });
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect((await image(webp)).meta.format).toBe('webp');
    const noWebp = await get(`${PRODUCT}?width=80&auto=webp`, { Accept: 'image/png,*/*' });
    expect(noWebp.headers.get('content-type')).toBe('image/jpeg');

    const gif = await get(`${PRODUCT}?width=40&format=gif`);
    expect(gif.headers.get('content-type')).toBe('image/png');
  });

  it('lower quality gives a smaller file', async () => {
    const low = await image(await get(`${PRODUCT}?width=200&quality=20`));
    const high = await image(await get(`${PRODUCT}?width=200&quality=95`));
    expect(low.data.length).toBeLessThan(high.data.length);
  });

  it('rejects bad parameters with 400 and a clear message', async () => {
    for (const q of [
      'width=abc',
      'width=0',
      'width=4001',
      'width=12.5',
      'height=-3',
      'quality=0',
      'quality=101',
      'fit=stretch',
      'format=tiff',
      'crop=banana',
      'dpr=9',
    ]) {
      const res = await get(`${PRODUCT}?${q}`);
      expect(res.status).toBe(400);
      expect(await res.text()).toMatch(/^Invalid (width|height|quality|fit|format|crop|dpr) /);
    }
    expect(await (await get(`${PRODUCT}?width=abc`)).text()).toBe(
      'Invalid width "abc": expected an integer from 1 to 4000.',
    );
  });

  it('answers conditional requests with 304 and HEAD without a body', async () => {
    const first = await get(`${PRODUCT}?width=100`);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    const body = Buffer.from(await first.arrayBuffer());
    const notModified = await get(`${PRODUCT}?width=100`, { 'If-None-Match': etag! });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('etag')).toBe(etag);
    expect((await notModified.arrayBuffer()).byteLength).toBe(0);
    // Another size or output format is another entity.
    expect((await get(`${PRODUCT}?width=101`)).headers.get('etag')).not.toBe(etag);
    expect((await get(`${PRODUCT}?width=100`, { Accept: 'image/webp' })).headers.get('etag')).toBe(etag);
    expect(
      (await get(`${PRODUCT}?width=100&auto=webp`, { Accept: 'image/webp' })).headers.get('etag'),
    ).not.toBe(etag);

    const head = await get(`${PRODUCT}?width=100`, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(body.length));
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });

  it('404s unknown images and 405s other methods', async () => {
    const missing = await get('catalog/product/n/o/nope.jpg');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('Image not found');
    expect((await get('wysiwyg/video/loop.mp4')).status).toBe(404);
    const post = await get(PRODUCT, {}, 'POST');
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });

  it('serves category banners, CMS images and swatches at their own sizes', async () => {
    const banner = await image(await get('catalog/category/record-players.jpg?width=300'));
    expect([banner.meta.width, banner.meta.height]).toEqual([300, 100]);
    const mobile = await image(await get('wysiwyg/home/hero-mobile.jpg?width=108'));
    expect([mobile.meta.width, mobile.meta.height]).toEqual([108, 135]);
    const swatch = await image(await get('attribute/swatch/swatch_image/30x20/w/a/walnut.jpg'));
    expect([swatch.meta.width, swatch.meta.height]).toEqual([200, 200]);
    expect(existsSync(join(cacheDir, 'attribute/swatch/w/a'))).toBe(true);
  });
});

describe('parseImageRequest', () => {
  it('defaults to cover when both sizes are given, inside otherwise', () => {
    const p = (q: string) => parseImageRequest(new URLSearchParams(q), null, 'jpeg');
    expect(p('width=10&height=10').fit).toBe('cover');
    expect(p('width=10').fit).toBe('inside');
    expect(p('width=10&height=10&fit=bounds').fit).toBe('inside');
    expect(p('width=10&dpr=2').width).toBe(20);
    expect(p('width=10&crop=false').crop).toBeUndefined();
    expect(p('format=pjpg')).toMatchObject({ format: 'jpeg', progressive: true });
  });
});
