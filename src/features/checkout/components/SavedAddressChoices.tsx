import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { AddressChoice } from '../hooks/useSavedAddresses';
import { checkoutMessages } from './checkoutMessages';
import * as styles from './Checkout.module.css';

export interface SavedAddressChoicesProps {
  legend: string;
  addresses: AddressChoice;
  /** Which default to mark: the shipping or the billing one. */
  mark: 'isDefaultShipping' | 'isDefaultBilling';
  disabled?: boolean;
}

/** A customer's saved addresses, one of them chosen, and "A new address" to enter another. */
export default function SavedAddressChoices({ legend, addresses, mark, disabled }: SavedAddressChoicesProps) {
  const intl = useIntl();
  const name = useId();
  if (addresses.saved.length === 0) return null;
  return (
    <fieldset className={styles.choices}>
      <legend className={styles.legend}>{legend}</legend>
      {addresses.saved.map((saved) => (
        <label key={saved.id} className={styles.choice}>
          <input
            type="radio"
            name={name}
            value={saved.id}
            checked={addresses.choice === saved.id}
            onChange={() => addresses.chooseSaved(saved.id)}
            disabled={disabled}
          />
          <span>
            {saved.label}
            {saved[mark] && (
              <span className={styles.badge}>{intl.formatMessage(checkoutMessages.defaultAddress)}</span>
            )}
          </span>
        </label>
      ))}
      <label className={styles.choice}>
        <input
          type="radio"
          name={name}
          value="new"
          checked={addresses.choice === 'new'}
          onChange={addresses.chooseNew}
          disabled={disabled}
        />
        <span>{intl.formatMessage(checkoutMessages.newAddress)}</span>
      </label>
    </fieldset>
  );
}
