/**
 * The newsletter sign-up, wherever a form offers it (the footer, a content element): spec 2, 5,
 * 7 ("subscribeEmailToNewsletter") and 9. The email is checked (required, then an address) on
 * submit and, once the field has been left with something in it, as it changes; an invalid submit
 * moves focus to the field. While the request runs the form is busy ("Subscribing"); success hands
 * the spec's 5-second thank-you toast to `onSubscribed` and empties the field; a failure is kept
 * and shown (the server's message, else the default form error) until the next change or attempt.
 */
import { useMutation } from '@apollo/client/react';
import { useCallback, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type {
  SubscribeEmailToNewsletterMutation,
  SubscribeEmailToNewsletterMutationVariables,
} from '../../__generated__/operations';
import { formatApolloError } from '../apollo/errorLink';
import { emailProblem, formMessages } from '../forms/messages';
import { SUBSCRIBE_EMAIL_TO_NEWSLETTER } from './subscribe';

/** How long the thank-you toast stays (spec 9). */
const NEWSLETTER_TOAST_TIMEOUT = 5000;

const messages = defineMessages({
  success: {
    id: 'newsletter.success',
    defaultMessage: 'Thanks for subscribing! Check your inbox for savings, announcements and more.',
  },
});

/** The thank-you toast, for the app's toasts. */
export interface NewsletterToast {
  type: 'success';
  message: string;
  timeout: number;
  dismissable: true;
}

export interface NewsletterSubscription {
  email: string;
  /** Why the email is refused, once checked. */
  emailError: string | null;
  /** The server's answer to a failed subscription (else the default form error). */
  submitError: string | null;
  isSubscribing: boolean;
  /** Give to the email field: focus moves there when the email is refused. */
  emailRef: (element: HTMLInputElement | HTMLTextAreaElement | null) => void;
  handleChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  handleBlur: () => void;
  handleSubmit: (event?: FormEvent<HTMLFormElement>) => Promise<void>;
}

export function useNewsletterSubscription({
  onSubscribed,
}: {
  /** Shows the thank-you toast. */
  onSubscribed: (toast: NewsletterToast) => void;
}): NewsletterSubscription {
  const { formatMessage } = useIntl();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<'required' | 'email' | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const touched = useRef(false);
  const field = useRef<HTMLInputElement | HTMLTextAreaElement | null>(null);
  const emailRef = useCallback((element: HTMLInputElement | HTMLTextAreaElement | null) => {
    field.current = element;
  }, []);
  const [subscribe, { loading }] = useMutation<
    SubscribeEmailToNewsletterMutation,
    SubscribeEmailToNewsletterMutationVariables
  >(SUBSCRIBE_EMAIL_TO_NEWSLETTER);

  const check = useCallback((value: string) => {
    const found = emailProblem(value);
    setProblem(found);
    return found;
  }, []);

  const handleChange = useCallback(
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const { value } = event.target;
      setEmail(value);
      setSubmitError(null);
      if (touched.current) check(value);
    },
    [check],
  );

  const handleBlur = useCallback(() => {
    if (!email) return;
    touched.current = true;
    check(email);
  }, [check, email]);

  const handleSubmit = useCallback(
    async (event?: FormEvent<HTMLFormElement>) => {
      event?.preventDefault();
      if (loading) return;
      touched.current = true;
      setSubmitError(null);
      if (check(email)) {
        field.current?.focus();
        return;
      }
      try {
        await subscribe({ variables: { email: email.trim() } });
      } catch (error) {
        setSubmitError(formatApolloError(error) || formatMessage(formMessages.defaultError));
        return;
      }
      touched.current = false;
      setEmail('');
      setProblem(null);
      onSubscribed({
        type: 'success',
        message: formatMessage(messages.success),
        timeout: NEWSLETTER_TOAST_TIMEOUT,
        dismissable: true,
      });
    },
    [loading, check, email, subscribe, onSubscribed, formatMessage],
  );

  return {
    email,
    emailError: problem ? formatMessage(formMessages[problem]) : null,
    submitError,
    isSubscribing: loading,
    emailRef,
    handleChange,
    handleBlur,
    handleSubmit,
  };
}
