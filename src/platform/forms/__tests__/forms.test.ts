import { createIntl } from 'react-intl';
import { emailProblem, isBlank } from '../messages';
import { formRules } from '../rules';

// Default messages only: a missing translation is expected here.
const intl = createIntl({ locale: 'en-US', messages: {}, onError: () => undefined });

describe('the shared form checks', () => {
  it('calls a value blank when nothing is left after trimming', () => {
    expect(isBlank(undefined)).toBe(true);
    expect(isBlank('   ')).toBe(true);
    expect(isBlank(' a ')).toBe(false);
  });

  it('names the one problem of an email value: required first, then the address', () => {
    expect(emailProblem('')).toBe('required');
    expect(emailProblem('  ')).toBe('required');
    expect(emailProblem('listener')).toBe('email');
    expect(emailProblem('listener@example')).toBe('email');
    expect(emailProblem('list ener@example.com')).toBe('email');
    expect(emailProblem(' listener@example.com ')).toBeNull();
    expect(emailProblem('a.b+news@mail.example.co.uk')).toBeNull();
  });

  it("gives the email rule's first message: required, else the spec's address message", () => {
    const email = formRules(intl).email();
    const messageOf = (value: string) => {
      try {
        email.validateSync(value);
        return null;
      } catch (error) {
        return (error as Error).message;
      }
    };
    expect(messageOf(' ')).toBe('Is required.');
    expect(messageOf('not-an-email')).toBe('Please enter a valid email address (Ex: johndoe@domain.com).');
    expect(messageOf('listener@example.com')).toBeNull();
  });
});
