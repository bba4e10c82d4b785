import { useIntl } from 'react-intl';
import SharedAddressFields from '../../../components/AddressForm/AddressFields';
import type { RegionOption } from '../../../platform/directory/useUsRegions';
import type { AddressForm } from '../hooks/useAddressForm';
import { checkoutMessages } from './checkoutMessages';

export interface AddressFieldsProps {
  idPrefix: string;
  form: AddressForm;
  regions: RegionOption[];
  disabled?: boolean;
}

/** A checkout address (and a guest's email, with why it is asked), and a live error count. */
export default function AddressFields({ idPrefix, form, regions, disabled }: AddressFieldsProps) {
  const intl = useIntl();
  return (
    <>
      <SharedAddressFields
        idPrefix={idPrefix}
        fields={form.fields}
        values={form.values}
        errors={form.errors}
        regions={regions}
        onChange={form.handleChange}
        onBlur={form.handleBlur}
        fieldRef={form.fieldRef}
        hints={{ email: intl.formatMessage(checkoutMessages.emailHint) }}
        disabled={disabled}
      />
      <p className="visually-hidden" role="status" aria-live="polite">
        {form.invalidCount > 0
          ? intl.formatMessage(checkoutMessages.fixFields, { count: form.invalidCount })
          : ''}
      </p>
    </>
  );
}
