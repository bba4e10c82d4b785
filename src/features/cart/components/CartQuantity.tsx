import { useId } from 'react';
import { useIntl } from 'react-intl';
import Icon from '../../../components/Icon/Icon';
import { useQuantityField } from '../hooks/useQuantityField';
import * as styles from './CartQuantity.module.css';

export interface CartQuantityProps {
  /** The product's name, so each line's controls say which product they change. */
  name: string;
  value: number;
  onChange: (quantity: number) => void;
}

/** A cart line's quantity: minus, a number field (sent on Enter or leaving it), plus. */
export default function CartQuantity({ name, value, onChange }: CartQuantityProps) {
  const id = useId();
  const intl = useIntl();
  const field = useQuantityField(value, onChange);
  return (
    <div className={styles.root}>
      <label className="visually-hidden" htmlFor={id}>
        {intl.formatMessage({ id: 'cart.quantity.label', defaultMessage: 'Quantity of {name}' }, { name })}
      </label>
      <div className={styles.control}>
        <button
          type="button"
          className={styles.button}
          aria-label={intl.formatMessage(
            { id: 'cart.quantity.decrease', defaultMessage: 'Decrease quantity of {name}' },
            { name },
          )}
          disabled={value <= 1}
          onClick={field.handleDecrease}
        >
          <Icon name="minus" size={16} />
        </button>
        <input
          id={id}
          className={styles.input}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={field.draft}
          onChange={field.handleChange}
          onBlur={field.handleCommit}
          onKeyDown={field.handleKeyDown}
        />
        <button
          type="button"
          className={styles.button}
          aria-label={intl.formatMessage(
            { id: 'cart.quantity.increase', defaultMessage: 'Increase quantity of {name}' },
            { name },
          )}
          onClick={field.handleIncrease}
        >
          <Icon name="plus" size={16} />
        </button>
      </div>
    </div>
  );
}
