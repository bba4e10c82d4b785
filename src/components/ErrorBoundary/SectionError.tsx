import { useEffect, useRef, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import Button from '../Button/Button';
import * as styles from './SectionError.module.css';

/**
 * What a failed part of a page shows in its place (spec 2's internal-error words), with a way to
 * try that part again; the rest of the page stays as it is. One view for every such failure: a
 * part that broke while rendering, a page or listing whose data did not come. `focus`: move focus
 * here when it shows (the page area, where the shopper's focus was). `message`: other words when
 * the failure's cause is known (the connection). `children`: more ways out, shown after "Try again".
 * The alert is the words alone, so a screen reader announces what happened, not the buttons.
 */
export default function SectionError({
  onRetry,
  focus = false,
  message,
  children,
}: {
  onRetry: () => void;
  focus?: boolean;
  message?: ReactNode;
  children?: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <div ref={ref} className={styles.root} tabIndex={-1}>
      <p className={styles.message} role="alert">
        {message ?? (
          <FormattedMessage
            id="components.sectionError.message"
            defaultMessage="Something went wrong. Sorry about that."
          />
        )}
      </p>
      <div className={styles.actions}>
        <Button onClick={onRetry}>
          <FormattedMessage id="components.sectionError.retry" defaultMessage="Try again" />
        </Button>
        {children}
      </div>
    </div>
  );
}
