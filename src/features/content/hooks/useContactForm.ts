import { useMutation } from '@apollo/client/react';
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
import type { SubmitContactFormMutation } from '../../../__generated__/operations';
import { formatApolloError } from '../../../platform/apollo/errorLink';
import { formMessages } from '../../../platform/forms/messages';
import { formRules } from '../../../platform/forms/rules';
import { SUBMIT_CONTACT_FORM } from '../graphql/contact';

const CONTACT_FIELDS = ['name', 'email', 'telephone', 'comment'] as const;
type ContactField = (typeof CONTACT_FIELDS)[number];
type Values = Record<ContactField, string>;

const EMPTY: Values = { name: '', email: '', telephone: '', comment: '' };

export interface ContactFormState {
  values: Values;
  /** Messages of fields that were visited or submitted. */
  errors: Partial<Record<ContactField, string>>;
  isSubmitting: boolean;
  /** The message was received. */
  isSent: boolean;
  /** Why sending failed (the server's message, else the default form error). */
  errorMessage: string | null;
  handleChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  handleBlur: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  /** Validates; on errors moves focus to the first invalid field, else sends the message. */
  handleSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  /** Back to an empty form after a message was sent. */
  startOver: () => void;
  /** Give each field's input to this, so focus can move to it. */
  fieldRef: (field: ContactField) => (element: HTMLInputElement | HTMLTextAreaElement | null) => void;
}

/**
 * The contact form (spec 5): name, email and comment required ("Is required."), email checked,
 * telephone optional; sent with `contactUs`. Values are trimmed before sending.
 */
export function useContactForm(): ContactFormState {
  const intl = useIntl();
  const [isSent, setSent] = useState(false);
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const fields = useRef<Partial<Record<ContactField, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const [send] = useMutation<SubmitContactFormMutation>(SUBMIT_CONTACT_FORM);

  const schema = useMemo(() => {
    const rule = formRules(intl);
    return object({
      name: rule.required(),
      email: rule.email(),
      telephone: string(),
      comment: rule.required(),
    });
  }, [intl]);

  const formik = useFormik<Values>({
    initialValues: EMPTY,
    validationSchema: schema,
    // Errors go as soon as they are fixed, so blurring a fixed field before pressing Submit
    // does not shift the button away from the pointer.
    onSubmit: async (values) => {
      setErrorMessage(null);
      try {
        const { data } = await send({
          variables: {
            input: {
              name: values.name.trim(),
              email: values.email.trim(),
              comment: values.comment.trim(),
              telephone: values.telephone.trim() || null,
            },
          },
        });
        if (data?.contactUs?.status) setSent(true);
        else setErrorMessage(intl.formatMessage(formMessages.defaultError));
      } catch (error) {
        setErrorMessage(formatApolloError(error) || intl.formatMessage(formMessages.defaultError));
      }
    },
  });

  const { validateForm, setTouched, submitForm, resetForm } = formik;
  const handleSubmit = useCallback(
    (event?: FormEvent<HTMLFormElement>) => {
      event?.preventDefault();
      void validateForm().then((errors) => {
        const invalid = CONTACT_FIELDS.filter((field) => errors[field]);
        if (invalid.length) {
          void setTouched(Object.fromEntries(CONTACT_FIELDS.map((field) => [field, true])), false);
          fields.current[invalid[0]!]?.focus();
          return;
        }
        void submitForm();
      });
    },
    [validateForm, setTouched, submitForm],
  );

  const fieldRef = useCallback(
    (field: ContactField) => (element: HTMLInputElement | HTMLTextAreaElement | null) => {
      fields.current[field] = element;
    },
    [],
  );

  const errors = Object.fromEntries(
    CONTACT_FIELDS.filter((field) => formik.touched[field] && formik.errors[field]).map((field) => [
      field,
      formik.errors[field],
    ]),
  ) as Partial<Record<ContactField, string>>;

  return {
    values: formik.values,
    errors,
    isSubmitting: formik.isSubmitting,
    isSent,
    errorMessage,
    handleChange: formik.handleChange,
    handleBlur: formik.handleBlur,
    handleSubmit,
    startOver: () => {
      resetForm();
      setSent(false);
    },
    fieldRef,
  };
}
