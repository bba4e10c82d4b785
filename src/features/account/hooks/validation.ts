/**
 * The account forms' rules (spec 5): the shared required and email rules, plus minimum length,
 * the password's three-of-four character classes and a field that must differ from another. Each
 * rule is a yup test so the forms share one schema style.
 */
import { defineMessages, type IntlShape } from 'react-intl';
import type { StringSchema } from 'yup';
import { formRules } from '../../../platform/forms/rules';

const validationMessages = defineMessages({
  password: {
    id: 'account.validation.password',
    defaultMessage:
      'A password must contain at least 3 of the following: lowercase, uppercase, digits, special characters.',
  },
});

/** Magento's default minimum password length. */
const PASSWORD_MIN_LENGTH = 8;

const CHARACTER_CLASSES = [/[a-z]/, /[A-Z]/, /\d/, /[^a-zA-Z\d\s]/];

/** Spec 5: at least 3 of lowercase, uppercase, digits, special characters. */
const hasThreeCharacterClasses = (value: string): boolean =>
  CHARACTER_CLASSES.filter((pattern) => pattern.test(value)).length >= 3;

export function rules(intl: IntlShape) {
  const { required, email } = formRules(intl);
  return {
    required,
    email,
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
