import { useId } from 'react';
import { useIntl } from 'react-intl';
import Button from '../../../../../components/Button/Button';
import TextField from '../../../../../components/Field/TextField';
import { useNewsletterSignup } from '../../../hooks/useNewsletterSignup';
import { useContentDue } from '../../hooks/useContentDue';
import { cx, useContentStyle } from '../../hooks/useContentStyle';
import type { ContentTypeProps } from '../../types';
import * as styles from './Newsletter.module.css';

/**
 * A newsletter sign-up form, shown only when the store offers the newsletter. The store's settings
 * are asked when the element nears the viewport or the page is quiet after load (an empty marker
 * stands in until then), not with the page's first render.
 */
export default function Newsletter({ config }: ContentTypeProps<'newsletter'>) {
  const intl = useIntl();
  const id = useId();
  const style = useContentStyle(config);
  const [due, observeDue] = useContentDue(true);
  const signup = useNewsletterSignup({ skip: !due });
  if (!due) return <div ref={observeDue} />;
  if (!signup.isEnabled) return null;
  return (
    <form
      className={cx(styles.form, ...config.cssClasses)}
      style={style}
      onSubmit={(event) => void signup.handleSubmit(event)}
      noValidate
    >
      <div className={styles.row}>
        <TextField
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          label={intl.formatMessage({ id: 'content.newsletter.email', defaultMessage: 'Email address' })}
          value={signup.email}
          onChange={signup.handleChange}
          onBlur={signup.handleBlur}
          error={signup.emailError ?? undefined}
          required
          inputRef={signup.emailRef}
        />
        <Button type="submit" priority="high" className={styles.submit} disabled={signup.isSubscribing}>
          {intl.formatMessage({ id: 'content.newsletter.subscribe', defaultMessage: 'Subscribe' })}
        </Button>
      </div>
      <p className={styles.status} role="status">
        {signup.isSubscribing &&
          intl.formatMessage({ id: 'content.newsletter.subscribing', defaultMessage: 'Subscribing' })}
      </p>
      {signup.submitError && (
        <p className={styles.error} role="alert">
          {signup.submitError}
        </p>
      )}
    </form>
  );
}
