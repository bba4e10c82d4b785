import { useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import Button from '../../../components/Button/Button';
import TextField from '../../../components/Field/TextField';
import FormError from '../../../components/FormError/FormError';
import { useContactForm } from '../hooks/useContactForm';
import * as styles from './ContactForm.module.css';

/** The contact form: "Write Us", its four fields, and the sent / failed states. */
export default function ContactForm() {
  const intl = useIntl();
  const id = useId();
  const form = useContactForm();
  const thanks = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (form.isSent) thanks.current?.focus();
  }, [form.isSent]);

  const heading = intl.formatMessage({ id: 'content.contactForm.heading', defaultMessage: 'Write Us' });
  if (form.isSent) {
    return (
      <section className={styles.form} aria-labelledby={`${id}-heading`}>
        <h2 id={`${id}-heading`} className={styles.heading}>
          {heading}
        </h2>
        <div ref={thanks} className={styles.success} role="status" tabIndex={-1}>
          <p>
            {intl.formatMessage({
              id: 'content.contactForm.success',
              defaultMessage:
                "Thanks for contacting us with your comments and questions. We'll respond to you very soon.",
            })}
          </p>
        </div>
        <Button priority="normal" onClick={form.startOver}>
          {intl.formatMessage({ id: 'content.contactForm.another', defaultMessage: 'Send another message' })}
        </Button>
      </section>
    );
  }
  const field = (name: 'name' | 'email' | 'telephone' | 'comment') => ({
    id: `${id}-${name}`,
    name,
    value: form.values[name],
    error: form.errors[name],
    onChange: form.handleChange,
    onBlur: form.handleBlur,
    inputRef: form.fieldRef(name),
    disabled: form.isSubmitting,
  });
  return (
    <section className={styles.form} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.heading}>
        {heading}
      </h2>
      <p className={styles.intro}>
        {intl.formatMessage({
          id: 'content.contactForm.intro',
          defaultMessage: "Jot us a note and we'll get back to you as quickly as possible.",
        })}
      </p>
      <form onSubmit={form.handleSubmit} noValidate className={styles.fields}>
        <TextField
          {...field('name')}
          label={intl.formatMessage({ id: 'content.contactForm.name', defaultMessage: 'Name' })}
          autoComplete="name"
          required
        />
        <TextField
          {...field('email')}
          label={intl.formatMessage({ id: 'content.contactForm.email', defaultMessage: 'Email' })}
          type="email"
          autoComplete="email"
          required
        />
        <TextField
          {...field('telephone')}
          label={intl.formatMessage({ id: 'content.contactForm.telephone', defaultMessage: 'Phone Number' })}
          type="tel"
          autoComplete="tel"
        />
        <TextField
          {...field('comment')}
          label={intl.formatMessage({
            id: 'content.contactForm.comment',
            defaultMessage: 'What’s on your mind?',
          })}
          multiline
          required
        />
        <FormError message={form.errorMessage} />
        <div className={styles.actions}>
          <Button type="submit" priority="high" disabled={form.isSubmitting}>
            {form.isSubmitting
              ? intl.formatMessage({ id: 'content.contactForm.submitting', defaultMessage: 'Sending...' })
              : intl.formatMessage({ id: 'content.contactForm.submit', defaultMessage: 'Submit' })}
          </Button>
          <span className={styles.requiredNote}>
            {intl.formatMessage({
              id: 'content.contactForm.requiredNote',
              defaultMessage: '* Required fields',
            })}
          </span>
        </div>
      </form>
    </section>
  );
}
