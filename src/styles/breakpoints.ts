/**
 * The storefront's breakpoints (spec 9), named once. Scripts ask `media.from('md')`,
 * `media.below('md')`, `media.upTo('md')` or `media.above('md')` (hooks, image `sizes`); style
 * sheets write the same words as custom media: `@media (--from-md)`, `(--below-md)`, `(--up-to-md)`,
 * `(--above-md)`. CSS cannot read a custom property in a media query, so breakpoints.css carries
 * the definitions, written from this file by `npm run breakpoints` (a test fails when it is stale),
 * and the build (postcss-custom-media) puts the plain queries in place.
 */
export const BREAKPOINTS = {
  xs: 480,
  /** Gallery grid: 2 columns below, 3 from here. */
  sm: 640,
  /** The switchers sit in the header's utility bar from here; below, in the drawer's footer. */
  switchers: 641,
  /** Toasts move to the right, the footer's columns open; mobile images up to here (spec 9). */
  md: 768,
  /** Header: the cart link below, the cart dropdown from here. */
  lg: 960,
  /** Large screens: the filter sidebar. */
  xl: 1024,
  /** Mega menu and account trigger shown from here. */
  '2xl': 1200,
  /** The mega menu's wider breakpoint: more room between items. */
  'mega-wide': 1350,
  /** The site's max width. */
  '4xl': 1440,
  /** The site's 1440px plus the scroll-to-top button and a margin on either side. */
  'scroll-top-aside': 1600,
} as const;

export type Breakpoint = keyof typeof BREAKPOINTS;

const px = (width: number) => `${width}px`;

/** Media conditions by breakpoint name. */
export const media = {
  /** This wide or wider. */
  from: (name: Breakpoint) => `(min-width: ${px(BREAKPOINTS[name])})`,
  /** Wider than this. */
  above: (name: Breakpoint) => `(min-width: ${px(BREAKPOINTS[name] + 1)})`,
  /** This wide or narrower. */
  upTo: (name: Breakpoint) => `(max-width: ${px(BREAKPOINTS[name])})`,
  /** Narrower than this. */
  below: (name: Breakpoint) => `(max-width: ${px(BREAKPOINTS[name] - 1)})`,
};

const CSS_NAMES: Record<keyof typeof media, string> = {
  from: 'from',
  above: 'above',
  upTo: 'up-to',
  below: 'below',
};

/** breakpoints.css: every condition above as custom media, `--<condition>-<name>`. */
export function customMediaCss(): string {
  const lines = ['/* Written by `npm run breakpoints` from breakpoints.ts; edit that file, not this one. */'];
  for (const name of Object.keys(BREAKPOINTS) as Breakpoint[]) {
    for (const condition of Object.keys(media) as (keyof typeof media)[]) {
      lines.push(`@custom-media --${CSS_NAMES[condition]}-${name} ${media[condition](name)};`);
    }
  }
  return `${lines.join('\n')}\n`;
}
