import * as styles from './AccountForms.module.css';

/** The form's error block (spec 5): announced as soon as it appears. */
export default function FormError({ message }: { message: string | null }) {
  return (
    <div role="alert" aria-live="assertive">
      {message ? <p className={styles.error}>{message}</p> : null}
    </div>
  );
}
