import {
  backgroundImageUrl,
  contentImageSrcSet,
  contentImageUrl,
  IMAGE_WIDTHS,
  windowSize,
} from '../contentImage';

const JPG = 'http://localhost/media/wysiwyg/home/hero.jpg';
const PNG = 'http://localhost/media/wysiwyg/logo.PNG';

describe('contentImageUrl', () => {
  it('adds quality 85, auto=webp and the format by extension (spec 7)', () => {
    expect(contentImageUrl(JPG)).toBe(`${JPG}?auto=webp&format=pjpg&quality=85`);
    expect(contentImageUrl(PNG, { width: 320 })).toBe(`${PNG}?auto=webp&format=png&quality=85&width=320`);
  });

  it('asks for a box with fit and no crop', () => {
    expect(contentImageUrl('/media/a.jpg', { width: 640.4, height: 800, fit: 'cover', crop: false })).toBe(
      '/media/a.jpg?auto=webp&format=pjpg&quality=85&width=640&height=800&fit=cover&crop=false',
    );
  });

  it('leaves other images alone and refuses unsafe URLs', () => {
    expect(contentImageUrl('https://cdn.example/a.jpg')).toBe('https://cdn.example/a.jpg');
    expect(contentImageUrl('javascript:alert(1)')).toBe('');
    expect(contentImageUrl('  ')).toBe('');
  });

  it("keeps the source's own parameters first, replacing ours of the same name, and drops a fragment", () => {
    const src = '/media/a.jpg?v=3&quality=10#top';
    expect(contentImageUrl(src, { width: 80 })).toBe(
      '/media/a.jpg?v=3&quality=85&auto=webp&format=pjpg&width=80',
    );
    // Answered again from the parsed source: the same URL.
    expect(contentImageUrl(src, { width: 80 })).toBe(
      '/media/a.jpg?v=3&quality=85&auto=webp&format=pjpg&width=80',
    );
    expect(contentImageUrl(src, { width: 160 })).toBe(
      '/media/a.jpg?v=3&quality=85&auto=webp&format=pjpg&width=160',
    );
  });

  it('resolves a relative source against the page each time', () => {
    window.history.pushState({}, '', '/media/catalog/list.html');
    expect(contentImageUrl('a.jpg')).toBe('a.jpg?auto=webp&format=pjpg&quality=85');
    window.history.pushState({}, '', '/about.html');
    expect(contentImageUrl('a.jpg')).toBe('a.jpg');
    window.history.pushState({}, '', '/');
  });
});

describe('contentImageSrcSet', () => {
  it('offers the spec widths up to the original width', () => {
    expect(contentImageSrcSet(JPG).split(', ')).toHaveLength(IMAGE_WIDTHS.length);
    const set = contentImageSrcSet(JPG, { maxWidth: 1200 });
    expect(set.split(', ').map((entry) => entry.split(' ')[1])).toEqual([
      '40w',
      '80w',
      '160w',
      '320w',
      '640w',
      '960w',
      '1200w',
    ]);
    expect(contentImageSrcSet(JPG, { ratio: 0.8 })).toContain('width=320&height=400&fit=cover 320w');
    expect(contentImageSrcSet('https://cdn.example/a.jpg')).toBe('');
  });
});

describe('backgroundImageUrl', () => {
  it('asks for the measured size, 1.25 times larger behind parallax', () => {
    expect(backgroundImageUrl(JPG, { width: 1000, height: 400 })).toBe(
      `${JPG}?auto=webp&format=pjpg&quality=85&width=1000&height=400&fit=cover&crop=false`,
    );
    expect(backgroundImageUrl(JPG, { width: 1000, height: 400 }, { parallax: true })).toContain(
      'width=1250&height=500',
    );
    expect(backgroundImageUrl(JPG, { width: 1000, height: 400 }, { cover: false })).toBe(
      `${JPG}?auto=webp&format=pjpg&quality=85&width=1000`,
    );
  });

  it('falls back to 1080 × 1920 when the window has no size', () => {
    const { innerWidth, innerHeight } = window;
    Object.defineProperty(window, 'innerWidth', { value: 0, configurable: true });
    Object.defineProperty(window, 'innerHeight', { value: 0, configurable: true });
    expect(windowSize()).toEqual({ width: 1080, height: 1920 });
    Object.defineProperty(window, 'innerWidth', { value: innerWidth, configurable: true });
    Object.defineProperty(window, 'innerHeight', { value: innerHeight, configurable: true });
  });
});
