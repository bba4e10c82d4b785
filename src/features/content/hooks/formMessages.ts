import { defineMessages } from 'react-intl';

/** Validation and form texts shared by the content forms (spec 5 and 8). */
export const formMessages = defineMessages({
  required: { id: 'content.validation.required', defaultMessage: 'Is required.' },
  email: {
    id: 'content.validation.email',
    defaultMessage: 'Please enter a valid email address (Ex: johndoe@domain.com).',
  },
  defaultError: {
    id: 'content.form.defaultError',
    defaultMessage: 'An error has occurred. Please check the input and try again.',
  },
  newsletterSuccess: {
    id: 'content.newsletter.success',
    defaultMessage: 'Thanks for subscribing! Check your inbox for savings, announcements and more.',
  },
});

/** Spec 5: a required value is non-empty after trimming. */
export const isBlank = (value: string | undefined): boolean => !value || value.trim().length < 1;

/** An address with a local part, @ and a dotted domain whose top level has 2+ letters. */
const EMAIL = /^[^\s@"(),:;<>[\\\]]+@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,}$/i;

/** Empty values pass (the required rule speaks for them); others must look like an email address. */
export const isEmailLike = (value: string | undefined): boolean => !value?.trim() || EMAIL.test(value.trim());
