import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { cssUrl } from '../../../../components/RichContent/htmlToReact';
import { backgroundImageUrl, UNMEASURED_BOX, type BoxSize } from '../../../../platform/images/contentImage';
import { REDUCED_MOTION_QUERY, useMediaQueries } from '../../../../platform/browser/useMediaQuery';
import { MOBILE_MEDIA_QUERY } from '../contentWidth';
import type { BackgroundConfig } from '../parseHelpers';
import { parseVideoSource } from '../video';
import * as styles from './Background.module.css';
import { isWantedNow, useContentDue } from '../hooks/useContentDue';
import { useElementSize } from './useElementSize';

// Parallax and video backgrounds are rare: their code loads only when a page has one.
const BackgroundEffects = lazy(
  () => import(/* webpackChunkName: "pb-background-effects" */ './BackgroundEffects'),
);

export interface Background {
  /** Attach to the element that carries the background (undefined: it needs no element). */
  ref: ((element: HTMLElement | null) => (() => void) | undefined) | undefined;
  /** Background image, size, position, attachment and repeat for that element. */
  style: CSSProperties;
  /** Class for that element when it has layers (parallax, video, overlay). */
  className?: string;
  /** Render first inside that element. */
  layers: ReactNode;
  /**
   * Attributes for that element. On the server (a page's preview): the image's URLs with the box's
   * size to fill in, which start.js fills in once the box is laid out (see previewMeasurement).
   */
  attributes?: Record<`data-${string}`, string>;
}

/** The preview's element that showed `image`, and the box it was measured at (start.js), if any. */
function previewMeasurement(image: string | undefined): BoxSize | null {
  if (!image || typeof document === 'undefined') return null;
  for (const element of document.querySelectorAll<HTMLElement>('#root > [data-preview] [data-pb-measured]')) {
    if (element.dataset.pbShown !== image) continue;
    const [width, height] = (element.dataset.pbMeasured ?? '').split('x').map(Number);
    if (width && height) return { width, height };
  }
  return null;
}

/**
 * The attributes a server-rendered background carries: its desktop and mobile images' URLs for an
 * unmeasured box (UNMEASURED_BOX), and the media query that picks the mobile one.
 */
function previewAttributes(config: BackgroundConfig, cover: boolean): Background['attributes'] {
  const attributes: Record<`data-${string}`, string> = {};
  const add = (name: string, image: string | undefined) => {
    const url = image && backgroundImageUrl(image, UNMEASURED_BOX, { cover });
    if (!image || !url) return;
    attributes[`data-pb-background${name}`] = url;
    attributes[`data-pb-src${name}`] = image;
  };
  add('', config.desktopImage);
  if (!attributes['data-pb-background']) return undefined;
  add('-mobile', config.mobileImage);
  if (attributes['data-pb-background-mobile']) attributes['data-pb-media'] = MOBILE_MEDIA_QUERY;
  return attributes;
}

/**
 * A content element's background (spec 3 and 4): the mobile image at 768px or narrower, cover
 * images fetched at the measured size once due (in or near the viewport, or the page quiet after
 * load: useContentDue), parallax (speed clamped to [-1, 2], image 1.25 times
 * larger) and local video backgrounds set up after mount and torn down on unmount. A video shows
 * once it plays; until then, or if it never does, the fallback image stays. With reduced motion
 * neither parallax nor video runs. Hosted (YouTube, Vimeo) background videos keep the fallback:
 * no third-party player loads without the shopper asking for it.
 */
export function useBackground(config: BackgroundConfig): Background {
  // The element, for the parallax and video layers only.
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [isMobile, reducedMotion] = useMediaQueries([MOBILE_MEDIA_QUERY, REDUCED_MOTION_QUERY]);
  const isVideo = config.backgroundType === 'video';
  const image = isVideo
    ? (config.videoFallbackSrc ?? ((isMobile && config.mobileImage) || config.desktopImage))
    : (isMobile && config.mobileImage) || config.desktopImage;
  const video = isVideo && !reducedMotion ? parseVideoSource(config.videoSrc) : null;
  const localVideo = video?.kind === 'local' ? video : null;
  const parallax = config.enableParallax && !reducedMotion && Boolean(image);
  const cover = (config.backgroundSize ?? 'cover') === 'cover';
  // Over a preview whose start script showed this image already, the first render asks for the
  // same URL (it is loaded: nothing flickers when the page replaces the preview).
  const [shown] = useState(() => previewMeasurement(image));
  const [due, observeDue, markDue] = useContentDue(Boolean(image), Boolean(shown));
  // The first measurement (with the first frame) also tells whether the image is wanted now, so
  // size and "due" arrive in one update and the request goes out then.
  const onMeasure = useCallback(
    (rect: DOMRect, element: HTMLElement) => {
      if (isWantedNow(element, rect)) markDue();
    },
    [markDue],
  );
  const [size, observeSize] = useElementSize(Boolean(image), onMeasure, shown);
  const needsElement = parallax || Boolean(localVideo);
  const node = useRef<HTMLElement | null>(null);
  // The observers start from the callback ref, not from state holding the element: a state update
  // in the commit is rendered again at once, in that same task, and makes React run every effect
  // of that commit (the whole page, on a first render) synchronously with it.
  const ref = useCallback(
    (attached: HTMLElement | null) => {
      if (!attached) return undefined;
      node.current = attached;
      const stopSize = observeSize(attached);
      const stopDue = observeDue(attached);
      return () => {
        stopSize?.();
        stopDue?.();
        node.current = null;
      };
    },
    [observeSize, observeDue],
  );
  // Parallax and video layers take the element as a prop: handed over after the commit, for the
  // same reason (their code loads lazily anyway). After every commit, as the element may change;
  // setting the same element again renders nothing.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => setElement(needsElement ? node.current : null));
  const url = image && size && due ? backgroundImageUrl(image, size, { cover, parallax }) : undefined;

  const imageStyle: CSSProperties = {
    backgroundSize: config.backgroundSize,
    backgroundPosition: config.backgroundPosition,
    backgroundRepeat: config.backgroundRepeat,
    backgroundAttachment: config.backgroundAttachment,
  };
  const style: CSSProperties = parallax
    ? {}
    : { ...imageStyle, backgroundImage: url ? cssUrl(url) : undefined };
  const overlay = isVideo && config.videoOverlayColor ? config.videoOverlayColor : undefined;
  // Their code, and a video's download, wait until the element is due like its image.
  const effects = due && Boolean(element) && (parallax || localVideo);
  const layers =
    effects || overlay ? (
      <>
        {effects && element && (
          <Suspense fallback={null}>
            <BackgroundEffects
              container={element}
              parallax={
                parallax && url
                  ? { imageUrl: url, speed: config.parallaxSpeed, style: imageStyle }
                  : undefined
              }
              video={
                localVideo
                  ? {
                      sources: localVideo.sources,
                      loop: config.videoLoop,
                      playOnlyVisible: config.videoPlayOnlyVisible,
                      lazyLoading: config.videoLazyLoading,
                    }
                  : undefined
              }
            />
          </Suspense>
        )}
        {overlay && (
          <div className={styles.overlay} style={{ backgroundColor: overlay }} aria-hidden="true" />
        )}
      </>
    ) : null;
  return {
    // Most rows and columns have neither image nor video: nothing to watch.
    ref: image || localVideo ? ref : undefined,
    style: Object.fromEntries(Object.entries(style).filter(([, value]) => value !== undefined)),
    className: parallax || localVideo || overlay ? styles.container : undefined,
    layers,
    // A plain image background, rendered on the server: start.js shows it (see above).
    ...(typeof window === 'undefined' && !isVideo && !config.enableParallax
      ? { attributes: previewAttributes(config, cover) }
      : {}),
  };
}
