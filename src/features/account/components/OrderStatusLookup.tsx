import { useEffect, useRef } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { messageMap } from '../../../platform/intl/messageMap';
import Button from '../../../components/Button/Button';
import TextField from '../../../components/Field/TextField';
import FormError from '../../../components/FormError/FormError';
import { useGuestOrderLookup } from '../hooks/useGuestOrderLookup';
import OrderView from './OrderView';
import * as forms from './AccountForms.module.css';
import * as styles from './OrderStatusLookup.module.css';

const messages = messageMap(
  defineMessages({
    heading: { id: 'account.orderStatus.heading', defaultMessage: 'Look Up Your Order' },
    intro: {
      id: 'account.orderStatus.intro',
      defaultMessage:
        'Ordered without an account? Enter your order number with the email address and billing last name you ordered with.',
    },
    number: { id: 'account.orderStatus.number', defaultMessage: 'Order Number' },
    email: { id: 'account.orderStatus.email', defaultMessage: 'Email Address' },
    lastname: { id: 'account.orderStatus.lastname', defaultMessage: 'Billing Last Name' },
    submit: { id: 'account.orderStatus.submit', defaultMessage: 'Find Order' },
    searching: { id: 'account.orderStatus.searching', defaultMessage: 'Finding Order...' },
    order: { id: 'account.orderStatus.order', defaultMessage: 'Order #{number}' },
    found: { id: 'account.orderStatus.found', defaultMessage: 'Order {number} found.' },
  }),
);

/**
 * The order status page's lookup (shown under its CMS content): a guest's order by number, email
 * and billing last name; then the order itself, its heading taking the focus. The store's refusal
 * ("We couldn't locate an order with the information provided.") is the form's error.
 */
export default function OrderStatusLookup() {
  const intl = useIntl();
  const { form, order, foundNumber } = useGuestOrderLookup();
  const orderHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (foundNumber) orderHeading.current?.focus();
  }, [foundNumber]);
  return (
    <section className={styles.root} aria-labelledby="order-lookup-heading">
      <div>
        <h2 id="order-lookup-heading" className={forms.subheading}>
          {intl.formatMessage(messages.heading)}
        </h2>
        <p className={forms.intro}>{intl.formatMessage(messages.intro)}</p>
      </div>
      <form onSubmit={form.handleSubmit} noValidate className={forms.form}>
        <div className={styles.fields}>
          <TextField {...form.textField('number')} label={intl.formatMessage(messages.number)} />
          <TextField
            {...form.textField('email')}
            type="email"
            autoComplete="email"
            label={intl.formatMessage(messages.email)}
          />
          <TextField
            {...form.textField('lastname')}
            autoComplete="family-name"
            label={intl.formatMessage(messages.lastname)}
          />
        </div>
        <FormError message={form.formError} focusOnShow />
        <div className={forms.actions}>
          <Button type="submit" priority="high" disabled={form.isSubmitting}>
            {intl.formatMessage(form.isSubmitting ? messages.searching : messages.submit)}
          </Button>
        </div>
      </form>
      <p role="status" className="visually-hidden">
        {foundNumber ? intl.formatMessage(messages.found, { number: foundNumber }) : ''}
      </p>
      {order ? (
        <div>
          <h2 ref={orderHeading} tabIndex={-1} className={styles.orderHeading}>
            {intl.formatMessage(messages.order, { number: order.number })}
          </h2>
          <OrderView order={order} showSummary />
        </div>
      ) : null}
    </section>
  );
}
