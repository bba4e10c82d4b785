import { useContext, useMemo, type CSSProperties } from 'react';
import type { CommonStyles } from '../parseHelpers';
import { ContentToneContext } from './useContentTone';
import { useMediaQueries } from '../../../../platform/browser/useMediaQuery';

/** The common style fields as a React style object (undefined fields left out). */
function commonStyle(config: CommonStyles): CSSProperties {
  const style: CSSProperties = {
    textAlign: config.textAlign as CSSProperties['textAlign'],
    borderStyle: config.border,
    borderColor: config.borderColor,
    borderWidth: config.borderWidth,
    borderRadius: config.borderRadius,
    marginTop: config.marginTop,
    marginRight: config.marginRight,
    marginBottom: config.marginBottom,
    marginLeft: config.marginLeft,
    paddingTop: config.paddingTop,
    paddingRight: config.paddingRight,
    paddingBottom: config.paddingBottom,
    paddingLeft: config.paddingLeft,
    minHeight: config.minHeight,
    maxWidth: config.boxMaxWidth,
    backgroundColor: config.backgroundColor,
  };
  return Object.fromEntries(Object.entries(style).filter(([, value]) => value !== undefined && value !== ''));
}

/**
 * The element's style: `base` (the component's own), then the common fields, the text colours of
 * its tone when the element sets them (a background that needs other ink: contentTone.ts), then
 * the styles of the media queries that match now (Page Builder's mobile rules, for one).
 */
export function useContentStyle(config: CommonStyles, base?: CSSProperties): CSSProperties {
  const queries = config.mediaQueries.map((query) => query.media);
  const active = useMediaQueries(queries);
  const activeKey = active.map((on) => (on ? 1 : 0)).join('');
  const tone = useContext(ContentToneContext).vars;
  return useMemo(() => {
    const style: CSSProperties = { ...base, ...commonStyle(config), ...tone };
    config.mediaQueries.forEach((query, index) => {
      if (activeKey[index] === '1') Object.assign(style, query.style);
    });
    return style;
    // `base` is usually a fresh object; compare what it holds.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [config, activeKey, tone, JSON.stringify(base)]);
}

/** Class names joined, falsy ones left out. */
export const cx = (...names: Array<string | false | null | undefined>): string =>
  names.filter(Boolean).join(' ');
