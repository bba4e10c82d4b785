/**
 * The shared yup rules of the forms (spec 5), built over the shared checks and messages: a
 * required value ("Is required.") and an email address (required, then an address).
 */
import type { IntlShape } from 'react-intl';
import { string } from 'yup';
import { emailProblem, formMessages, isBlank } from './messages';

export function formRules(intl: IntlShape) {
  const required = () =>
    string().test('required', intl.formatMessage(formMessages.required), (value) => !isBlank(value));
  return {
    required,
    /** Required; a filled value must be an email address (an empty one is only "required"). */
    email: () =>
      required().test(
        'email',
        intl.formatMessage(formMessages.email),
        (value) => emailProblem(value) !== 'email',
      ),
  };
}
