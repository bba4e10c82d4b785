/**
 * Draws the app icons (public/icons/) from one SVG mark with sharp: 192 and 512 px "any"
 * icons and a 512 px maskable icon whose mark sits inside the 80% safe zone.
 * Run with `npx tsx scripts/make-icons.ts`; the PNGs are committed.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const BACKGROUND = '#0b0b0c';
const ACCENT = '#e8b04a';
const LIGHT = '#f4f1ea';

/** A record with its label and a stylus arm: the brand mark. `scale` shrinks it for maskable. */
function mark(size: number, scale: number): string {
  const c = size / 2;
  const r = (size / 2) * 0.78 * scale;
  const grooves = [0.92, 0.84, 0.76, 0.68, 0.6]
    .map(
      (f) =>
        `<circle cx="${c}" cy="${c}" r="${r * f}" fill="none" stroke="#2b2b30" stroke-width="${size * 0.006}"/>`,
    )
    .join('');
  const arm = `<path d="M ${c + r * 0.95} ${c - r * 0.95} L ${c + r * 0.62} ${c - r * 0.1} L ${c + r * 0.28} ${c + r * 0.22}"
    fill="none" stroke="${LIGHT}" stroke-width="${size * 0.03}" stroke-linecap="round" stroke-linejoin="round"/>
    <circle cx="${c + r * 0.95}" cy="${c - r * 0.95}" r="${size * 0.045 * scale}" fill="${LIGHT}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
    <rect width="${size}" height="${size}" fill="${BACKGROUND}"/>
    <circle cx="${c}" cy="${c}" r="${r}" fill="#141416"/>
    ${grooves}
    <circle cx="${c}" cy="${c}" r="${r * 0.34}" fill="${ACCENT}"/>
    <circle cx="${c}" cy="${c}" r="${r * 0.05}" fill="${BACKGROUND}"/>
    ${arm}
  </svg>`;
}

async function main() {
  const dir = join(__dirname, '..', 'public', 'icons');
  mkdirSync(dir, { recursive: true });
  const icons = [
    { file: 'icon-192.png', size: 192, scale: 1 },
    { file: 'icon-512.png', size: 512, scale: 1 },
    { file: 'icon-maskable-512.png', size: 512, scale: 0.72 },
    { file: 'apple-touch-icon.png', size: 180, scale: 0.9 },
  ];
  for (const { file, size, scale } of icons) {
    await sharp(Buffer.from(mark(size, scale)))
      .png({ compressionLevel: 9, palette: true })
      .toFile(join(dir, file));
    console.log(`public/icons/${file}`);
  }
}

void main();
