/**
 * Contact domain: `contactUs`, with Magento's ContactGraphQl checks and messages in its order:
 * the form must be enabled for the store view, every value is trimmed (null counts as empty),
 * then the email must be valid, the name and the comment non-empty. Instead of mailing the
 * message, the backend keeps it in `state.contact.messages`.
 */
import type { BackendContext, Resolvers } from '../context';
import { inputError } from '../errors';
import { persistState } from '../state';
import { isValidEmail } from './newsletter';

interface ContactUsArgs {
  input?: {
    name?: string | null;
    email?: string | null;
    comment?: string | null;
    telephone?: string | null;
  } | null;
}

const CONTACT_MESSAGES = {
  unavailable: 'The contact form is unavailable.',
  invalidEmail: 'The email address is invalid. Verify the email address and try again.',
  nameRequired: 'Name field is required.',
  commentRequired: 'Comment field is required.',
} as const;

const text = (value: string | null | undefined): string => (value ?? '').trim();

export const contactResolvers: Resolvers = {
  Mutation: {
    contactUs: (_root, args: ContactUsArgs, ctx: BackendContext) => {
      if (!ctx.storeView.contact_enabled) throw inputError(CONTACT_MESSAGES.unavailable);
      const name = text(args.input?.name);
      const email = text(args.input?.email);
      const comment = text(args.input?.comment);
      const telephone = text(args.input?.telephone);
      if (!isValidEmail(email)) throw inputError(CONTACT_MESSAGES.invalidEmail);
      if (!name) throw inputError(CONTACT_MESSAGES.nameRequired);
      if (!comment) throw inputError(CONTACT_MESSAGES.commentRequired);
      ctx.state.contact.messages.push({
        name,
        email,
        telephone,
        comment,
        store_code: ctx.storeView.code,
        created_at: new Date().toISOString(),
      });
      persistState();
      return { status: true };
    },
  },
};
