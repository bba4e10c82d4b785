import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { cx, useContentStyle } from '../../hooks/useContentStyle';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '../../hooks/useMediaQuery';
import type { ContentTypeProps } from '../../types';
import { embedUrl, parseVideoSource, type VideoSource } from '../../video';
import * as styles from './Video.module.css';

type HostedVideo = Extract<VideoSource, { kind: 'youtube' | 'vimeo' }>;

const HOST_NAMES: Record<HostedVideo['kind'], string> = { youtube: 'YouTube', vimeo: 'Vimeo' };

/**
 * A hosted video behind a click-to-load facade: the host's player (and its scripts, cookies and
 * requests) loads only when the shopper asks for it, then starts playing.
 */
function VideoFacade({ source, muted }: { source: HostedVideo; muted: boolean }) {
  const intl = useIntl();
  const [active, setActive] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const host = HOST_NAMES[source.kind];
  if (active) {
    return (
      <iframe
        ref={(element) => {
          frame.current = element;
          element?.focus();
        }}
        className={styles.frame}
        src={embedUrl(source, { autoplay: true, muted })}
        title={intl.formatMessage(
          { id: 'content.video.player', defaultMessage: 'Video player ({host})' },
          { host },
        )}
        allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
        allowFullScreen
      />
    );
  }
  return (
    <button type="button" className={styles.facade} onClick={() => setActive(true)}>
      <span className={styles.play} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="32" height="32" focusable="false">
          <path d="M8 5l12 7-12 7z" fill="currentColor" />
        </svg>
      </span>
      <span className={styles.label}>
        {intl.formatMessage({ id: 'content.video.play', defaultMessage: 'Play video' })}
      </span>
      <span className={styles.note}>
        {intl.formatMessage({ id: 'content.video.loadsFrom', defaultMessage: 'Loads from {host}' }, { host })}
      </span>
    </button>
  );
}

/** A video: YouTube or Vimeo behind a facade, local files in the browser's own player. */
export default function Video({ config }: ContentTypeProps<'video'>) {
  const style = useContentStyle(config);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const source = parseVideoSource(config.url);
  if (!source) return null;
  const autoplay = config.autoplay && !reducedMotion;
  return (
    <div className={cx(styles.video, ...config.cssClasses)} style={style}>
      <div className={styles.inner} style={{ maxWidth: config.maxWidth }}>
        <div className={styles.ratio}>
          {source.kind === 'local' ? (
            // Page Builder's video element has no caption track to offer.
            // eslint-disable-next-line jsx-a11y/media-has-caption
            <video
              className={styles.frame}
              controls
              playsInline
              preload="metadata"
              autoPlay={autoplay}
              // Browsers only autoplay muted video.
              muted={config.muted || autoplay}
            >
              {source.sources.map((entry) => (
                <source key={entry.src} src={entry.src} type={entry.type} />
              ))}
            </video>
          ) : (
            <VideoFacade source={source} muted={config.muted} />
          )}
        </div>
      </div>
    </div>
  );
}
