import type { CSSProperties } from 'react';
import * as styles from './Shimmer.module.css';

export interface ShimmerProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  /** Width over height, for image placeholders that must not shift the layout. */
  aspectRatio?: number;
  className?: string;
}

/** A placeholder block with the 1 s looping shimmer (spec 9). Decorative: hidden from readers. */
export default function Shimmer({ width = '100%', height, aspectRatio, className }: ShimmerProps) {
  return (
    <span
      aria-hidden="true"
      className={className ? `${styles.shimmer} ${className}` : styles.shimmer}
      style={{ width, height: height ?? (aspectRatio ? undefined : '1em'), aspectRatio }}
    />
  );
}
