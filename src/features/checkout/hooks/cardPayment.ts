/**
 * Card payments produce a payment nonce. A real Magento's Braintree authorization loads Braintree's
 * hosted card fields (braintree-web, fetched only when a card is chosen). The embedded backend has
 * no gateway: its authorization starts with `embedded_`, and a plain card-number field stands in,
 * turning the number into one of Braintree's published sandbox nonces.
 */

/** The authorization prefix the embedded backend answers with. */
const EMBEDDED_PREFIX = 'embedded_';

const VALID_TEST_NONCE = 'fake-valid-nonce';
const DECLINED_TEST_NONCE = 'fake-processor-declined-visa-nonce';

/** Braintree's sandbox card number that the processor declines. */
const DECLINED_TEST_CARD = '4000111111111115';

export type CardMode = 'test' | 'hosted';

export const cardModeOf = (authorization: string): CardMode =>
  authorization.startsWith(EMBEDDED_PREFIX) ? 'test' : 'hosted';

const digitsOf = (value: string): string => value.replace(/[\s-]/g, '');

/** The Luhn check every card number passes. */
export function isCardNumber(value: string): boolean {
  const digits = digitsOf(value);
  if (!/^\d{13,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The sandbox nonce for a test card number (call only with a valid number). */
export const testNonceFor = (cardNumber: string): string =>
  digitsOf(cardNumber) === DECLINED_TEST_CARD ? DECLINED_TEST_NONCE : VALID_TEST_NONCE;

export interface HostedCardForm {
  tokenize(): Promise<string>;
  teardown(): Promise<void>;
}

/** Mounts Braintree's hosted fields into the three containers; the SDK loads on demand. */
export async function createHostedCardForm(
  authorization: string,
  selectors: { number: string; cvv: string; expirationDate: string },
): Promise<HostedCardForm> {
  const braintree = await import(/* webpackChunkName: "braintree" */ 'braintree-web');
  const client = await braintree.client.create({ authorization });
  const fields = await braintree.hostedFields.create({
    client,
    styles: { input: { 'font-size': '16px', color: '#f4f1ea' } },
    fields: {
      number: { selector: selectors.number },
      cvv: { selector: selectors.cvv },
      expirationDate: { selector: selectors.expirationDate, placeholder: 'MM/YY' },
    },
  });
  return {
    tokenize: async () => (await fields.tokenize()).nonce,
    teardown: async () => {
      await fields.teardown();
      await client.teardown();
    },
  };
}
