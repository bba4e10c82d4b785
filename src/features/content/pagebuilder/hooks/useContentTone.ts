import { createContext, useContext, useMemo } from 'react';
import { PAGE_TONE, toneWithin, type ContentTone, type Surface } from '../contentTone';
import type { AnyContentNode } from '../types';

/** The tone content renders in (see contentTone.ts): the page's, or the enclosing element's. */
export const ContentToneContext = createContext<ContentTone>(PAGE_TONE);

/** What an element lays behind its content (its overlay only when one always shows). */
function surfaceOf(node: AnyContentNode): Surface {
  const { config } = node;
  let overlay: string | undefined;
  if (node.contentType === 'banner' || node.contentType === 'slide') {
    overlay = node.config.showOverlay === 'always' ? node.config.overlayColor : undefined;
  } else if ('videoOverlayColor' in config && config.backgroundType === 'video') {
    overlay = config.videoOverlayColor;
  }
  return { background: config.backgroundColor, overlay, text: config.textColor };
}

/** The tone inside an element: what its content type's component and its children render in. */
export function useToneWithin(node: AnyContentNode): ContentTone {
  const parent = useContext(ContentToneContext);
  return useMemo(() => toneWithin(parent, surfaceOf(node)), [parent, node]);
}
