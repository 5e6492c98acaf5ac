import type { AuthCopy } from '../../content/en/auth';

type Messages = AuthCopy['messages'];

/**
 * The checks made before the identity provider is called. Each answers the message to show, or
 * null when the input may go to the provider (which applies its own rules, e.g. password strength).
 */

/** A basic address shape: something@something.tld, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkEmailAndPassword(
  email: string,
  password: string,
  messages: Messages,
): string | null {
  return email.trim() === '' || password === '' ? messages.emailAndPasswordRequired : null;
}

export function checkResetEmail(email: string, messages: Messages): string | null {
  return EMAIL.test(email.trim()) ? null : messages.enterValidEmail;
}

/** Spaces, dashes, dots and brackets people type are dropped: +1 (650) 555-0123 → +16505550123. */
export function normalizePhoneNumber(input: string): string {
  return input.replace(/[\s().-]/g, '');
}

export function checkPhoneNumber(input: string, messages: Messages): string | null {
  return normalizePhoneNumber(input) === '' ? messages.phoneRequired : null;
}

/** Firebase texts six digits. */
export function checkOtp(code: string, messages: Messages): string | null {
  return /^\d{6}$/.test(code.trim()) ? null : messages.invalidOtp;
}
