/** @jest-environment node */
/**
 * The ink content gets on the background it sets: readable (4.5:1) on any colour, the store's own
 * palette on its own dark backgrounds, and the palette in step with tokens.css.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import {
  contrast,
  DARK_INK,
  inkFor,
  LIGHT_INK,
  MIN_CONTRAST,
  PAGE_BACKGROUND,
  PAGE_TONE,
  parseCssColor,
  toneWithin,
  type Rgba,
} from '../contentTone';

const rgb = (r: number, g: number, b: number, a = 1): Rgba => ({ r, g, b, a });
const c = (value: string) => parseCssColor(value)!;

describe('parseCssColor', () => {
  it.each([
    ['#fff', rgb(255, 255, 255)],
    ['#FFFFFF', rgb(255, 255, 255)],
    ['#f5f5f580', rgb(245, 245, 245, 128 / 255)],
    ['#0f08', rgb(0, 255, 0, 136 / 255)],
    ['rgb(31, 26, 23)', rgb(31, 26, 23)],
    ['rgba(255, 255, 255, 0.85)', rgb(255, 255, 255, 0.85)],
    ['rgb(255 255 255 / 50%)', rgb(255, 255, 255, 0.5)],
    ['rgb(100%, 0%, 0%)', rgb(255, 0, 0)],
    ['hsl(0, 0%, 100%)', rgb(255, 255, 255)],
    ['hsla(120, 100%, 25%, 0.5)', rgb(0, 127.5, 0, 0.5)],
    ['transparent', rgb(0, 0, 0, 0)],
    ['#fff !important', rgb(255, 255, 255)],
  ])('reads %s', (value, expected) => {
    expect(parseCssColor(value)).toEqual(expected);
  });

  it.each(['', 'inherit', 'currentcolor', 'var(--x)', '#ggg', 'rgb(1, 2)', 'url(x)', 'oklch(0.5 0.1 20)'])(
    'gives no colour for %p',
    (value) => {
      expect(parseCssColor(value)).toBeNull();
    },
  );

  it('reads other colours (named ones) as the browser’s canvas gives them back', () => {
    // A canvas's fill style as browsers keep it: known colours normalised, anything else ignored.
    const known: Record<string, string> = {
      white: '#ffffff',
      whitesmoke: '#f5f5f5',
      'hwb(0 100% 0%)': '#ffffff',
      'color-mix(in srgb, white 50%, transparent)': 'rgba(255, 255, 255, 0.5)',
    };
    class FakeOffscreenCanvas {
      getContext() {
        let fill = '#000000';
        return {
          get fillStyle() {
            return fill;
          },
          set fillStyle(value: string) {
            const normal = /^#[0-9a-f]{6}$/.test(value) ? value : known[value];
            if (normal) fill = normal;
          },
        };
      }
    }
    (globalThis as { OffscreenCanvas?: unknown }).OffscreenCanvas = FakeOffscreenCanvas;
    try {
      jest.isolateModules(() => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const tone = require('../contentTone') as { parseCssColor: typeof parseCssColor };
        expect(tone.parseCssColor('White')).toEqual(rgb(255, 255, 255));
        expect(tone.parseCssColor('WhiteSmoke')).toEqual(rgb(245, 245, 245));
        expect(tone.parseCssColor('hwb(0 100% 0%)')).toEqual(rgb(255, 255, 255));
        expect(tone.parseCssColor('color-mix(in srgb, white 50%, transparent)')).toEqual(
          rgb(255, 255, 255, 0.5),
        );
        // Not a colour: the fill style stays what it was, whatever that was.
        expect(tone.parseCssColor('notacolour')).toBeNull();
        expect(tone.parseCssColor('currentcolor')).toBeNull();
      });
    } finally {
      delete (globalThis as { OffscreenCanvas?: unknown }).OffscreenCanvas;
    }
  });
});

describe('contrast', () => {
  it('follows WCAG 2', () => {
    expect(contrast(c('#fff'), c('#000'))).toBeCloseTo(21, 5);
    expect(contrast(c('#777'), c('#fff'))).toBeCloseTo(4.48, 2);
    expect(contrast(c('#f4f1ea'), PAGE_BACKGROUND)).toBeGreaterThan(17);
  });
});

describe('inkFor', () => {
  it('keeps the store’s own palette on its dark backgrounds', () => {
    for (const background of ['#0b0b0c', '#1f1a17', '#17171a', 'rgb(31, 26, 23)']) {
      expect(inkFor(c(background))).toEqual(LIGHT_INK);
    }
  });

  it('gives light backgrounds the near-black palette', () => {
    for (const background of ['#ffffff', '#f5f5f5', '#fffbe6', '#e8f4fd', '#d1ecf1']) {
      expect(inkFor(c(background))).toEqual(DARK_INK);
    }
  });

  it('gives mid-tone backgrounds pure black or white, whichever contrasts more', () => {
    // Neither the store's near-white (3.97:1) nor its near-black (4.36:1) reaches 4.5:1 here.
    expect(inkFor(c('#777777')).text).toBe('#000000');
    expect(inkFor(c('#747474')).text).toBe('#ffffff');
    expect(inkFor(c('#9e9e9e')).text).toBe(DARK_INK.text);
  });

  it('keeps an author’s text colour only where it is readable', () => {
    expect(inkFor(c('#ffffff'), c('#333333')).text).toBe('#333333');
    expect(inkFor(c('#ffffff'), c('#cccccc')).text).toBe(DARK_INK.text);
    expect(inkFor(PAGE_BACKGROUND, c('#333333')).text).toBe(LIGHT_INK.text);
  });

  it('makes every text colour readable on any background', () => {
    const channel = fc.integer({ min: 0, max: 255 });
    fc.assert(
      fc.property(channel, channel, channel, (r, g, b) => {
        const background = rgb(r, g, b);
        const ink = inkFor(background);
        for (const text of [ink.text, ink.muted, ink.accent, ink.accentHover, ink.error, ink.success]) {
          expect(contrast(c(text), background)).toBeGreaterThanOrEqual(MIN_CONTRAST);
        }
        // Buttons: their label on their accent fill.
        expect(contrast(c(ink.onAccent), c(ink.accent))).toBeGreaterThanOrEqual(MIN_CONTRAST);
        // Text on the palette's surfaces (tabs, product tiles).
        expect(contrast(c(ink.text), c(ink.surface))).toBeGreaterThanOrEqual(MIN_CONTRAST);
        expect(contrast(c(ink.text), c(ink.surfaceRaised))).toBeGreaterThanOrEqual(MIN_CONTRAST);
      }),
      { numRuns: 500 },
    );
  });

  it('uses the store’s own colours, as tokens.css names them', () => {
    const tokens = readFileSync(join(__dirname, '../../../../styles/tokens.css'), 'utf8');
    const token = (name: string): string => {
      const value = new RegExp(`--${name}:\\s*([^;]+);`).exec(tokens)?.[1]?.trim() ?? '';
      const reference = /^var\(--([a-z-]+)\)$/.exec(value)?.[1];
      return reference ? token(reference) : value;
    };
    expect({
      text: token('color-text'),
      muted: token('color-text-muted'),
      accent: token('color-accent'),
      accentHover: token('color-accent-hover'),
      onAccent: token('color-on-accent'),
      surface: token('color-surface'),
      surfaceRaised: token('color-surface-raised'),
      border: token('color-border'),
      borderStrong: token('color-border-strong'),
      error: token('color-error'),
      success: token('color-success'),
    }).toEqual({ ...LIGHT_INK, scheme: undefined });
    expect(LIGHT_INK.scheme).toBe(/\bcolor-scheme:\s*(\w+)/.exec(tokens)?.[1]);
    expect(token('color-bg')).toBe('#0b0b0c');
  });
});

describe('toneWithin', () => {
  it('leaves an element that sets no colour in its parent’s tone', () => {
    expect(toneWithin(PAGE_TONE, {})).toBe(PAGE_TONE);
    const light = toneWithin(PAGE_TONE, { background: '#ffffff' });
    const inside = toneWithin(light, { background: undefined });
    expect(inside.ink).toBe(light.ink);
    // The parent set the properties already: its children inherit them.
    expect(inside.vars).toBeUndefined();
  });

  it('sets nothing where the store’s own ink stays', () => {
    expect(toneWithin(PAGE_TONE, { background: '#1f1a17' }).vars).toBeUndefined();
    expect(toneWithin(PAGE_TONE, { background: 'rgba(255, 255, 255, 0.05)' }).vars).toBeUndefined();
  });

  it('sets the text colour and the colours content uses on a light background', () => {
    const tone = toneWithin(PAGE_TONE, { background: '#f5f5f5' });
    expect(tone.vars).toMatchObject({
      color: DARK_INK.text,
      colorScheme: 'light',
      '--color-text': DARK_INK.text,
      '--color-accent': DARK_INK.accent,
      '--color-surface': DARK_INK.surface,
      '--color-bg': '#f5f5f5',
      '--focus-ring': `var(--focus-ring-width) solid ${DARK_INK.accent}`,
    });
  });

  it('lays translucent colours and overlays over what is behind them', () => {
    // Half-white over the dark page is a mid grey (#858586), where the near-black reads.
    expect(toneWithin(PAGE_TONE, { background: 'rgba(255, 255, 255, 0.5)' }).vars).toMatchObject({
      color: DARK_INK.text,
      '--color-bg': '#858586',
    });
    // A light overlay over a dark background decides: #ddd, where the dark amber links do not
    // reach 4.5:1, so they take the text colour.
    const overlaid = toneWithin(PAGE_TONE, { background: '#1f1a17', overlay: 'rgba(255,255,255,0.85)' });
    expect(overlaid.ink).toMatchObject({ text: DARK_INK.text, accent: DARK_INK.text, muted: DARK_INK.muted });
  });

  it('gives the store’s own ink back to a dark element inside a light one', () => {
    const light = toneWithin(PAGE_TONE, { background: '#fffbe6' });
    const dark = toneWithin(light, { background: '#1f1a17' });
    expect(dark.ink).toEqual(LIGHT_INK);
    expect(dark.vars).toMatchObject({ color: LIGHT_INK.text, '--color-surface': LIGHT_INK.surface });
  });
});
