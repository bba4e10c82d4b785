/**
 * The Spindle & Stylus wordmark: a record (the spindle at its centre) beside the name, drawn as
 * single-weight condensed strokes so it needs no font and never shifts. Decorative here: the
 * link around it carries the name.
 */
import * as styles from './Logo.module.css';

/** Glyphs on a 24-unit-high grid (cap height 1.5 to 22.5), stroke 3; widths in units. */
const GLYPHS: Record<string, { width: number; d: string }> = {
  S: {
    width: 11,
    d: 'M9.8 5.6C9.3 3 7.9 1.5 5.6 1.5 3.1 1.5 1.6 3.3 1.6 6c0 2.9 1.9 4.2 4 5.2 2.3 1.1 3.9 2.4 3.9 5.6 0 3.6-1.7 5.7-4.2 5.7-2.5 0-4-1.7-4.3-4.5',
  },
  P: { width: 10.5, d: 'M1.5 22.5v-21h4C8 1.5 9.5 3.2 9.5 6.5s-1.5 5-4 5h-4' },
  I: { width: 3, d: 'M1.5 1.5v21' },
  N: { width: 11, d: 'M1.5 22.5v-21l8 21v-21' },
  D: { width: 11, d: 'M1.5 1.5H5c3.2 0 4.5 2.3 4.5 5.5v10c0 3.2-1.3 5.5-4.5 5.5H1.5Z' },
  L: { width: 9, d: 'M1.5 1.5v21h7' },
  E: { width: 9, d: 'M8.5 1.5h-7v21h7M1.5 12H7' },
  T: { width: 10, d: 'M0 1.5h10M5 1.5v21' },
  Y: { width: 11, d: 'M.5 1.5l5 11 5-11m-5 11v10' },
  U: { width: 11, d: 'M1.5 1.5V17c0 3.5 1.7 5.5 4 5.5s4-2 4-5.5V1.5' },
  '&': {
    width: 12,
    d: 'M11 22.5L3.2 11.5C2 9.8 1.8 8.6 1.8 7c0-3.6 1.8-5.5 4-5.5s3.6 1.7 3.6 4.1c0 3-2.4 4.6-4.8 6.4-2 1.5-3.1 3.2-3.1 5.6 0 3.2 1.9 4.9 4.3 4.9 2.8 0 4.6-2.5 5.2-7',
  },
};

const LETTER_GAP = 3;
const WORD_GAP = 7;
const MARK_WIDTH = 24;
const MARK_GAP = 8;

/** Each glyph of the name with its x offset, and the wordmark's width. */
function layout(text: string): { placed: Array<{ key: string; x: number; d: string }>; width: number } {
  const placed: Array<{ key: string; x: number; d: string }> = [];
  let x = MARK_WIDTH + MARK_GAP;
  text.split('').forEach((char, index) => {
    if (char === ' ') {
      x += WORD_GAP - LETTER_GAP;
      return;
    }
    const glyph = GLYPHS[char]!;
    placed.push({ key: `${char}${index}`, x, d: glyph.d });
    x += glyph.width + LETTER_GAP;
  });
  return { placed, width: x - LETTER_GAP };
}

const WORDMARK = layout('SPINDLE & STYLUS');

export interface LogoProps {
  className?: string;
}

export default function Logo({ className }: LogoProps) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className={className ? `${styles.root} ${className}` : styles.root}
      viewBox={`-0.5 -0.5 ${WORDMARK.width + 1} 25`}
    >
      <g>
        <circle cx="12" cy="12" r="10.75" className={styles.disc} />
        <circle cx="12" cy="12" r="7.25" className={styles.groove} />
        <circle cx="12" cy="12" r="3.75" className={styles.label} />
        <circle cx="12" cy="12" r="1" className={styles.spindle} />
      </g>
      <g className={styles.type}>
        {WORDMARK.placed.map(({ key, x, d }) => (
          <path key={key} d={d} transform={`translate(${x} 0)`} />
        ))}
      </g>
    </svg>
  );
}
