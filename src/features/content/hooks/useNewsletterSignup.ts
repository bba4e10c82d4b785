import { useMutation, useQuery } from '@apollo/client/react';
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
import { useIntl, type IntlShape } from 'react-intl';
import { object, string } from 'yup';
import type {
  GetNewsletterConfigForContentQuery,
  SubscribeToNewsletterFromContentMutation,
} from '../../../__generated__/operations';
import { formatApolloError } from '../../../platform/apollo/errorLink';
import { useAddToast } from '../../../store/useAddToast';
import { GET_NEWSLETTER_CONFIG_FOR_CONTENT, SUBSCRIBE_FROM_CONTENT } from '../graphql/newsletter';
import { formMessages, isBlank, isEmailLike } from './formMessages';

/** Spec 9: the newsletter toast shows for 5 seconds. */
const NEWSLETTER_TOAST_MS = 5000;

export interface NewsletterSignup {
  /** The store offers the newsletter (false while unknown). */
  isEnabled: boolean;
  isSubscribing: boolean;
  email: string;
  emailError?: string;
  /** The server's answer to a failed subscription, kept until the next attempt. */
  errorMessage: string | null;
  /** Give to the email field: focus moves there when the email is refused. */
  emailRef: (element: HTMLInputElement | HTMLTextAreaElement | null) => void;
  handleChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  handleBlur: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  handleSubmit: (event?: FormEvent<HTMLFormElement>) => void;
}

const newsletterSchema = (intl: IntlShape) =>
  object({
    email: string()
      .test('required', intl.formatMessage(formMessages.required), (value) => !isBlank(value))
      .test('email', intl.formatMessage(formMessages.email), isEmailLike),
  });

/**
 * The newsletter sign-up of a newsletter content element (subscribeEmailToNewsletter). With
 * `skip`, the store's newsletter settings are not asked yet (the element is far down the page).
 */
export function useNewsletterSignup({ skip = false }: { skip?: boolean } = {}): NewsletterSignup {
  const intl = useIntl();
  const addToast = useAddToast();
  const emailField = useRef<HTMLInputElement | HTMLTextAreaElement | null>(null);
  const emailRef = useCallback((element: HTMLInputElement | HTMLTextAreaElement | null) => {
    emailField.current = element;
  }, []);
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const { data } = useQuery<GetNewsletterConfigForContentQuery>(GET_NEWSLETTER_CONFIG_FOR_CONTENT, {
    skip,
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const [subscribe, { loading }] =
    useMutation<SubscribeToNewsletterFromContentMutation>(SUBSCRIBE_FROM_CONTENT);
  // Built at the first validation, not as the block renders: a yup schema takes tens of
  // milliseconds to build on a phone, and this block sits on long content pages that render in one
  // pass (Formik takes a function that returns the schema).
  const schema = useMemo(() => {
    let built: ReturnType<typeof newsletterSchema> | null = null;
    return () => (built ??= newsletterSchema(intl));
  }, [intl]);
  const formik = useFormik({
    initialValues: { email: '' },
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      setErrorMessage(null);
      try {
        await subscribe({ variables: { email: values.email.trim() } });
        helpers.resetForm();
        addToast({
          type: 'success',
          message: intl.formatMessage(formMessages.newsletterSuccess),
          dismissable: true,
          timeout: NEWSLETTER_TOAST_MS,
        });
      } catch (error) {
        setErrorMessage(formatApolloError(error) || intl.formatMessage(formMessages.defaultError));
      }
    },
  });
  const handleSubmit = (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    void formik.validateForm().then((errors) => {
      if (errors.email) {
        void formik.setTouched({ email: true }, false);
        emailField.current?.focus();
        return;
      }
      void formik.submitForm();
    });
  };
  return {
    isEnabled: Boolean(data?.storeConfig?.newsletter_enabled),
    isSubscribing: loading || formik.isSubmitting,
    email: formik.values.email,
    emailError: formik.touched.email ? formik.errors.email : undefined,
    errorMessage,
    emailRef,
    handleChange: formik.handleChange,
    handleBlur: formik.handleBlur,
    handleSubmit,
  };
}
