/**
 * The rules of the console's follow-up, as plain figures both sides read (no schema code: the
 * console imports these without zod): how long a note may be, how often an email may be sent
 * again, when abandoned checkouts are deleted, since when the privacy notice names the recovery
 * email.
 */

/** An internal note is at most this long (characters). */
export const NOTE_MAX = 2_000;

/** How often an operator may send the same email of an order again: once per 10 minutes. */
export const RESEND_WINDOW_S = 600;

/** An abandoned checkout, with its contact, is deleted this many days after it was started. */
export const ABANDONED_PURGE_DAYS = 30;

/**
 * The day the privacy notice (/privacy, "Why we use it") began to name the recovery email of an
 * unfinished checkout: orders started earlier never get one.
 */
export const RECOVERY_PURPOSE_SINCE = '2026-11-26T00:00:00.000Z';

/** The emails an operator may send again. */
export const RESENDABLE_EMAILS = ['confirmation', 'shipped'] as const;
export type ResendableEmail = (typeof RESENDABLE_EMAILS)[number];
