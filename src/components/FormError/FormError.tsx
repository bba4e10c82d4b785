import { useEffect, useRef } from 'react';
import * as styles from './FormError.module.css';

export interface FormErrorProps {
  message: string | null;
  /**
   * Takes the focus (and comes into view) when it appears: a form's answer from the store, which
   * comes while the focus is on a button the submission disabled.
   */
  focusOnShow?: boolean;
}

/** The form's error block (spec 5): announced as soon as it appears. */
export default function FormError({ message, focusOnShow = false }: FormErrorProps) {
  const block = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!focusOnShow || !message) return;
    block.current?.focus({ preventScroll: true });
    block.current?.scrollIntoView?.({ block: 'nearest' });
  }, [focusOnShow, message]);
  if (!message) return null;
  return (
    <p ref={block} className={styles.error} role="alert" tabIndex={focusOnShow ? -1 : undefined}>
      {message}
    </p>
  );
}
