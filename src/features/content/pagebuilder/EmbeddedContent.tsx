import { Suspense, type CSSProperties, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { lazyWithPreload } from '../../../platform/react/lazyWithPreload';
import type { HostedVideo } from './contentTypes/Video/VideoFacade';
import * as textStyles from './contentTypes/Text/Text.module.css';
import * as styles from './EmbeddedContent.module.css';

/** The facade comes with the Video element's code (few pages embed players): its box shows at once. */
const VideoFacade = lazyWithPreload(
  () => import(/* webpackChunkName: "pb-video" */ './contentTypes/Video/VideoFacade'),
);

/** Pixels from a width or height attribute (`560`, `560px`), else undefined. */
const pixels = (value: string | null): number | undefined => {
  const match = /^\s*(\d+(?:\.\d+)?)(?:px)?\s*$/.exec(value ?? '');
  const number = match ? Number(match[1]) : NaN;
  return number > 0 ? number : undefined;
};

/**
 * A YouTube or Vimeo player written into content as an iframe (HTML Code, or an editor's embed):
 * the same click-to-play facade as the Video content type. It keeps the iframe's proportions and
 * its width as the most it takes; an iframe laid absolutely over a sized box (the usual
 * responsive embed code) fills that box instead.
 */
export function EmbeddedVideo({ source, frame }: { source: HostedVideo; frame: Element }) {
  const width = pixels(frame.getAttribute('width'));
  const height = pixels(frame.getAttribute('height'));
  const fillsBox = /(^|;)\s*position\s*:\s*absolute/i.test(frame.getAttribute('style') ?? '');
  if (fillsBox) {
    return (
      <span className={styles.fill}>
        <Suspense fallback={null}>
          <VideoFacade source={source} muted={false} />
        </Suspense>
      </span>
    );
  }
  const style: CSSProperties = {
    maxWidth: width ? `${width}px` : undefined,
    aspectRatio: width && height ? `${width} / ${height}` : undefined,
  };
  return (
    <span className={styles.video} style={style}>
      <Suspense fallback={null}>
        <VideoFacade source={source} muted={false} />
      </Suspense>
    </span>
  );
}

/**
 * In place of a form (or form controls) written into content: it cannot work here (Magento's
 * forms need its own pages and keys, and one posting to another site is refused by the store's
 * Content-Security-Policy), so the shopper is told rather than shown controls that do nothing.
 */
export function FormUnavailable() {
  return (
    <span className={styles.unavailable} role="note">
      <FormattedMessage id="content.html.formUnavailable" defaultMessage="This form can’t be used here." />
    </span>
  );
}

/**
 * A table from content in a box that scrolls sideways when the table is wider than the screen, so
 * it never widens the page. The box can take keyboard focus (to scroll it with the arrow keys) and
 * is named after the table's caption.
 */
export function TableScroller({ caption, children }: { caption?: string; children?: ReactNode }) {
  const intl = useIntl();
  return (
    <div
      className={textStyles.tableScroller}
      role="group"
      aria-label={caption || intl.formatMessage({ id: 'content.table.label', defaultMessage: 'Table' })}
      // Focusable so a keyboard can scroll it (a scrolling region must be reachable: WCAG 2.1.1).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      {children}
    </div>
  );
}
