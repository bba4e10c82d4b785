import { useId } from 'react';
import { useIntl } from 'react-intl';
import Button from '../../../components/Button/Button';
import LoadingIndicator from '../../../components/LoadingIndicator/LoadingIndicator';
import type { ShippingAddressStep as Step } from '../hooks/useShippingAddressStep';
import AddressFields from './AddressFields';
import { checkoutMessages } from './checkoutMessages';
import SavedAddressChoices from './SavedAddressChoices';
import StepError from './StepError';
import * as styles from './Checkout.module.css';

/**
 * The shipping address form: a customer's saved addresses (their default chosen) or a new one,
 * a guest's email, the US address.
 */
export default function ShippingAddressStep({ step }: { step: Step }) {
  const intl = useIntl();
  const id = useId();
  if (step.isLoadingAddresses) {
    return <LoadingIndicator>{intl.formatMessage(checkoutMessages.addressesLoading)}</LoadingIndicator>;
  }
  return (
    <form className={styles.form} onSubmit={(event) => void step.submit(event)} noValidate>
      <SavedAddressChoices
        legend={intl.formatMessage(checkoutMessages.savedAddresses)}
        addresses={step.addresses}
        mark="isDefaultShipping"
        disabled={step.isSubmitting}
      />
      {step.addresses.showFields && (
        <AddressFields
          idPrefix={`${id}-shipping`}
          form={step.form}
          regions={step.regions}
          disabled={step.isSubmitting}
        />
      )}
      <StepError message={step.error} />
      <div className={styles.actions}>
        <Button type="submit" priority="high" disabled={step.isSubmitting}>
          {intl.formatMessage(step.isSubmitting ? checkoutMessages.saving : checkoutMessages.shipHere)}
        </Button>
      </div>
    </form>
  );
}
