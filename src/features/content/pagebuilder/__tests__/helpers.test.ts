import { clampSpeed, parallaxGeometry } from '../background/BackgroundEffects';
import { imageSizes, shareOf } from '../contentWidth';
import { detectPageBuilder } from '../detect';
import { resolveLink } from '../linkTarget';
import { parseCssRules, pbStyleId } from '../pbStyles';
import { embedUrl, parseVideoSource } from '../video';

describe('detectPageBuilder', () => {
  it('recognises Page Builder content by its content-type marker', () => {
    expect(detectPageBuilder('<div data-content-type="row" data-element="main"></div>')).toBe(true);
    expect(detectPageBuilder('<style>x</style><div class="a" data-content-type=\'text\'>')).toBe(true);
    expect(detectPageBuilder('<p>Plain HTML about data-content-type</p>')).toBe(false);
    expect(detectPageBuilder('')).toBe(false);
  });
});

describe('parseCssRules', () => {
  it('reads rules, selector lists and nested media queries, ignoring comments and other at-rules', () => {
    expect(
      parseCssRules(
        '/* c */ @charset "utf-8"; #html-body [data-pb-style=A1],#html-body [data-pb-style=B2]{color:red;margin:0}' +
          '@media only screen and (max-width: 768px) { @media (hover: hover) { [data-pb-style=C3]{display:none} } }' +
          '@font-face{font-family:x} .x{color:blue',
      ),
    ).toEqual([
      {
        selectors: ['#html-body [data-pb-style=A1]', '#html-body [data-pb-style=B2]'],
        declarations: 'color:red;margin:0',
      },
      {
        selectors: ['[data-pb-style=C3]'],
        declarations: 'display:none',
        media: 'only screen and (max-width: 768px) and (hover: hover)',
      },
      { selectors: ['.x'], declarations: 'color:blue' },
    ]);
  });

  it('knows Page Builder’s element selectors only', () => {
    expect(pbStyleId('#html-body [data-pb-style=AB12]')).toBe('AB12');
    expect(pbStyleId('[data-pb-style="AB12"]')).toBe('AB12');
    expect(pbStyleId('#html-body [data-pb-style=AB12]:hover')).toBeNull();
    expect(pbStyleId('#html-body [data-pb-style=AB12] > p')).toBeNull();
  });
});

describe('resolveLink', () => {
  const origin = 'https://shop.test';
  it('navigates inside the app for this storefront’s paths', () => {
    expect(resolveLink('/vinyl.html', origin)).toEqual({ kind: 'internal', to: '/vinyl.html' });
    expect(resolveLink('https://shop.test/a?b=1#c', origin)).toEqual({ kind: 'internal', to: '/a?b=1#c' });
    expect(resolveLink('about-us', origin)).toEqual({ kind: 'internal', to: '/about-us' });
  });

  it('loads other sites, mail and phone in full; in-page anchors stay anchors', () => {
    expect(resolveLink('https://example.com/x', origin)).toEqual({
      kind: 'external',
      href: 'https://example.com/x',
    });
    expect(resolveLink('mailto:a@b.co', origin)).toEqual({ kind: 'external', href: 'mailto:a@b.co' });
    expect(resolveLink('tel:+1555', origin)).toEqual({ kind: 'external', href: 'tel:+1555' });
    expect(resolveLink('#enter', origin)).toEqual({ kind: 'anchor', href: '#enter' });
  });

  it('goes nowhere for unsafe or empty URLs', () => {
    expect(resolveLink('javascript:alert(1)', origin)).toBeNull();
    expect(resolveLink(' JaVa\tScRiPt:alert(1)', origin)).toBeNull();
    expect(resolveLink('data:text/html,x', origin)).toBeNull();
    expect(resolveLink('', origin)).toBeNull();
    expect(resolveLink(undefined, origin)).toBeNull();
  });
});

describe('video helper', () => {
  it('accepts YouTube and Vimeo addresses', () => {
    for (const url of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      'https://m.youtube.com/shorts/dQw4w9WgXcQ',
    ]) {
      expect(parseVideoSource(url)).toEqual({ kind: 'youtube', id: 'dQw4w9WgXcQ' });
    }
    expect(parseVideoSource('https://vimeo.com/76979871')).toEqual({ kind: 'vimeo', id: '76979871' });
    expect(parseVideoSource('https://player.vimeo.com/video/76979871?h=1')).toEqual({
      kind: 'vimeo',
      id: '76979871',
    });
  });

  it('accepts local mp4, webm, ogv and ogg sources, alone or as a list', () => {
    expect(parseVideoSource('http://localhost/media/a.mp4')).toEqual({
      kind: 'local',
      sources: [{ src: 'http://localhost/media/a.mp4', type: 'video/mp4' }],
    });
    expect(parseVideoSource('mp4:/media/a.mp4,webm:/media/a.webm,ogv:/media/a.ogv')).toEqual({
      kind: 'local',
      sources: [
        { src: '/media/a.mp4', type: 'video/mp4' },
        { src: '/media/a.webm', type: 'video/webm' },
        { src: '/media/a.ogv', type: 'video/ogg' },
      ],
    });
    expect(parseVideoSource('/media/clip.ogg')).toEqual({
      kind: 'local',
      sources: [{ src: '/media/clip.ogg', type: 'video/ogg' }],
    });
  });

  it("plays a remote backend's media videos from the storefront's own /media/", () => {
    expect(
      parseVideoSource(
        'mp4:https://magento.example.com/media/video/a.mp4,webm:https://cdn.example.net/media/video/a.webm',
      ),
    ).toEqual({
      kind: 'local',
      sources: [
        { src: '/media/video/a.mp4', type: 'video/mp4' },
        { src: '/media/video/a.webm', type: 'video/webm' },
      ],
    });
  });

  it('refuses everything else', () => {
    for (const url of [
      '',
      undefined,
      'https://evil.example/video.html',
      'https://www.youtube.com/watch?v=<script>',
      'https://youtube.com.evil.example/embed/abc',
      'javascript:alert(1)//.mp4',
      'data:video/mp4;base64,AAAA',
      '/media/movie.avi',
      'mp4:/media/a.mp4,/media/a.exe',
      'mp4://evil',
    ]) {
      expect(parseVideoSource(url)).toBeNull();
    }
  });

  it('builds privacy-enhanced player addresses', () => {
    expect(embedUrl({ kind: 'youtube', id: 'abc' })).toBe(
      'https://www.youtube-nocookie.com/embed/abc?rel=0&autoplay=1',
    );
    expect(embedUrl({ kind: 'vimeo', id: '42' }, { muted: true })).toBe(
      'https://player.vimeo.com/video/42?dnt=1&autoplay=1&muted=1',
    );
  });
});

describe('parallax', () => {
  it('clamps the speed to [-1, 2] (spec 9)', () => {
    expect(clampSpeed(0.5)).toBe(0.5);
    expect(clampSpeed(5)).toBe(2);
    expect(clampSpeed(-3)).toBe(-1);
    expect(clampSpeed(Number.NaN)).toBe(0.5);
  });

  it('keeps the image layer over the whole container wherever it is in the viewport', () => {
    for (const speed of [-1, 0, 0.5, 1, 2]) {
      for (const top of [900, 400, 0, -200, -480]) {
        const { top: layerTop, height, offset } = parallaxGeometry(top, 480, 900, speed);
        expect(layerTop + offset).toBeLessThanOrEqual(0);
        expect(layerTop + offset + height).toBeGreaterThanOrEqual(480);
      }
    }
    // Speed 1 moves with the page: no offset, no extra height.
    expect(parallaxGeometry(300, 480, 900, 1)).toEqual({ top: -0, height: 480, offset: -0 });
  });
});

describe('content width', () => {
  it('turns column widths into shares and image sizes', () => {
    expect(shareOf('33.3333%')).toBeCloseTo(0.333333);
    expect(shareOf(undefined)).toBe(1);
    expect(shareOf('200px')).toBe(1);
    expect(imageSizes(0.5)).toBe('(max-width: 768px) 100vw, 50vw');
  });
});
