import { z } from 'zod';
import { NOTE_MAX, RESENDABLE_EMAILS } from './follow-up-rules';
import { hasControlCharacters } from './text';

/**
 * The console's follow-up of an order (its notes, its timeline, its emails sent again) and of
 * abandoned checkouts (their list, the recovery email, the restore link): the requests the server
 * validates. The answers are in `follow-up-answers.ts` (zod/mini, for the browser).
 */

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
