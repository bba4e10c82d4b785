/**
 * The account forms' rules and messages (spec 5): required ("Is required."), minimum length,
 * the password's three-of-four character classes, a field that must differ from another, and an
 * email address. Each rule is a yup test so the forms share one schema style.
 */
import { defineMessages, type IntlShape } from 'react-intl';
import { string, type StringSchema } from 'yup';

export const validationMessages = defineMessages({
  required: { id: 'account.validation.required', defaultMessage: 'Is required.' },
  password: {
    id: 'account.validation.password',
    defaultMessage:
      'A password must contain at least 3 of the following: lowercase, uppercase, digits, special characters.',
  },
  email: {
    id: 'account.validation.email',
    defaultMessage: 'Please enter a valid email address (Ex: johndoe@domain.com).',
  },
  defaultError: {
    id: 'account.form.defaultError',
    defaultMessage: 'An error has occurred. Please check the input and try again.',
  },
});

/** Magento's default minimum password length. */
const PASSWORD_MIN_LENGTH = 8;

const CHARACTER_CLASSES = [/[a-z]/, /[A-Z]/, /\d/, /[^a-zA-Z\d\s]/];

/** Spec 5: at least 3 of lowercase, uppercase, digits, special characters. */
const hasThreeCharacterClasses = (value: string): boolean =>
  CHARACTER_CLASSES.filter((pattern) => pattern.test(value)).length >= 3;

const EMAIL = /^[^\s@"(),:;<>[\\\]]+@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,}$/i;

export function rules(intl: IntlShape) {
  const required = () =>
    string().test('required', intl.formatMessage(validationMessages.required), (value) =>
      Boolean(value?.trim()),
    );
  return {
    required,
    email: () =>
      required().test('email', intl.formatMessage(validationMessages.email), (value) =>
        EMAIL.test((value ?? '').trim()),
      ),
    /** A new password: required, at least 8 characters, 3 character classes. */
    password: () =>
      required()
        .test(
          'minLength',
          intl.formatMessage(
            {
              id: 'account.validation.minLength',
              defaultMessage: 'Must contain at least {value} character(s).',
            },
            { value: PASSWORD_MIN_LENGTH },
          ),
          (value) => (value ?? '').length >= PASSWORD_MIN_LENGTH,
        )
        .test('password', intl.formatMessage(validationMessages.password), (value) =>
          hasThreeCharacterClasses(value ?? ''),
        ),
    /** Must differ from the sibling field `other`, named `label` in the message. */
    differentFrom: (schema: StringSchema, other: string, label: string) =>
      schema.test(
        'mustDiffer',
        intl.formatMessage(
          { id: 'account.validation.mustDiffer', defaultMessage: '{value} must be different' },
          { value: label },
        ),
        function test(value) {
          const parent = this.parent as Record<string, unknown>;
          return !value || value !== parent[other];
        },
      ),
  };
}
