import { useFormik } from 'formik';
import {
  useCallback,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type FormEvent,
} from 'react';
import { useIntl } from 'react-intl';
import { object, string } from 'yup';
import { addressRules, EMPTY_ADDRESS, readAddress } from '../../../components/AddressForm/addressRules';
import type { RegionOption } from '../../../platform/directory/useUsRegions';
import { formRules } from '../../../platform/forms/rules';
import type { Address } from '../../../store/checkoutSlice';

const ADDRESS_FIELDS = [
  'email',
  'firstname',
  'lastname',
  'street1',
  'street2',
  'city',
  'region_code',
  'postcode',
  'telephone',
] as const;
type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressValues = Record<AddressField, string>;

const EMPTY: AddressValues = { email: '', ...EMPTY_ADDRESS };

/** Form values from a saved address (and email). */
export function valuesOf(address: Partial<Address> | null | undefined, email = ''): AddressValues {
  if (!address) return { ...EMPTY, email };
  return {
    email,
    firstname: address.firstname ?? '',
    lastname: address.lastname ?? '',
    street1: address.street?.[0] ?? '',
    street2: address.street?.slice(1).join(' ') ?? '',
    city: address.city ?? '',
    region_code: address.region_code ?? '',
    postcode: address.postcode ?? '',
    telephone: address.telephone ?? '',
  };
}

export interface AddressFormOptions {
  initialValues: AddressValues;
  /** A guest's shipping form asks for the email. */
  withEmail: boolean;
  regions: RegionOption[];
  onSubmit: (address: Address, email: string) => Promise<void>;
}

export interface AddressForm {
  values: AddressValues;
  /** Messages of fields that were changed, visited or submitted. */
  errors: Partial<Record<AddressField, string>>;
  /** How many fields were wrong at the last submit attempt (announced to screen readers). */
  invalidCount: number;
  fields: readonly AddressField[];
  handleChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
  handleBlur: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
  /** Validates all fields; moves focus to the first invalid one, else submits. */
  handleSubmit: (event?: FormEvent<HTMLFormElement>) => Promise<boolean>;
  /** Validates without submitting (the billing form submits with the payment). */
  validate: () => Promise<Address | null>;
  /** Whether these values would pass validation (a saved address is checked before it is used). */
  isComplete: (values: AddressValues) => boolean;
  fill: (values: AddressValues) => void;
  fieldRef: (field: AddressField) => (element: HTMLElement | null) => void;
}

/**
 * An address form (spec 3 and 5): required fields ("Is required."), the guest's email checked,
 * a US state from the directory. Fields validate as the shopper types; errors stay until fixed.
 */
export function useAddressForm({
  initialValues,
  withEmail,
  regions,
  onSubmit,
}: AddressFormOptions): AddressForm {
  const intl = useIntl();
  const fieldElements = useRef<Partial<Record<AddressField, HTMLElement | null>>>({});
  const [invalidCount, setInvalidCount] = useState(0);
  const fields = useMemo(() => ADDRESS_FIELDS.filter((field) => withEmail || field !== 'email'), [withEmail]);

  const schema = useMemo(() => {
    return object({
      email: withEmail ? formRules(intl).email() : string(),
      ...addressRules(intl),
      street2: string(),
    });
  }, [intl, withEmail]);

  const toAddress = useCallback(
    (values: AddressValues): Address => {
      const { region, ...address } = readAddress(values, regions);
      return {
        ...address,
        region_code: values.region_code,
        region_id: region?.id ?? 0,
        region: region?.name ?? values.region_code,
        country_id: 'US',
      };
    },
    [regions],
  );

  const formik = useFormik<AddressValues>({
    initialValues,
    validationSchema: schema,
    enableReinitialize: false,
    onSubmit: async (values) => {
      await onSubmit(toAddress(values), values.email.trim());
    },
  });
  const { validateForm, setTouched, setFieldTouched, submitForm, handleChange: formikChange } = formik;

  const checkAll = useCallback(async () => {
    const errors = await validateForm();
    const invalid = fields.filter((field) => errors[field]);
    setInvalidCount(invalid.length);
    if (invalid.length) {
      await setTouched(Object.fromEntries(fields.map((field) => [field, true])), false);
      fieldElements.current[invalid[0]!]?.focus();
      return false;
    }
    return true;
  }, [validateForm, setTouched, fields]);

  const handleSubmit = useCallback(
    async (event?: FormEvent<HTMLFormElement>) => {
      event?.preventDefault();
      if (!(await checkAll())) return false;
      await submitForm();
      return true;
    },
    [checkAll, submitForm],
  );

  const validate = useCallback(
    async () => ((await checkAll()) ? toAddress(formik.values) : null),
    [checkAll, toAddress, formik.values],
  );

  const handleChange = useCallback(
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      formikChange(event);
      // Validate as the shopper types: a changed field shows its message at once.
      void setFieldTouched(event.target.name, true, false);
    },
    [formikChange, setFieldTouched],
  );

  const fieldRef = useCallback(
    (field: AddressField) => (element: HTMLElement | null) => {
      fieldElements.current[field] = element;
    },
    [],
  );

  const errors = Object.fromEntries(
    fields
      .filter((field) => formik.touched[field] && formik.errors[field])
      .map((field) => [field, formik.errors[field]]),
  ) as Partial<Record<AddressField, string>>;

  return {
    values: formik.values,
    errors,
    invalidCount,
    fields,
    handleChange,
    handleBlur: formik.handleBlur,
    handleSubmit,
    validate,
    fill: (values) => void formik.setValues(values, true),
    isComplete: (values) => schema.isValidSync(values),
    fieldRef,
  };
}
