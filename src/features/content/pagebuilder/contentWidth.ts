import { createContext, useContext } from 'react';
import { media } from '../../../styles/breakpoints';

/** Spec 9: mobile images (and the column wrap) at 768px or narrower (48rem). */
export const MOBILE_MEDIA_QUERY = media.upTo('md');

/**
 * Roughly what share of the viewport's width the current content occupies on wide screens (a
 * column of a third: 1/3), so images can ask for a fitting size. Mobile is always full width.
 */
export const ContentWidthContext = createContext(1);

export const useContentWidth = (): number => useContext(ContentWidthContext);

/** `33.3333%` → 0.333333; anything else → 1. */
export function shareOf(width: string | undefined): number {
  const percent = /^(\d+(?:\.\d+)?)%$/.exec(width?.trim() ?? '')?.[1];
  const share = percent ? Number(percent) / 100 : 1;
  return share > 0 && share <= 1 ? share : 1;
}

/** A `sizes` attribute for content images at this share of the viewport. */
export function imageSizes(share: number): string {
  return `${MOBILE_MEDIA_QUERY} 100vw, ${Math.max(1, Math.round(share * 100))}vw`;
}
