import { cx, useContentStyle } from '../../hooks/useContentStyle';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '../../../../../platform/browser/useMediaQuery';
import type { ContentTypeProps } from '../../types';
import { parseVideoSource } from '../../video';
import VideoFacade from './VideoFacade';
import * as styles from './Video.module.css';

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
