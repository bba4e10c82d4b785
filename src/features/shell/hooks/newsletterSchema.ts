/**
 * The newsletter form's rule (spec 5: an email field with an email validator), in its own module
 * so yup loads only when the form is first checked. Returns the failed rule, or null.
 */
import { string } from 'yup';

const email = string().trim().required('required').email('email');

export type NewsletterEmailProblem = 'required' | 'email';

export function checkNewsletterEmail(value: string): NewsletterEmailProblem | null {
  try {
    email.validateSync(value);
    return null;
  } catch (error) {
    const message = (error as { message?: string }).message;
    return message === 'required' ? 'required' : 'email';
  }
}
