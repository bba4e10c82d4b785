import { useEffect, useId, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import Button from '../../../components/Button/Button';
import TextField from '../../../components/Field/TextField';
import FormError from '../../../components/FormError/FormError';
import { rememberReturnPath } from '../../../platform/browser/returnPath';
import { ENTRY_PATHS } from '../../../platform/routing/accountLinks';
import { useReviewForm, type RatingCriterion, type ReviewFormView } from '../hooks/useReviewForm';
import * as styles from './ProductReviews.module.css';

function CriterionField({
  criterion,
  form,
  id,
}: {
  criterion: RatingCriterion;
  form: ReviewFormView;
  id: string;
}) {
  const intl = useIntl();
  const chosen = form.values.ratings[criterion.id] ?? '';
  const invalid = Boolean(form.errors.unrated?.includes(criterion.id));
  const messageId = `${id}-${criterion.id}-message`;
  return (
    <fieldset
      className={styles.criterion}
      aria-describedby={invalid ? messageId : undefined}
      aria-invalid={invalid || undefined}
    >
      <legend className={styles.criterionName}>
        {criterion.name}
        <span className={styles.requiredMark} aria-hidden="true">
          {' *'}
        </span>
      </legend>
      <div className={styles.stars}>
        {criterion.values.map((value, index) => {
          const inputId = `${id}-${criterion.id}-${value.id}`;
          const filled = chosen ? criterion.values.findIndex((v) => v.id === chosen) >= index : false;
          return (
            <span key={value.id} className={styles.star}>
              <input
                id={inputId}
                type="radio"
                name={`rating-${criterion.id}`}
                value={value.id}
                checked={chosen === value.id}
                onChange={() => form.handleRate(criterion.id, value.id)}
                disabled={form.isSubmitting}
                ref={index === 0 ? form.fieldRef(`rating-${criterion.id}`) : undefined}
                className={styles.starInput}
              />
              <label htmlFor={inputId} className={filled ? styles.starFilled : styles.starLabel}>
                <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d="M12 2l2.9 6.6 7.1.7-5.4 4.8 1.6 7-6.2-3.7-6.2 3.7 1.6-7L2 9.3l7.1-.7z" />
                </svg>
                <span className="visually-hidden">
                  {intl.formatMessage(
                    {
                      id: 'catalog.reviewForm.stars',
                      defaultMessage: '{count, plural, one {# star} other {# stars}}',
                    },
                    { count: value.stars },
                  )}
                </span>
              </label>
            </span>
          );
        })}
      </div>
      {invalid ? (
        <p id={messageId} className={styles.fieldError}>
          {form.errors.ratings}
        </p>
      ) : null}
    </fieldset>
  );
}

/** "Write a review": the form, its thank-you, or for a guest the store does not let write, a sign-in prompt. */
export default function ReviewForm({ sku }: { sku: string }) {
  const intl = useIntl();
  const id = useId();
  const location = useLocation();
  const form = useReviewForm(sku);
  const thanks = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (form.mode === 'sent') thanks.current?.focus();
  }, [form.mode]);
  if (form.mode === 'hidden') return null;
  const heading = (
    <h3 id={`${id}-heading`} className={styles.formTitle}>
      <FormattedMessage id="catalog.reviewForm.heading" defaultMessage="Write a review" />
    </h3>
  );
  if (form.mode === 'signIn') {
    return (
      <div className={styles.form} aria-labelledby={`${id}-heading`} role="region">
        {heading}
        <p>
          <FormattedMessage
            id="catalog.reviewForm.signInPrompt"
            defaultMessage="Only registered users can write reviews. Please {signIn} or {createAccount}."
            values={{
              signIn: (
                <Link
                  to={ENTRY_PATHS.signIn}
                  onClick={() => rememberReturnPath(`${location.pathname}${location.search}`)}
                >
                  <FormattedMessage id="catalog.reviewForm.signIn" defaultMessage="sign in" />
                </Link>
              ),
              createAccount: (
                <Link to={ENTRY_PATHS.createAccount}>
                  <FormattedMessage
                    id="catalog.reviewForm.createAccount"
                    defaultMessage="create an account"
                  />
                </Link>
              ),
            }}
          />
        </p>
      </div>
    );
  }
  if (form.mode === 'sent') {
    return (
      <div className={styles.form} aria-labelledby={`${id}-heading`} role="region">
        {heading}
        <div ref={thanks} className={styles.success} role="status" tabIndex={-1}>
          <p>
            <FormattedMessage
              id="catalog.reviewForm.thanks"
              defaultMessage="Thank you for your review. It will appear here once it has been checked by our team."
            />
          </p>
        </div>
        <Button priority="normal" onClick={form.startOver}>
          <FormattedMessage id="catalog.reviewForm.another" defaultMessage="Write another review" />
        </Button>
      </div>
    );
  }
  const field = (name: 'nickname' | 'summary' | 'text') => ({
    id: `${id}-${name}`,
    name,
    value: form.values[name],
    error: form.errors[name],
    onChange: form.handleChange,
    onBlur: form.handleBlur,
    inputRef: form.fieldRef(name),
    disabled: form.isSubmitting,
    required: true,
  });
  return (
    <div className={styles.form} aria-labelledby={`${id}-heading`} role="region">
      {heading}
      <form onSubmit={form.handleSubmit} noValidate className={styles.fields}>
        <p className={styles.formIntro}>
          <FormattedMessage
            id="catalog.reviewForm.rateIntro"
            defaultMessage="How do you rate this product?"
          />
        </p>
        {form.criteria.map((criterion) => (
          <CriterionField key={criterion.id} criterion={criterion} form={form} id={id} />
        ))}
        <TextField
          {...field('nickname')}
          label={intl.formatMessage({ id: 'catalog.reviewForm.nickname', defaultMessage: 'Nickname' })}
          autoComplete="nickname"
        />
        <TextField
          {...field('summary')}
          label={intl.formatMessage({ id: 'catalog.reviewForm.summary', defaultMessage: 'Summary' })}
        />
        <TextField
          {...field('text')}
          label={intl.formatMessage({ id: 'catalog.reviewForm.text', defaultMessage: 'Review' })}
          multiline
        />
        <FormError message={form.errorMessage} focusOnShow />
        <Button type="submit" priority="high" disabled={form.isSubmitting}>
          {form.isSubmitting ? (
            <FormattedMessage id="catalog.reviewForm.submitting" defaultMessage="Submitting..." />
          ) : (
            <FormattedMessage id="catalog.reviewForm.submit" defaultMessage="Submit Review" />
          )}
        </Button>
      </form>
    </div>
  );
}
