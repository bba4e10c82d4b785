import type { ChangeEvent, FocusEvent } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import type { RegionOption } from '../../platform/directory/useUsRegions';
import SelectField from '../Field/SelectField';
import TextField from '../Field/TextField';
import * as styles from './AddressFields.module.css';

/** Every field an address form can show; a form picks its own (email and company are extras). */
export type AddressFieldName =
  | 'email'
  | 'firstname'
  | 'lastname'
  | 'company'
  | 'street1'
  | 'street2'
  | 'city'
  | 'region_code'
  | 'postcode'
  | 'telephone';

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const ORDER: readonly AddressFieldName[] = [
  'email',
  'firstname',
  'lastname',
  'company',
  'street1',
  'street2',
  'city',
  'region_code',
  'postcode',
  'telephone',
];

const OPTIONAL = new Set<AddressFieldName>(['company', 'street2']);
const WIDE = new Set<AddressFieldName>(['email', 'company', 'street1', 'street2']);

const AUTOCOMPLETE: Record<AddressFieldName, string> = {
  email: 'email',
  firstname: 'given-name',
  lastname: 'family-name',
  company: 'organization',
  street1: 'address-line1',
  street2: 'address-line2',
  city: 'address-level2',
  region_code: 'address-level1',
  postcode: 'postal-code',
  telephone: 'tel',
};

const TYPES: Partial<Record<AddressFieldName, 'email' | 'tel'>> = { email: 'email', telephone: 'tel' };

const messages = defineMessages({
  email: { id: 'address.email', defaultMessage: 'Email' },
  firstname: { id: 'address.firstname', defaultMessage: 'First Name' },
  lastname: { id: 'address.lastname', defaultMessage: 'Last Name' },
  company: { id: 'address.company', defaultMessage: 'Company' },
  street1: { id: 'address.street1', defaultMessage: 'Street Address' },
  street2: { id: 'address.street2', defaultMessage: 'Street Address 2 (optional)' },
  city: { id: 'address.city', defaultMessage: 'City' },
  region_code: { id: 'address.region', defaultMessage: 'State' },
  regionPlaceholder: { id: 'address.regionPlaceholder', defaultMessage: 'Select a state' },
  postcode: { id: 'address.postcode', defaultMessage: 'ZIP Code' },
  telephone: { id: 'address.telephone', defaultMessage: 'Phone Number' },
  country: { id: 'address.country', defaultMessage: 'Country: United States' },
});
const LABELS: Record<AddressFieldName, MessageDescriptor> = messages;

export interface AddressFieldsProps<F extends AddressFieldName> {
  /** Makes the fields' ids unique in the page. */
  idPrefix: string;
  /** The fields this form asks for (shown in the usual address order). */
  fields: readonly F[];
  values: Record<F, string>;
  /** The messages to show, by field (those changed, visited or submitted). */
  errors: Partial<Record<F, string>>;
  /** The State select's choices: the backend's US regions. */
  regions: readonly RegionOption[];
  onChange: (event: ChangeEvent<FieldElement>) => void;
  onBlur: (event: FocusEvent<FieldElement>) => void;
  /** Receives each field's element, so focus can move to the first invalid one. */
  fieldRef: (field: F) => (element: FieldElement | null) => void;
  /** A note under a field, e.g. why the email is asked. */
  hints?: Partial<Record<F, string>>;
  disabled?: boolean;
}

/**
 * The fields of a US address (spec 3: the country is always US, the State comes from the
 * backend's regions), with their labels and errors. Presentational: the form's hook owns the
 * values, the rules and the submit.
 */
export default function AddressFields<F extends AddressFieldName>({
  idPrefix,
  fields,
  values,
  errors,
  regions,
  onChange,
  onBlur,
  fieldRef,
  hints = {},
  disabled,
}: AddressFieldsProps<F>) {
  const intl = useIntl();
  // Only the form's own fields are shown, so its values, errors and refs cover every one of them.
  const shown = ORDER.filter((field) => (fields as readonly AddressFieldName[]).includes(field));
  const value = values as Partial<Record<AddressFieldName, string>>;
  const error: Partial<Record<AddressFieldName, string>> = errors;
  const hint: Partial<Record<AddressFieldName, string>> = hints;
  const ref = fieldRef as (field: AddressFieldName) => (element: FieldElement | null) => void;
  return (
    <div className={styles.grid}>
      {shown.map((field) =>
        field === 'region_code' ? (
          <SelectField
            key={field}
            id={`${idPrefix}-${field}`}
            name={field}
            label={intl.formatMessage(messages.region_code)}
            placeholder={intl.formatMessage(messages.regionPlaceholder)}
            value={value[field] ?? ''}
            options={regions.map((region) => ({ value: region.code, label: region.name }))}
            error={error[field]}
            onChange={onChange}
            onBlur={onBlur}
            selectRef={ref(field)}
            autoComplete={AUTOCOMPLETE[field]}
            required
            disabled={disabled}
          />
        ) : (
          <div key={field} className={WIDE.has(field) ? styles.wide : undefined}>
            <TextField
              id={`${idPrefix}-${field}`}
              name={field}
              label={intl.formatMessage(LABELS[field])}
              value={value[field] ?? ''}
              error={error[field]}
              hint={hint[field]}
              onChange={onChange}
              onBlur={onBlur}
              inputRef={ref(field)}
              required={!OPTIONAL.has(field)}
              type={TYPES[field]}
              autoComplete={AUTOCOMPLETE[field]}
              disabled={disabled}
            />
          </div>
        ),
      )}
      <p className={styles.note}>{intl.formatMessage(messages.country)}</p>
    </div>
  );
}
