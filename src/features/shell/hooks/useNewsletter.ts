/**
 * The newsletter sign-up (spec 2 and 5; spec 7, "subscribeEmailToNewsletter"): the email is
 * checked (required, then a valid address) on submit and, once the field has been left, as it
 * changes; while the request runs the form says "Subscribing"; success shows the spec's toast
 * for 5 seconds and empties the field; a failure is kept and shown under the form.
 */
import { useMutation } from '@apollo/client/react';
import { useCallback, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type {
  SubscribeToNewsletterMutation,
  SubscribeToNewsletterMutationVariables,
} from '../../../__generated__/operations';
import { formatApolloError } from '../../../platform/apollo/errorLink';
import { SUBSCRIBE_TO_NEWSLETTER } from '../graphql/footer';
import type { NewsletterEmailProblem } from './newsletterSchema';
import { useAddToast } from '../../../store/useAddToast';

/** How long the success toast stays (spec 9). */
const NEWSLETTER_TOAST_TIMEOUT = 5000;

const messages = defineMessages({
  success: {
    id: 'shell.newsletter.success',
    defaultMessage: 'Thanks for subscribing! Check your inbox for savings, announcements and more.',
  },
  required: { id: 'shell.newsletter.required', defaultMessage: 'Is required.' },
  email: {
    id: 'shell.newsletter.invalidEmail',
    defaultMessage: 'Please enter a valid email address (Ex: johndoe@domain.com).',
  },
});

const loadCheck = () => import(/* webpackChunkName: "newsletter-check" */ './newsletterSchema');

export interface Newsletter {
  email: string;
  fieldError: string | null;
  submitError: string | null;
  isSubscribing: boolean;
  handleChange: (event: ChangeEvent<HTMLInputElement>) => void;
  handleBlur: () => void;
  handleSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
}

export function useNewsletter(): Newsletter {
  const { formatMessage } = useIntl();
  const addToast = useAddToast();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<NewsletterEmailProblem | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const touched = useRef(false);
  const [subscribe, { loading }] = useMutation<
    SubscribeToNewsletterMutation,
    SubscribeToNewsletterMutationVariables
  >(SUBSCRIBE_TO_NEWSLETTER);

  const check = useCallback(async (value: string) => {
    const { checkNewsletterEmail } = await loadCheck();
    const found = checkNewsletterEmail(value);
    setProblem(found);
    return found;
  }, []);

  const handleChange = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.target;
      setEmail(value);
      setSubmitError(null);
      if (touched.current) void check(value);
    },
    [check],
  );

  const handleBlur = useCallback(() => {
    if (!email) return;
    touched.current = true;
    void check(email);
  }, [check, email]);

  const handleSubmit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (loading) return;
      touched.current = true;
      setSubmitError(null);
      if (await check(email)) return;
      try {
        await subscribe({ variables: { email: email.trim() } });
      } catch (error) {
        setSubmitError(formatApolloError(error));
        return;
      }
      touched.current = false;
      setEmail('');
      setProblem(null);
      addToast({
        type: 'success',
        message: formatMessage(messages.success),
        timeout: NEWSLETTER_TOAST_TIMEOUT,
        dismissable: true,
      });
    },
    [loading, check, email, subscribe, addToast, formatMessage],
  );

  return {
    email,
    fieldError: problem ? formatMessage(messages[problem]) : null,
    submitError,
    isSubscribing: loading,
    handleChange,
    handleBlur,
    handleSubmit,
  };
}
