import { useId } from 'react';
import { useIntl } from 'react-intl';
import Button from '../../../components/Button/Button';
import type { ShippingAddressStep as Step } from '../hooks/useShippingAddressStep';
import AddressFields from './AddressFields';
import { checkoutMessages } from './checkoutMessages';
import StepError from './StepError';
import * as styles from './Checkout.module.css';

/** The shipping address form: saved addresses for a customer, a guest's email, the US address. */
export default function ShippingAddressStep({ step }: { step: Step }) {
  const intl = useIntl();
  const id = useId();
  return (
    <form className={styles.form} onSubmit={(event) => void step.form.handleSubmit(event)} noValidate>
      {step.savedAddresses.length > 0 && (
        <fieldset className={styles.choices}>
          <legend className={styles.legend}>{intl.formatMessage(checkoutMessages.savedAddresses)}</legend>
          {step.savedAddresses.map((address) => (
            <label key={address.id} className={styles.choice}>
              <input
                type="radio"
                name={`${id}-saved`}
                value={address.id}
                onChange={() => step.chooseSaved(address.id)}
              />
              <span>{address.label}</span>
            </label>
          ))}
        </fieldset>
      )}
      <AddressFields
        idPrefix={`${id}-shipping`}
        form={step.form}
        regions={step.regions}
        disabled={step.isSubmitting}
      />
      <StepError message={step.error} />
      <div className={styles.actions}>
        <Button type="submit" priority="high" disabled={step.isSubmitting}>
          {intl.formatMessage(step.isSubmitting ? checkoutMessages.saving : checkoutMessages.shipHere)}
        </Button>
      </div>
    </form>
  );
}
