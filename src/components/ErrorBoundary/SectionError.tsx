import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import Button from '../Button/Button';
import * as styles from './SectionError.module.css';

/**
 * What a failed part of a page shows in its place (spec 2's internal-error words), with a way to
 * try that part again; the rest of the page stays as it is. `focus`: move focus here when it
 * shows (the page area, where the shopper's focus was).
 */
export default function SectionError({ onRetry, focus = false }: { onRetry: () => void; focus?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <div ref={ref} className={styles.root} role="alert" tabIndex={-1}>
      <p className={styles.message}>
        <FormattedMessage
          id="components.sectionError.message"
          defaultMessage="Something went wrong. Sorry about that."
        />
      </p>
      <Button onClick={onRetry}>
        <FormattedMessage id="components.sectionError.retry" defaultMessage="Try again" />
      </Button>
    </div>
  );
}
