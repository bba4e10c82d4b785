/**
 * Which URL of a srcset an `<img>` will ask for, worked out ahead of time: an image fetched early
 * (into the service worker's cache) only helps when it is the very URL the page's `<img>` asks
 * for later. Chromium picks as follows:
 *
 * 1. `sizes`: the first entry whose media condition matches (the last entry has none) gives the
 *    slot's width in CSS px (`px`, `vw`, `vh`, `em` / `rem` and `calc()` of those here);
 * 2. each `w` candidate's density is its width over that slot's width;
 * 3. the least dense candidate whose density reaches the device pixel ratio wins; none reaching
 *    it, the densest (Chromium 156 picks this way, checked; its older rule could settle for one
 *    below the ratio). A denser candidate already in the page's memory cache is used instead,
 *    which costs nothing.
 */

export interface ViewportConditions {
  /** The viewport's width in CSS px (what `vw` and width media queries measure). */
  width: number;
  height: number;
  devicePixelRatio: number;
  /**
   * What `em` and `rem` are in `sizes`, in px: as in media queries, the browser's default font
   * size, not the page's.
   */
  fontSize: number;
  /** Whether a media condition holds. */
  matches: (condition: string) => boolean;
}

/** The browsers' default font size (`rem` sizes come out otherwise where a shopper changed it). */
const DEFAULT_FONT_SIZE = 16;

/** The window's conditions now; null outside a browser. */
export function currentViewport(): ViewportConditions | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  return {
    width: window.innerWidth,
    height: window.innerHeight,
    devicePixelRatio: window.devicePixelRatio || 1,
    fontSize: DEFAULT_FONT_SIZE,
    matches: (condition) => window.matchMedia(condition).matches,
  };
}

/* A length: a number with a unit, or calc() over them (+ - * / and parentheses). */

type Token = { kind: 'number'; value: number; unit: string } | { kind: 'op'; value: string };

function tokenize(text: string): Token[] | null {
  const tokens: Token[] = [];
  const pattern = /\s*(?:(-?\d*\.?\d+(?:e[+-]?\d+)?)([a-z%]*)|(calc\(|[()+\-*/]))/giy;
  let index = 0;
  while (index < text.length) {
    pattern.lastIndex = index;
    const match = pattern.exec(text);
    if (!match) return /^\s*$/.test(text.slice(index)) ? tokens : null;
    if (match[1] !== undefined)
      tokens.push({ kind: 'number', value: Number(match[1]), unit: match[2]!.toLowerCase() });
    else tokens.push({ kind: 'op', value: match[3]!.toLowerCase() === 'calc(' ? '(' : match[3]! });
    index = pattern.lastIndex;
  }
  return tokens;
}

function toPx(value: number, unit: string, viewport: ViewportConditions): number | null {
  switch (unit) {
    case 'px':
      return value;
    case 'vw':
      return (value * viewport.width) / 100;
    case 'vh':
      return (value * viewport.height) / 100;
    case 'rem':
    case 'em':
      return value * viewport.fontSize;
    case '':
      return value === 0 ? 0 : null;
    default:
      return null;
  }
}

/** A length or calc() in CSS px; null when it is not one this reads. */
export function lengthInPx(text: string, viewport: ViewportConditions): number | null {
  const tokens = tokenize(text.trim());
  if (!tokens?.length) return null;
  let at = 0;
  // Each value is a length in px, or a plain number (a factor in * and /).
  type Value = { px: number; plain: boolean } | null;
  const primary = (): Value => {
    const token = tokens[at++];
    if (!token) return null;
    if (token.kind === 'op' && token.value === '(') {
      const inner = sum();
      const close = tokens[at++];
      return inner && close?.kind === 'op' && close.value === ')' ? inner : null;
    }
    if (token.kind !== 'number') return null;
    if (token.unit === '') return { px: token.value, plain: true };
    const px = toPx(token.value, token.unit, viewport);
    return px === null ? null : { px, plain: false };
  };
  const product = (): Value => {
    let left = primary();
    while (left && tokens[at]?.kind === 'op' && (tokens[at]!.value === '*' || tokens[at]!.value === '/')) {
      const op = tokens[at++]!.value;
      const right = primary();
      if (!right) return null;
      if (op === '*') {
        if (!left.plain && !right.plain) return null;
        left = { px: left.px * right.px, plain: left.plain && right.plain };
      } else {
        if (!right.plain || right.px === 0) return null;
        left = { px: left.px / right.px, plain: left.plain };
      }
    }
    return left;
  };
  const sum = (): Value => {
    let left = product();
    while (left && tokens[at]?.kind === 'op' && (tokens[at]!.value === '+' || tokens[at]!.value === '-')) {
      const op = tokens[at++]!.value;
      const right = product();
      if (!right || right.plain !== left.plain) return null;
      left = { px: op === '+' ? left.px + right.px : left.px - right.px, plain: left.plain };
    }
    return left;
  };
  const result = sum();
  if (!result || at !== tokens.length) return null;
  if (result.plain) return result.px === 0 ? 0 : null;
  return result.px;
}

/** Splits at commas outside parentheses. */
function splitTopLevel(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < list.length; index += 1) {
    const char = list[index];
    if (char === '(') depth += 1;
    else if (char === ')') depth = Math.max(0, depth - 1);
    else if (char === ',' && depth === 0) {
      parts.push(list.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(list.slice(start));
  return parts.map((part) => part.trim()).filter(Boolean);
}

const SIZE_ENTRY = /^(?:(.*\S)\s+)?(calc\(.*\)|-?\d*\.?\d+[a-z]*)$/i;

/** The slot's width in CSS px that `sizes` gives at these conditions (100vw when none applies). */
export function slotWidth(sizes: string, viewport: ViewportConditions): number {
  for (const entry of splitTopLevel(sizes)) {
    const match = SIZE_ENTRY.exec(entry);
    if (!match) continue;
    const [, condition, length] = match;
    if (condition && !viewport.matches(condition)) continue;
    const px = lengthInPx(length!, viewport);
    if (px !== null && px >= 0) return px;
  }
  return viewport.width;
}

interface Candidate {
  url: string;
  width: number;
}

/** The `w` candidates of a srcset, read as browsers read it (others are left out). */
export function srcsetCandidates(srcSet: string): Candidate[] {
  const candidates: Candidate[] = [];
  let at = 0;
  while (at < srcSet.length) {
    // Between candidates: spaces and commas. Then the URL: up to a space.
    while (at < srcSet.length && /[\s,]/.test(srcSet[at]!)) at += 1;
    const start = at;
    while (at < srcSet.length && !/\s/.test(srcSet[at]!)) at += 1;
    const raw = srcSet.slice(start, at);
    if (!raw) break;
    const url = raw.replace(/,+$/, '');
    // A URL ending in a comma has no descriptors; else they run to the next comma.
    let descriptors = '';
    if (url === raw) {
      const end = srcSet.indexOf(',', at);
      descriptors = srcSet.slice(at, end < 0 ? srcSet.length : end);
      at = end < 0 ? srcSet.length : end + 1;
    }
    const width = /^\s*(\d+)w\s*$/.exec(descriptors)?.[1];
    if (url && width) candidates.push({ url, width: Number(width) });
  }
  return candidates;
}

/** The candidate an `<img>` with this srcset, shown `slot` px wide, asks for (see the module comment). */
export function chooseCandidate(srcSet: string, slot: number, devicePixelRatio: number): string | null {
  const candidates = srcsetCandidates(srcSet).sort((a, b) => a.width - b.width);
  const densest = candidates[candidates.length - 1];
  if (!densest) return null;
  const reaching = candidates.find((candidate) => candidate.width / Math.max(slot, 1) >= devicePixelRatio);
  return (reaching ?? densest).url;
}

/**
 * The URL an `<img src srcSet sizes>` asks for at these conditions: the srcset's choice, else
 * `src` (no srcset, or outside a browser).
 */
export function chosenImageUrl(
  image: { src: string; srcSet: string; sizes: string },
  viewport: ViewportConditions | null = currentViewport(),
): string {
  if (!image.srcSet || !viewport) return image.src;
  return (
    chooseCandidate(image.srcSet, slotWidth(image.sizes, viewport), viewport.devicePixelRatio) ?? image.src
  );
}
