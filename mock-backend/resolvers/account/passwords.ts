/**
 * Customer passwords: only a salted scrypt hash is kept ("scrypt$<salt hex>$<hash hex>"), and
 * Magento's rules for a new password: at least 8 characters and 3 of the 4 character classes.
 */
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import { inputError } from '../../errors';

const KEY_LENGTH = 32;

export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password, salt, KEY_LENGTH);
  return `scrypt$${salt.toString('hex')}$${hash.toString('hex')}`;
}

export function verifyPassword(password: string, stored: string | undefined): boolean {
  const [scheme, saltHex, hashHex] = (stored ?? '').split('$');
  if (scheme !== 'scrypt' || !saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const actual = scryptSync(password, Buffer.from(saltHex, 'hex'), expected.length);
  return timingSafeEqual(actual, expected);
}

/** Magento's defaults: customer/password/minimum_password_length and required_character_classes_number. */
export const MINIMUM_PASSWORD_LENGTH = 8;
export const REQUIRED_CHARACTER_CLASSES = 3;

const CLASSES = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/];

/** Throws Magento's message when `password` breaks the store's password rules. */
export function assertPasswordStrength(password: string): void {
  if (password.trim() !== password) {
    throw inputError("The password can't begin or end with a space. Verify the password and try again.");
  }
  if (password.length < MINIMUM_PASSWORD_LENGTH) {
    throw inputError(
      `The password needs at least ${MINIMUM_PASSWORD_LENGTH} characters. Create a new password and try again.`,
    );
  }
  const classes = CLASSES.filter((pattern) => pattern.test(password)).length;
  if (classes < REQUIRED_CHARACTER_CLASSES) {
    throw inputError(
      `Minimum of different classes of characters in password is ${REQUIRED_CHARACTER_CLASSES}. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.`,
    );
  }
}
