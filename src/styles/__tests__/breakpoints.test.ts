import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BREAKPOINTS, customMediaCss, media } from '../breakpoints';

describe('breakpoints', () => {
  it('gives each condition by name', () => {
    expect(media.from('md')).toBe('(min-width: 768px)');
    expect(media.above('switchers')).toBe('(min-width: 642px)');
    expect(media.upTo('md')).toBe('(max-width: 768px)');
    expect(media.below('md')).toBe('(max-width: 767px)');
  });

  it('names the same conditions for style sheets', () => {
    const css = customMediaCss();
    expect(css).toContain('@custom-media --from-sm (min-width: 640px);');
    expect(css).toContain('@custom-media --below-sm (max-width: 639px);');
    expect(css).toContain('@custom-media --up-to-md (max-width: 768px);');
    expect(css).toContain('@custom-media --above-switchers (min-width: 642px);');
    expect(css.match(/@custom-media /g)).toHaveLength(Object.keys(BREAKPOINTS).length * 4);
  });

  it('breakpoints.css is the one written from breakpoints.ts (else run `npm run breakpoints`)', () => {
    expect(readFileSync(join(__dirname, '../breakpoints.css'), 'utf8')).toBe(customMediaCss());
  });
});
