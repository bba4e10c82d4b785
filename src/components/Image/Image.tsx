import { useCallback, useState } from 'react';
import * as styles from './Image.module.css';

interface ImageSourceProps {
  /** Media condition for this source, e.g. `(max-width: 768px)`. */
  media: string;
  srcSet: string;
  sizes?: string;
  width?: number;
  height?: number;
}

export interface ImageProps {
  src: string;
  alt: string;
  srcSet?: string;
  sizes?: string;
  width?: number;
  height?: number;
  title?: string;
  /** Art-directed alternatives (a mobile image), tried before `src`. */
  sources?: ImageSourceProps[];
  loading?: 'lazy' | 'eager';
  /** `high` for the page's largest image above the fold (its LCP candidate). */
  fetchPriority?: 'high' | 'low' | 'auto';
  className?: string;
  /** Not requested yet: the box and placeholder show, without a source. */
  deferred?: boolean;
  /** Called once the image has loaded or failed. */
  onSettle?: () => void;
}

type LoadState = 'loading' | 'loaded' | 'error';

/**
 * An image that loads lazily behind a placeholder and fades in (512ms) once loaded (spec 4,
 * "Image loading": not loaded, loaded or error). Width and height reserve its space.
 */
export default function Image({
  src,
  alt,
  srcSet,
  sizes,
  width,
  height,
  title,
  sources = [],
  loading = 'lazy',
  fetchPriority,
  className,
  deferred = false,
  onSettle,
}: ImageProps) {
  const [state, setState] = useState<LoadState>('loading');
  const settle = useCallback(
    (next: LoadState) => {
      setState(next);
      onSettle?.();
    },
    [onSettle],
  );
  // An image already in the cache may be complete before React listens for `load`.
  const checkComplete = useCallback(
    (image: HTMLImageElement | null) => {
      if (image?.complete && image.naturalWidth > 0) settle('loaded');
    },
    [settle],
  );
  const image = (
    <img
      ref={checkComplete}
      className={styles.image}
      src={deferred ? undefined : src}
      srcSet={(!deferred && srcSet) || undefined}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      title={title || undefined}
      width={width}
      height={height}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding="async"
      onLoad={() => settle('loaded')}
      onError={() => settle('error')}
    />
  );
  return (
    <span className={[styles.root, className].filter(Boolean).join(' ')} data-state={state}>
      {sources.length ? (
        <picture>
          {deferred ? null : sources.map((source) => <source key={source.media} {...source} />)}
          {image}
        </picture>
      ) : (
        image
      )}
    </span>
  );
}
