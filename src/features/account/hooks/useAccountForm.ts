/**
 * What every account form shares: formik over a yup schema, errors shown for visited or
 * submitted fields, focus moved to the first invalid field on submit, and the request's error
 * (the server's message, else the default form error) kept for the form's error block until the
 * shopper edits the form or submits it again (it answered the values that were sent).
 */
import { useFormik, type FormikErrors, type FormikTouched } from 'formik';
import {
  useCallback,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type FormEvent,
} from 'react';
import { useIntl } from 'react-intl';
import type { AnyObjectSchema } from 'yup';
import { formatApolloError } from '../../../platform/apollo/errorLink';
import { formMessages } from '../../../platform/forms/messages';

export type FormValues = Record<string, string | boolean>;

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What a required text field of the form takes: its id, value, error, handlers and ref. */
interface AccountTextField {
  id: string;
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<FieldElement>) => void;
  onBlur: (event: FocusEvent<FieldElement>) => void;
  inputRef: (element: FieldElement | null) => void;
  disabled: boolean;
  required: true;
}

export interface AccountForm<V extends FormValues> {
  values: V;
  /** Messages of fields that were visited or submitted. */
  errors: Partial<Record<keyof V & string, string>>;
  isSubmitting: boolean;
  /** Why the last submission failed, for the form's error block. */
  formError: string | null;
  handleChange: (event: ChangeEvent<FieldElement>) => void;
  handleBlur: (event: FocusEvent<FieldElement>) => void;
  handleSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  fieldRef: (field: keyof V & string) => (element: FieldElement | null) => void;
  /** Everything a required text field of this form is given (its id is unique in the page). */
  textField: (field: keyof V & string) => AccountTextField;
  reset: (values?: V) => void;
}

export interface AccountFormOptions<V extends FormValues> {
  initialValues: V;
  schema: AnyObjectSchema;
  /** Sends the form; a rejection becomes the form's error. */
  onSubmit: (values: V) => Promise<void>;
  enableReinitialize?: boolean;
}

export function useAccountForm<V extends FormValues>({
  initialValues,
  schema,
  onSubmit,
  enableReinitialize = false,
}: AccountFormOptions<V>): AccountForm<V> {
  const intl = useIntl();
  const idPrefix = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const elements = useRef<Partial<Record<string, FieldElement | null>>>({});
  const formik = useFormik<V>({
    initialValues,
    validationSchema: schema,
    enableReinitialize,
    onSubmit: async (values) => {
      setFormError(null);
      try {
        await onSubmit(values);
      } catch (error) {
        setFormError(formatApolloError(error) || intl.formatMessage(formMessages.defaultError));
      }
    },
  });

  const { validateForm, setTouched, submitForm, resetForm, handleChange: formikChange } = formik;
  const names = Object.keys(initialValues);
  const handleChange = useCallback(
    (event: ChangeEvent<FieldElement>) => {
      setFormError(null);
      formikChange(event);
    },
    [formikChange],
  );
  const handleSubmit = useCallback(
    (event?: FormEvent<HTMLFormElement>) => {
      event?.preventDefault();
      setFormError(null);
      void validateForm().then((errors: FormikErrors<V>) => {
        const invalid = names.filter((name) => errors[name]);
        if (invalid.length) {
          void setTouched(Object.fromEntries(names.map((name) => [name, true])) as FormikTouched<V>, false);
          elements.current[invalid[0]!]?.focus();
          return;
        }
        void submitForm();
      });
    },
    // `names` follows the form's fields, which never change for one form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [validateForm, setTouched, submitForm],
  );

  const fieldRef = useCallback(
    (field: string) => (element: FieldElement | null) => {
      elements.current[field] = element;
    },
    [],
  );

  const errors = Object.fromEntries(
    names
      .filter((name) => formik.touched[name] && typeof formik.errors[name] === 'string')
      .map((name) => [name, formik.errors[name] as string]),
  ) as Partial<Record<keyof V & string, string>>;

  return {
    values: formik.values,
    errors,
    isSubmitting: formik.isSubmitting,
    formError,
    handleChange,
    handleBlur: formik.handleBlur,
    handleSubmit,
    fieldRef,
    textField: (field) => ({
      id: `${idPrefix}-${field}`,
      name: field,
      value: String(formik.values[field]),
      error: errors[field],
      onChange: handleChange,
      onBlur: formik.handleBlur,
      inputRef: fieldRef(field),
      disabled: formik.isSubmitting,
      required: true,
    }),
    reset: (values?: V) => {
      setFormError(null);
      resetForm(values ? { values } : undefined);
    },
  };
}
