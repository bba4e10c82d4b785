import type { ReactNode } from 'react';
import * as styles from './LoadingIndicator.module.css';

/** A visible, announced loading state: a spinning record and its message. */
export default function LoadingIndicator({
  children,
  className,
}: {
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')} role="status">
      <span className={styles.disc} aria-hidden="true" />
      <span className={styles.message}>{children}</span>
    </div>
  );
}
