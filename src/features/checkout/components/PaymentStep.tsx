import { useId } from 'react';
import { useIntl } from 'react-intl';
import Button from '../../../components/Button/Button';
import TextField from '../../../components/Field/TextField';
import LoadingIndicator from '../../../components/LoadingIndicator/LoadingIndicator';
import { CARD_METHOD, type PaymentStep as Step } from '../hooks/usePaymentStep';
import AddressFields from './AddressFields';
import CheckDetails from './CheckDetails';
import { checkoutMessages } from './checkoutMessages';
import SavedAddressChoices from './SavedAddressChoices';
import StepError from './StepError';
import * as styles from './Checkout.module.css';

function CardFields({ step, idPrefix }: { step: Step; idPrefix: string }) {
  const intl = useIntl();
  if (step.cardState === 'unavailable') {
    return <p role="alert">{intl.formatMessage(checkoutMessages.cardUnavailable)}</p>;
  }
  if (step.cardMode === 'test') {
    return (
      <TextField
        id={`${idPrefix}-card`}
        name="cardNumber"
        label={intl.formatMessage(checkoutMessages.cardNumber)}
        hint={intl.formatMessage(checkoutMessages.cardHint)}
        value={step.cardNumber}
        error={step.cardError ?? undefined}
        onChange={(event) => step.setCardNumber(event.target.value)}
        inputRef={step.cardNumberRef}
        autoComplete="cc-number"
        required
      />
    );
  }
  return (
    <div className={styles.hostedFields} aria-busy={step.cardState !== 'ready'}>
      {step.cardState !== 'ready' && <p role="status">{intl.formatMessage(checkoutMessages.cardLoading)}</p>}
      {step.cardMode === 'hosted' && (
        <>
          <span className={styles.legend}>{intl.formatMessage(checkoutMessages.cardNumber)}</span>
          <div id={step.hostedIds.number} className={styles.hostedField} />
          <span className={styles.legend}>{intl.formatMessage(checkoutMessages.cardExpiry)}</span>
          <div id={step.hostedIds.expirationDate} className={styles.hostedField} />
          <span className={styles.legend}>{intl.formatMessage(checkoutMessages.cardCvv)}</span>
          <div id={step.hostedIds.cvv} className={styles.hostedField} />
          {step.cardError && <p className={styles.error}>{step.cardError}</p>}
        </>
      )}
    </div>
  );
}

/** Payment method (check / money order or card) and the billing address, submitted together. */
export default function PaymentStep({ step }: { step: Step }) {
  const intl = useIntl();
  const id = useId();
  return (
    <form className={styles.form} onSubmit={(event) => void step.submit(event)} noValidate>
      {step.isLoadingMethods ? (
        <LoadingIndicator>{intl.formatMessage(checkoutMessages.paymentLoading)}</LoadingIndicator>
      ) : (
        <fieldset className={styles.choices}>
          <legend className={styles.legend}>{intl.formatMessage(checkoutMessages.paymentLegend)}</legend>
          {step.methods.map((method) => (
            <label key={method.code} className={styles.choice}>
              <input
                type="radio"
                name={`${id}-payment`}
                value={method.code}
                checked={step.selected === method.code}
                onChange={() => step.choose(method.code)}
                disabled={step.isSubmitting}
              />
              <span>{method.title}</span>
            </label>
          ))}
        </fieldset>
      )}
      {step.selected === 'checkmo' && (
        <div className={styles.checkmo}>
          <p className={styles.note}>{intl.formatMessage(checkoutMessages.checkmoNote)}</p>
          {step.checkInstructions && (
            <CheckDetails
              payableTo={step.checkInstructions.payableTo}
              sendTo={step.checkInstructions.sendTo}
            />
          )}
        </div>
      )}
      {step.selected === CARD_METHOD && <CardFields step={step} idPrefix={id} />}
      {!step.virtual && (
        <label className={styles.checkbox}>
          <input type="checkbox" checked={step.sameAsShipping} onChange={step.toggleSameAsShipping} />
          <span>{intl.formatMessage(checkoutMessages.sameAsShipping)}</span>
        </label>
      )}
      {!step.sameAsShipping && step.billingAddresses.saved.length > 0 && (
        <SavedAddressChoices
          legend={intl.formatMessage(checkoutMessages.billingSaved)}
          addresses={step.billingAddresses}
          mark="isDefaultBilling"
          disabled={step.isSubmitting}
        />
      )}
      {!step.sameAsShipping && step.billingAddresses.showFields && (
        <fieldset className={styles.choices}>
          <legend className={styles.legend}>{intl.formatMessage(checkoutMessages.billingLegend)}</legend>
          <AddressFields
            idPrefix={`${id}-billing`}
            form={step.billing}
            regions={step.regions}
            disabled={step.isSubmitting}
          />
        </fieldset>
      )}
      <StepError message={step.error} />
      <div className={styles.actions}>
        <Button
          type="submit"
          priority="high"
          disabled={step.isSubmitting || (step.selected === CARD_METHOD && step.cardState !== 'ready')}
        >
          {intl.formatMessage(checkoutMessages.paymentSubmit)}
        </Button>
      </div>
    </form>
  );
}
