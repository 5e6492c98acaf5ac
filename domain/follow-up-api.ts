import { z } from 'zod';
import { hasControlCharacters } from './text';

/**
 * The console's follow-up of an order (its notes, its timeline, its emails sent again) and of
 * abandoned checkouts (their list, the recovery email, the restore link): the requests the server
 * validates. The answers are in `follow-up-answers.ts` (zod/mini, for the browser).
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

/** `POST /api/admin/orders/:orderRef/notes`: the note's text (line breaks allowed). */
export const NoteRequestSchema = z.object({
  body: z
    .string()
    .max(NOTE_MAX, `a note is at most ${NOTE_MAX} characters`)
    .refine((value) => !hasControlCharacters(value.replace(/\r?\n|\t/g, ' ')), {
      error: 'must not contain control characters',
    })
    .transform((value) => value.trim())
    .pipe(z.string().min(1, 'write the note')),
});

/** `POST /api/admin/orders/:orderRef/resend`: which email to send again. */
export const ResendRequestSchema = z.object({
  email: z.enum(RESENDABLE_EMAILS),
});

/** A recovery link's token: 43 characters of base64url (32 random bytes). */
export const RESTORE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const RestoreParamSchema = z.object({
  token: z.string().regex(RESTORE_TOKEN_PATTERN, 'not a recovery link'),
});
