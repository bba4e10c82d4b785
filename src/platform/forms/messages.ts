/**
 * The texts and checks every form shares (spec 5 and 8): a required value, an email address and
 * the default form error. Plain functions, no schema library: the footer's sign-up checks an
 * address without loading one.
 */
import { defineMessages } from 'react-intl';

export const formMessages = defineMessages({
  required: { id: 'forms.validation.required', defaultMessage: 'Is required.' },
  email: {
    id: 'forms.validation.email',
    defaultMessage: 'Please enter a valid email address (Ex: johndoe@domain.com).',
  },
  defaultError: {
    id: 'forms.defaultError',
    defaultMessage: 'An error has occurred. Please check the input and try again.',
  },
});

/** Spec 5: a required value is non-empty after trimming. */
export const isBlank = (value: string | null | undefined): boolean => !value?.trim();

/** A local part, @ and a dotted domain whose top level has 2+ letters. */
const EMAIL = /^[^\s@"(),:;<>[\\\]]+@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,}$/i;

/** Whether the value (trimmed) is an email address. */
const isEmailAddress = (value: string | null | undefined): boolean => EMAIL.test((value ?? '').trim());

/** Which of the two rules an email value breaks: 'required', 'email', or null when it is good. */
export function emailProblem(value: string | null | undefined): 'required' | 'email' | null {
  if (isBlank(value)) return 'required';
  return isEmailAddress(value) ? null : 'email';
}
