import { getBrowserPersistence, STORAGE_KEYS } from '../../persistence/browserPersistence';
import {
  CATALOG_IMAGE_QUALITY,
  DEFAULT_IMAGE_RATIO,
  catalogImagePath,
  catalogImageSrcSet,
  catalogImageUrl,
  heightFor,
  mediaBaseUrl,
  snapWidth,
} from '../catalogImage';
import { IMAGE_WIDTHS } from '../contentImage';

const params = (url: string) => Object.fromEntries(new URL(url, 'http://localhost/').searchParams);

afterEach(() => getBrowserPersistence().removeItem(STORAGE_KEYS.storeViewSecureBaseMediaUrl));

describe('catalog image paths', () => {
  it.each([
    ['image-product', '/c/r/cruiser-deluxe-1.jpg', '/media/catalog/product/c/r/cruiser-deluxe-1.jpg'],
    ['image-category', 'record-players.jpg', '/media/catalog/category/record-players.jpg'],
    [
      'image-swatch',
      '/swatch_image/30x20/c/r/sage.png',
      '/media/attribute/swatch/swatch_image/30x20/c/r/sage.png',
    ],
  ] as const)('puts a bare %s file under its folder', (type, file, path) => {
    expect(catalogImagePath(file, type)).toBe(path);
  });

  it('defaults to product images', () => {
    expect(catalogImagePath('c/r/x.jpg')).toBe('/media/catalog/product/c/r/x.jpg');
  });

  it('keeps full URLs and media paths as the backend gave them', () => {
    const url = 'https://shop.example/media/catalog/product/c/r/x.jpg';
    expect(catalogImagePath(url, 'image-category')).toBe(url);
    expect(catalogImagePath('/media/catalog/category/x.jpg')).toBe('/media/catalog/category/x.jpg');
  });

  it("uses the store's saved media base URL", () => {
    getBrowserPersistence().setItem(STORAGE_KEYS.storeViewSecureBaseMediaUrl, 'https://cdn.example/media');
    expect(mediaBaseUrl()).toBe('https://cdn.example/media/');
    expect(catalogImagePath('/c/r/x.jpg')).toBe('https://cdn.example/media/catalog/product/c/r/x.jpg');
  });
});

describe('catalog image URLs', () => {
  it('asks for quality 85, webp when accepted and progressive JPEG otherwise', () => {
    const url = catalogImageUrl('/c/r/cruiser.jpg', { width: 640 });
    expect(params(url)).toEqual({
      auto: 'webp',
      format: 'pjpg',
      quality: String(CATALOG_IMAGE_QUALITY),
      width: '640',
      height: '800',
      fit: 'cover',
    });
    expect(CATALOG_IMAGE_QUALITY).toBe(85);
  });

  it('asks for PNG for .png files', () => {
    expect(params(catalogImageUrl('/s/w/swatch.PNG', { type: 'image-swatch', width: 40 })).format).toBe(
      'png',
    );
  });

  it('keeps the 0.8 default ratio with cover fit, or another ratio, or none', () => {
    expect(DEFAULT_IMAGE_RATIO).toBe(0.8);
    expect(params(catalogImageUrl('/a/b/c.jpg', { width: 320, ratio: 1 }))).toMatchObject({
      height: '320',
      fit: 'cover',
    });
    const free = params(catalogImageUrl('/a/b/c.jpg', { width: 320, ratio: null }));
    expect(free.height).toBeUndefined();
    expect(free.fit).toBeUndefined();
  });

  it('snaps widths to the offered ones (40 to 2560)', () => {
    expect(snapWidth(1)).toBe(40);
    expect(snapWidth(41)).toBe(80);
    expect(snapWidth(700)).toBe(960);
    expect(snapWidth(5000)).toBe(2560);
    expect(params(catalogImageUrl('/a/b/c.jpg', { width: 300 })).width).toBe('320');
  });

  it('leaves images that are not media alone, and unsafe URLs out', () => {
    expect(catalogImageUrl('https://elsewhere.example/pic.jpg', { width: 320 })).toBe(
      'https://elsewhere.example/pic.jpg',
    );
    expect(catalogImageUrl('javascript:alert(1)', { width: 320 })).toBe('');
    expect(catalogImageUrl('', { width: 320 })).toBe('');
  });
});

describe('catalog srcset', () => {
  it('offers every width from 40 to 2560 with the matching height', () => {
    const candidates = catalogImageSrcSet('/c/r/cruiser.jpg').split(', ');
    expect(candidates.map((candidate) => candidate.split(' ')[1])).toEqual(
      IMAGE_WIDTHS.map((width) => `${width}w`),
    );
    for (const candidate of candidates) {
      const [url, descriptor] = candidate.split(' ');
      const width = Number(descriptor!.slice(0, -1));
      expect(params(url!)).toMatchObject({
        width: String(width),
        height: String(heightFor(width)),
        fit: 'cover',
      });
    }
  });

  it('can be limited to a range of widths', () => {
    expect(catalogImageSrcSet('/c/r/cruiser.jpg', { minWidth: 160, maxWidth: 640 }).split(', ')).toHaveLength(
      3,
    );
  });

  it('is empty for images the media endpoint does not serve', () => {
    expect(catalogImageSrcSet('https://elsewhere.example/pic.jpg')).toBe('');
  });
});
