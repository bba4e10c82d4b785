import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { useErrorView } from '../hooks/useErrorView';
import * as styles from './ErrorView.module.css';

export interface ErrorViewProps {
  /** The "Reload" button. */
  onReload: () => void;
}

/**
 * The error state after an uncaught render error (spec 4): the page is masked and a centred panel
 * says "Something went wrong. Sorry about that." with "Reload" and "Take me home" (a full page load
 * of /, so the app starts afresh). The heading takes focus when it shows; Tab stays in the panel.
 */
export default function ErrorView({ onReload }: ErrorViewProps) {
  const { headingRef, panelRef } = useErrorView();
  const headingId = useId();
  return (
    <>
      <div className={styles.mask} aria-hidden="true" />
      <div
        ref={panelRef}
        className={styles.panel}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={headingId}
      >
        <h1 ref={headingRef} id={headingId} className={styles.heading} tabIndex={-1}>
          <FormattedMessage
            id="shell.errorView.heading"
            defaultMessage="Something went wrong. Sorry about that."
          />
        </h1>
        <div className={styles.actions}>
          <button type="button" className={styles.primary} onClick={onReload}>
            <FormattedMessage id="shell.errorView.reload" defaultMessage="Reload" />
          </button>
          <a className={styles.secondary} href="/">
            <FormattedMessage id="shell.errorView.home" defaultMessage="Take me home" />
          </a>
        </div>
      </div>
    </>
  );
}
