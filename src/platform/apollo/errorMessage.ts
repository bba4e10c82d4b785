import { isLostAnswer } from './lostAnswerKind';

/**
 * A failed request in words: a plain `{ message }` object, never an `Error` instance, so the store
 * can keep it (serialisable) and views can show it. Code that decides (cart recovery...) keeps the
 * raw error.
 */
export interface ErrorMessage {
  message: string;
  /**
   * Set when the request got no answer to show (connection lost or 5xx, see lostAnswer.ts): views
   * say so in words (formatRequestError) rather than showing the browser's message.
   */
  lostAnswer?: true;
}

const UNKNOWN_ERROR = 'Unknown error';

function messageOf(value: unknown): string | null {
  if (typeof value === 'string') return value || null;
  if (
    typeof value === 'object' &&
    value !== null &&
    'message' in value &&
    typeof value.message === 'string'
  ) {
    return value.message || null;
  }
  return null;
}

/** Messages of a GraphQL error list (`errors` on Apollo 4's CombinedGraphQLErrors, `graphQLErrors` before). */
function graphQLMessages(error: object): string[] {
  const lists = ['errors', 'graphQLErrors'].map((key) => (error as Record<string, unknown>)[key]);
  const list = lists.find((entry): entry is unknown[] => Array.isArray(entry) && entry.length > 0);
  return (list ?? []).map(messageOf).filter((message): message is string => message !== null);
}

/**
 * Turns anything thrown into a serialisable `{ message }`. GraphQL error messages take priority and
 * are joined with ", " (spec 8, "Error message joining"). A lost answer is marked `lostAnswer`.
 */
export function toErrorMessage(error: unknown): ErrorMessage {
  if (typeof error === 'object' && error !== null) {
    const messages = graphQLMessages(error);
    if (messages.length > 0) return { message: messages.join(', ') };
  }
  const message = messageOf(error) ?? UNKNOWN_ERROR;
  return isLostAnswer(error) ? { message, lostAnswer: true } : { message };
}
