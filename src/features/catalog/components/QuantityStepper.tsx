import { useId } from 'react';
import { useIntl } from 'react-intl';
import Icon from '../../../components/Icon/Icon';
import * as styles from './QuantityStepper.module.css';

export interface QuantityStepperProps {
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
}

/** The quantity to add: a number field between minus and plus buttons, within the allowed range. */
export default function QuantityStepper({ value, min, max, onChange }: QuantityStepperProps) {
  const id = useId();
  const intl = useIntl();
  return (
    <div className={styles.root}>
      <label className={styles.label} htmlFor={id}>
        {intl.formatMessage({ id: 'catalog.quantity.label', defaultMessage: 'Quantity' })}
      </label>
      <div className={styles.control}>
        <button
          type="button"
          className={styles.button}
          aria-label={intl.formatMessage({
            id: 'catalog.quantity.decrease',
            defaultMessage: 'Decrease quantity',
          })}
          disabled={value <= min}
          onClick={() => onChange(value - 1)}
        >
          <Icon name="minus" size={18} />
        </button>
        <input
          id={id}
          className={styles.input}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={value}
          onChange={(event) => onChange(Number(event.target.value))}
        />
        <button
          type="button"
          className={styles.button}
          aria-label={intl.formatMessage({
            id: 'catalog.quantity.increase',
            defaultMessage: 'Increase quantity',
          })}
          disabled={value >= max}
          onClick={() => onChange(value + 1)}
        >
          <Icon name="plus" size={18} />
        </button>
      </div>
    </div>
  );
}
