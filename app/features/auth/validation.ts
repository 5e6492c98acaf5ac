import { authMessages } from '../../content/auth';

/**
 * The checks made before the identity provider is called. Each answers the message to show, or
 * null when the input may go to the provider (which applies its own rules, e.g. password strength).
 */

/** A basic address shape: something@something.tld, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkEmailAndPassword(email: string, password: string): string | null {
  return email.trim() === '' || password === '' ? authMessages.emailAndPasswordRequired : null;
}

export function checkResetEmail(email: string): string | null {
  return EMAIL.test(email.trim()) ? null : authMessages.enterValidEmail;
}

/** Spaces, dashes, dots and brackets people type are dropped: +1 (650) 555-0123 → +16505550123. */
export function normalizePhoneNumber(input: string): string {
  return input.replace(/[\s().-]/g, '');
}

export function checkPhoneNumber(input: string): string | null {
  return normalizePhoneNumber(input) === '' ? authMessages.phoneRequired : null;
}

/** Firebase texts six digits. */
export function checkOtp(code: string): string | null {
  return /^\d{6}$/.test(code.trim()) ? null : authMessages.invalidOtp;
}
