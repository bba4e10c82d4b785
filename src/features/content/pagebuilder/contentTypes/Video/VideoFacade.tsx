import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { embedUrl, type VideoSource } from '../../video';
import * as styles from './Video.module.css';

export type HostedVideo = Extract<VideoSource, { kind: 'youtube' | 'vimeo' }>;

const HOST_NAMES: Record<HostedVideo['kind'], string> = { youtube: 'YouTube', vimeo: 'Vimeo' };

/**
 * A hosted video behind a click-to-load facade: the host's player (and its scripts, cookies and
 * requests) loads only when the shopper asks for it, then starts playing.
 */
export default function VideoFacade({ source, muted }: { source: HostedVideo; muted: boolean }) {
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
