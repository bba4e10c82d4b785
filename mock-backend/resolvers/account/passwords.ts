/**
 * Customer passwords: only a salted scrypt hash is kept ("scrypt$<salt hex>$<hash hex>"), and
 * Magento's rules for a new password: at least 8 characters and 3 of the 4 character classes.
 * Hashing runs on libuv's thread pool (the asynchronous scrypt), so a shopper signing in does not
 * hold up every other request.
 */
import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { inputError } from '../../errors';

const KEY_LENGTH = 32;
const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, length: number) => Promise<Buffer>;

const encode = (salt: Buffer, hash: Buffer) => `scrypt$${salt.toString('hex')}$${hash.toString('hex')}`;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return encode(salt, await scryptAsync(password, salt, KEY_LENGTH));
}

/** The same, blocking: for seed data made once at start, before any request. */
export function hashPasswordNow(password: string): string {
  const salt = randomBytes(16);
  return encode(salt, scryptSync(password, salt, KEY_LENGTH));
}

/**
 * A hash no password matches, checked when there is no account (or it is locked) so that the
 * answer takes as long as for a real one and does not tell which email addresses have accounts.
 */
let noAccountHash: string | null = null;

export async function verifyPassword(password: string, stored: string | undefined | null): Promise<boolean> {
  const [scheme, saltHex, hashHex] = (stored ?? '').split('$');
  if (scheme !== 'scrypt' || !saltHex || !hashHex) {
    noAccountHash ??= encode(randomBytes(16), randomBytes(KEY_LENGTH));
    await verifyPassword(password, noAccountHash);
    return false;
  }
  const expected = Buffer.from(hashHex, 'hex');
  const actual = await scryptAsync(password, Buffer.from(saltHex, 'hex'), expected.length);
  return timingSafeEqual(actual, expected);
}

/** Magento's defaults: customer/password/minimum_password_length and required_character_classes_number. */
const MINIMUM_PASSWORD_LENGTH = 8;
const REQUIRED_CHARACTER_CLASSES = 3;

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
