import * as styles from './AccountForms.module.css';

/** The form's error block (spec 5): announced as soon as it appears. */
export default function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className={styles.error} role="alert">
      {message}
    </p>
  );
}
