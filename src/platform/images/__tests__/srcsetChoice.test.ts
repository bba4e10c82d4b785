import { catalogImageSource } from '../catalogImage';
import {
  chooseCandidate,
  chosenImageUrl,
  lengthInPx,
  slotWidth,
  srcsetCandidates,
  type ViewportConditions,
} from '../srcsetChoice';

/** A viewport `width` px wide whose media conditions are min-width / max-width tests. */
function viewport(width: number, devicePixelRatio = 1): ViewportConditions {
  return {
    width,
    height: 800,
    devicePixelRatio,
    fontSize: 16,
    matches: (condition) => {
      const min = /min-width:\s*(\d+)px/.exec(condition);
      const max = /max-width:\s*(\d+)px/.exec(condition);
      return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    },
  };
}

const PRODUCT_SIZES = '(min-width: 1440px) 760px, (min-width: 1024px) 55vw, 100vw';
const TILE_SIZES =
  '(min-width: 1440px) 340px, (min-width: 1024px) calc((100vw - 25rem) / 3), (min-width: 640px) 33vw, 50vw';

describe('lengths in sizes', () => {
  it.each([
    ['340px', 1280, 340],
    ['55vw', 1280, 704],
    ['5rem', 1280, 80],
    ['2em', 1280, 32],
    ['50vh', 1280, 400],
    ['calc((100vw - 25rem) / 3)', 1280, 293.3333],
    ['calc(100vw - 2 * 16px)', 375, 343],
    ['calc(10px + 2rem)', 375, 42],
    ['0', 375, 0],
  ])('reads %s at %ipx as %fpx', (text, width, px) => {
    expect(lengthInPx(text, viewport(width))).toBeCloseTo(px, 3);
  });

  it.each(['auto', '10', '10px * 2px', 'calc(10px + 2)', 'calc(10px / 0)', '3fr', 'calc(10px'])(
    'does not read %s',
    (text) => {
      expect(lengthInPx(text, viewport(1280))).toBeNull();
    },
  );
});

describe('the slot sizes gives', () => {
  it.each([
    [PRODUCT_SIZES, 1600, 760],
    [PRODUCT_SIZES, 1280, 704],
    [PRODUCT_SIZES, 375, 375],
    [TILE_SIZES, 1280, 293.3333],
    [TILE_SIZES, 800, 264],
    [TILE_SIZES, 375, 187.5],
    ['5rem', 375, 80],
  ])('%s at %ipx is %fpx', (sizes, width, px) => {
    expect(slotWidth(sizes, viewport(width))).toBeCloseTo(px, 3);
  });

  it('is the viewport where no entry applies or reads', () => {
    expect(slotWidth('(min-width: 2000px) 10px', viewport(375))).toBe(375);
    expect(slotWidth('auto', viewport(375))).toBe(375);
    expect(slotWidth('', viewport(375))).toBe(375);
  });
});

describe('the candidate chosen', () => {
  const srcset = 'a.jpg?w=100 100w, c.jpg?w=300 300w, b.jpg?w=150 150w';

  it('lists the w candidates, without trailing commas', () => {
    expect(srcsetCandidates('a.jpg 100w,b.jpg, c.jpg 2x, d.jpg 300w,')).toEqual([
      { url: 'a.jpg', width: 100 },
      { url: 'd.jpg', width: 300 },
    ]);
  });

  it('is the least dense that reaches the device pixel ratio, else the densest', () => {
    // Densities at a 100px slot: 1, 1.5, 3.
    expect(chooseCandidate(srcset, 100, 1)).toBe('a.jpg?w=100');
    expect(chooseCandidate(srcset, 100, 1.1)).toBe('b.jpg?w=150');
    expect(chooseCandidate(srcset, 100, 2)).toBe('c.jpg?w=300');
    expect(chooseCandidate(srcset, 100, 3.5)).toBe('c.jpg?w=300');
    expect(chooseCandidate(srcset, 400, 1)).toBe('c.jpg?w=300');
    expect(chooseCandidate('', 100, 1)).toBeNull();
  });

  it("is the product page's main image the page will ask for, at common widths", () => {
    const source = catalogImageSource('/media/catalog/product/c/r/x.jpg', {
      sizes: PRODUCT_SIZES,
      width: 960,
    });
    const width = (conditions: ViewportConditions) =>
      new URL(chosenImageUrl(source, conditions), 'http://localhost/').searchParams.get('width');
    expect(width(viewport(1280))).toBe('960');
    expect(width(viewport(1600))).toBe('960');
    expect(width(viewport(375))).toBe('640');
    expect(width(viewport(375, 2))).toBe('960');
    expect(width(viewport(412, 2.625))).toBe('1280');
    expect(width(viewport(1440, 2))).toBe('1600');
  });

  it('is the fallback src without a srcset or outside a browser', () => {
    expect(chosenImageUrl({ src: 'x.jpg', srcSet: '', sizes: '100vw' }, viewport(375))).toBe('x.jpg');
    expect(chosenImageUrl({ src: 'x.jpg', srcSet: 'y.jpg 100w', sizes: '100vw' }, null)).toBe('x.jpg');
  });
});
