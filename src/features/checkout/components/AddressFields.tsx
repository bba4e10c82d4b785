import { useIntl } from 'react-intl';
import TextField from '../../../components/Field/TextField';
import type { AddressField, AddressForm, RegionOption } from '../hooks/useAddressForm';
import { checkoutMessages } from './checkoutMessages';
import SelectField from './SelectField';
import * as styles from './Checkout.module.css';

export interface AddressFieldsProps {
  idPrefix: string;
  form: AddressForm;
  regions: RegionOption[];
  disabled?: boolean;
}

const AUTOCOMPLETE: Record<AddressField, string> = {
  email: 'email',
  firstname: 'given-name',
  lastname: 'family-name',
  street1: 'address-line1',
  street2: 'address-line2',
  city: 'address-level2',
  region_code: 'address-level1',
  postcode: 'postal-code',
  telephone: 'tel',
};

/** The fields of a US address (and a guest's email), with their errors and a live error count. */
export default function AddressFields({ idPrefix, form, regions, disabled }: AddressFieldsProps) {
  const intl = useIntl();
  const text = (field: Exclude<AddressField, 'region_code'>, type: 'text' | 'email' | 'tel' = 'text') => (
    <div className={field === 'email' || field.startsWith('street') ? styles.wide : undefined}>
      <TextField
        id={`${idPrefix}-${field}`}
        name={field}
        label={intl.formatMessage(checkoutMessages[field])}
        value={form.values[field]}
        error={form.errors[field]}
        hint={field === 'email' ? intl.formatMessage(checkoutMessages.emailHint) : undefined}
        onChange={form.handleChange}
        onBlur={form.handleBlur}
        inputRef={form.fieldRef(field)}
        required={field !== 'street2'}
        type={type}
        autoComplete={AUTOCOMPLETE[field]}
        disabled={disabled}
      />
    </div>
  );
  return (
    <div className={styles.addressGrid}>
      {form.fields.includes('email') && text('email', 'email')}
      {text('firstname')}
      {text('lastname')}
      {text('street1')}
      {text('street2')}
      {text('city')}
      <SelectField
        id={`${idPrefix}-region_code`}
        name="region_code"
        label={intl.formatMessage(checkoutMessages.region)}
        placeholder={intl.formatMessage(checkoutMessages.regionPlaceholder)}
        value={form.values.region_code}
        options={regions.map((region) => ({ value: region.code, label: region.name }))}
        error={form.errors.region_code}
        onChange={form.handleChange}
        onBlur={form.handleBlur}
        selectRef={form.fieldRef('region_code')}
        required
        disabled={disabled}
      />
      {text('postcode')}
      {text('telephone', 'tel')}
      <p className={styles.note}>{intl.formatMessage(checkoutMessages.country)}</p>
      <p className="visually-hidden" role="status" aria-live="polite">
        {form.invalidCount > 0
          ? intl.formatMessage(checkoutMessages.fixFields, { count: form.invalidCount })
          : ''}
      </p>
    </div>
  );
}
