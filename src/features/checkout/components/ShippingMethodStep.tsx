import { useId } from 'react';
import { useIntl } from 'react-intl';
import Button from '../../../components/Button/Button';
import type { ShippingMethodStep as Step } from '../hooks/useShippingMethodStep';
import { checkoutMessages } from './checkoutMessages';
import StepError from './StepError';
import * as styles from './Checkout.module.css';

/** Radio choices of the methods offered for the address, with carrier title and price. */
export default function ShippingMethodStep({ step }: { step: Step }) {
  const intl = useIntl();
  const id = useId();
  return (
    <form className={styles.form} onSubmit={(event) => void step.submit(event)} noValidate>
      {step.options.length === 0 ? (
        <p>{intl.formatMessage(checkoutMessages.noMethods)}</p>
      ) : (
        <fieldset className={styles.choices} aria-describedby={step.error ? `${id}-error` : undefined}>
          <legend className={styles.legend}>{intl.formatMessage(checkoutMessages.methodLegend)}</legend>
          {step.options.map((option) => (
            <label key={option.value} className={styles.choice}>
              <input
                type="radio"
                name={`${id}-method`}
                value={option.value}
                checked={step.selected === option.value}
                onChange={() => step.choose(option.value)}
                disabled={step.isSubmitting}
              />
              <span>{option.label}</span>
            </label>
          ))}
        </fieldset>
      )}
      <div id={`${id}-error`}>
        <StepError message={step.error} />
      </div>
      <div className={styles.actions}>
        <Button type="submit" priority="high" disabled={step.isSubmitting || step.options.length === 0}>
          {intl.formatMessage(checkoutMessages.methodSubmit)}
        </Button>
      </div>
    </form>
  );
}
