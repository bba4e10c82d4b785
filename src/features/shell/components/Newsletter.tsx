import { FormattedMessage } from 'react-intl';
import { useNewsletterSubscription } from '../../../platform/newsletter/useNewsletterSubscription';
import { useToasts } from '../hooks/useToasts';
import * as styles from './Newsletter.module.css';

/** The newsletter sign-up (spec 2, "Footer"; shown when the store enables it). */
export default function Newsletter() {
  const { addToast } = useToasts();
  const { email, emailError, submitError, isSubscribing, emailRef, handleChange, handleBlur, handleSubmit } =
    useNewsletterSubscription({ onSubscribed: addToast });
  const fieldId = 'shell-newsletter-email';
  return (
    <section className={styles.root} aria-labelledby="shell-newsletter-title">
      <h2 id="shell-newsletter-title" className={styles.title}>
        <FormattedMessage id="shell.newsletter.title" defaultMessage="Stay in the groove" />
      </h2>
      <p className={styles.text}>
        <FormattedMessage
          id="shell.newsletter.text"
          defaultMessage="New arrivals, restocks and listening guides, plus subscriber-only savings."
        />
      </p>
      <form className={styles.form} noValidate onSubmit={handleSubmit} aria-busy={isSubscribing}>
        <label htmlFor={fieldId} className={styles.label}>
          <FormattedMessage id="shell.newsletter.emailLabel" defaultMessage="Email address" />
        </label>
        <div className={styles.row}>
          <input
            ref={emailRef}
            id={fieldId}
            className={emailError ? `${styles.input} ${styles.inputInvalid}` : styles.input}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            value={email}
            aria-invalid={Boolean(emailError)}
            aria-describedby={emailError ? `${fieldId}-error` : undefined}
            onChange={handleChange}
            onBlur={handleBlur}
          />
          <button type="submit" className={styles.submit} disabled={isSubscribing}>
            {isSubscribing ? (
              <FormattedMessage id="shell.newsletter.subscribing" defaultMessage="Subscribing" />
            ) : (
              <FormattedMessage id="shell.newsletter.subscribe" defaultMessage="Subscribe" />
            )}
          </button>
        </div>
        {emailError ? (
          <p id={`${fieldId}-error`} className={styles.error}>
            {emailError}
          </p>
        ) : null}
        {submitError ? (
          <p role="alert" className={styles.error}>
            {submitError}
          </p>
        ) : null}
        <p role="status" className="visually-hidden">
          {isSubscribing ? (
            <FormattedMessage id="shell.newsletter.subscribing" defaultMessage="Subscribing" />
          ) : null}
        </p>
      </form>
    </section>
  );
}
