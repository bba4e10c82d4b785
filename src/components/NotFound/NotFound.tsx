import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import * as styles from './NotFound.module.css';

export interface NotFoundProps {
  /** Replaces the "Oops Page Not Found!" header. */
  header?: ReactNode;
  /** Replaces the "Take me home" button text. */
  buttonText?: ReactNode;
  /** A line above the standard text, e.g. why route resolution found nothing. */
  message?: ReactNode;
}

/** The 404 page (spec 2). */
export default function NotFound({ header, buttonText, message }: NotFoundProps) {
  return (
    <main className={styles.root}>
      <h1 className={styles.heading}>
        {header ?? <FormattedMessage id="shell.notFound.header" defaultMessage="Oops Page Not Found!" />}
      </h1>
      {message && <p className={styles.text}>{message}</p>}
      <p className={styles.text}>
        <FormattedMessage
          id="shell.notFound.text"
          defaultMessage="We are sorry that this page is not available."
        />
      </p>
      <p className={styles.text}>
        <FormattedMessage
          id="shell.notFound.searchHint"
          defaultMessage="Please use the search bar at the top to help you find the correct page."
        />
      </p>
      <Link className={styles.home} to="/">
        {buttonText ?? <FormattedMessage id="shell.notFound.button" defaultMessage="Take me home" />}
      </Link>
    </main>
  );
}
