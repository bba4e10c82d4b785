import { catalogImageSource } from '../catalogImage';
import { backgroundImageUrl, contentImageSrcSet, contentImageUrl } from '../contentImage';
import { siteMediaSrcSet, siteMediaUrl } from '../mediaUrl';

const REMOTE = 'https://magento.example.com/media/catalog/product/c/r/cruiser.jpg';

describe('siteMediaUrl', () => {
  it("asks for a media URL on another origin at the storefront's own /media/", () => {
    expect(siteMediaUrl(REMOTE)).toBe('/media/catalog/product/c/r/cruiser.jpg');
    // Magento below its docroot's pub/, a CDN, plain http, and a protocol-relative address.
    expect(siteMediaUrl('https://magento.example.com/pub/media/wysiwyg/home/hero.jpg')).toBe(
      '/media/wysiwyg/home/hero.jpg',
    );
    expect(siteMediaUrl('https://cdn.example.net/media/catalog/category/vinyl.jpg')).toBe(
      '/media/catalog/category/vinyl.jpg',
    );
    expect(siteMediaUrl('http://magento.example.com/media/a.png')).toBe('/media/a.png');
    expect(siteMediaUrl('//cdn.example.net/media/video/loop.mp4')).toBe('/media/video/loop.mp4');
  });

  it('keeps the query and fragment', () => {
    expect(siteMediaUrl(`${REMOTE}?width=320&auto=webp#x`)).toBe(
      '/media/catalog/product/c/r/cruiser.jpg?width=320&auto=webp#x',
    );
  });

  it("leaves the page's own media, relative paths and anything that is not media alone", () => {
    expect(siteMediaUrl('http://localhost/media/a.jpg')).toBe('http://localhost/media/a.jpg');
    expect(siteMediaUrl('/media/a.jpg')).toBe('/media/a.jpg');
    expect(siteMediaUrl('media/a.jpg')).toBe('media/a.jpg');
    expect(siteMediaUrl('https://www.youtube.com/watch?v=abc')).toBe('https://www.youtube.com/watch?v=abc');
    expect(siteMediaUrl('https://example.com/social-media/a.jpg')).toBe(
      'https://example.com/social-media/a.jpg',
    );
    expect(siteMediaUrl('https://example.com/a.jpg?from=/media/b.jpg')).toBe(
      'https://example.com/a.jpg?from=/media/b.jpg',
    );
    expect(siteMediaUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(siteMediaUrl('')).toBe('');
  });

  it('cannot be led out of the media folder by dot segments', () => {
    expect(siteMediaUrl('https://magento.example.com/media/../graphql')).toBe(
      'https://magento.example.com/media/../graphql',
    );
    expect(siteMediaUrl('https://magento.example.com/x/../media/a.jpg')).toBe('/media/a.jpg');
  });

  it('maps every media URL where no page is known (the server)', () => {
    expect(siteMediaUrl('http://localhost/media/a.jpg', null)).toBe('/media/a.jpg');
    expect(siteMediaUrl('//cdn.example.net/media/a.jpg', null)).toBe('/media/a.jpg');
  });
});

describe('siteMediaSrcSet', () => {
  it('maps each candidate and keeps its descriptor', () => {
    expect(siteMediaSrcSet(`${REMOTE}?width=160 160w, https://cdn.example.net/media/b.jpg 2x`)).toBe(
      '/media/catalog/product/c/r/cruiser.jpg?width=160 160w, /media/b.jpg 2x',
    );
  });

  it('returns a srcset with nothing to map as it was', () => {
    expect(siteMediaSrcSet('a.jpg 1x,b.jpg 2x')).toBe('a.jpg 1x,b.jpg 2x');
  });
});

describe('resize helpers with a remote media base', () => {
  it("resize at the storefront's own /media/", () => {
    expect(contentImageUrl(REMOTE, { width: 320 })).toBe(
      '/media/catalog/product/c/r/cruiser.jpg?auto=webp&format=pjpg&quality=85&width=320',
    );
    expect(
      contentImageSrcSet(REMOTE)
        .split(', ')
        .every((entry) => entry.startsWith('/media/')),
    ).toBe(true);
    expect(
      backgroundImageUrl('https://cdn.example.net/pub/media/wysiwyg/bg.png', { width: 10, height: 5 }),
    ).toBe('/media/wysiwyg/bg.png?auto=webp&format=png&quality=85&width=10&height=5&fit=cover&crop=false');
    const source = catalogImageSource(REMOTE, { sizes: '50vw', width: 640 });
    expect(source.src).toBe(
      '/media/catalog/product/c/r/cruiser.jpg?auto=webp&format=pjpg&quality=85&width=640&height=800&fit=cover',
    );
    expect(source.srcSet.split(', ').every((entry) => entry.startsWith('/media/catalog/product/'))).toBe(
      true,
    );
  });
});
