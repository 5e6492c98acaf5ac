import * as z from 'zod/mini';

/**
 * What the console's follow-up routes answer (domain/follow-up-api.ts has the requests): an
 * order's timeline, a note, an email sent again, the abandoned checkouts (the restored cart's
 * answer is the checkout's: domain/restore-answer.ts).
 * zod/mini, as domain/answers.ts: the browser parses every answer with these.
 */

const Time = z.string();
const NullableText = z.nullable(z.string());
const Actor = z.object({ uid: z.string(), email: NullableText });
const Cents = z.number().check(z.int());
const Line = z.object({
  id: z.string(),
  title: z.string(),
  quantity: z.number().check(z.int()),
  unitPriceCents: Cents,
});

/**
 * One entry of an order's timeline, newest first: an order event (`kind` its kind, `source` who
 * or what), an email (`kind` the mail kind, `email` its recipient, subject and status), an
 * operator's note (`text`), or a change of the units the order holds (`kind` held, sold or
 * released). `details` keeps the raw facts (ids) the console shows folded away.
 */
export const TimelineEntry = z.object({
  id: z.string(),
  at: Time,
  type: z.enum(['event', 'email', 'note', 'stock']),
  kind: z.string(),
  source: NullableText,
  actor: z.nullable(Actor),
  text: NullableText,
  email: z.nullable(
    z.object({
      to: NullableText,
      subject: z.string(),
      status: z.enum(['queued', 'sent', 'skipped', 'failed']),
    }),
  ),
  details: z.record(z.string(), z.unknown()),
});
export type TimelineEntry = z.infer<typeof TimelineEntry>;

export const TimelineAnswer = z.object({
  orderNumber: z.string(),
  /** Newest first. */
  entries: z.array(TimelineEntry),
  /** Whether each email can be sent again now, and the code of why not. */
  resend: z.object({
    confirmation: z.nullable(z.string()),
    shipped: z.nullable(z.string()),
  }),
});
export type TimelineAnswer = z.infer<typeof TimelineAnswer>;

export const NoteAnswer = z.object({
  note: z.object({ id: z.string(), at: Time, actor: Actor, text: z.string() }),
});
export type NoteAnswer = z.infer<typeof NoteAnswer>;

export const ResendAnswer = z.object({
  email: z.enum(['confirmation', 'shipped']),
  /** Queued in the mail outbox: the mailer sends it within its next pass. */
  queued: z.literal(true),
});
export type ResendAnswer = z.infer<typeof ResendAnswer>;

/** An order created and never paid, older than the console's threshold. */
export const AbandonedCheckout = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  createdAt: Time,
  state: z.string(),
  locale: z.enum(['en', 'es']),
  contact: z.nullable(z.object({ email: z.string(), name: z.string(), phone: z.string() })),
  items: z.array(Line),
  totalCents: Cents,
  /** The recovery email, once an operator sent it. */
  recovery: z.nullable(z.object({ at: Time, actor: Actor })),
  /** Null when the recovery email may be sent now; else the code of why not. */
  recoveryRefusal: NullableText,
});
export type AbandonedCheckout = z.infer<typeof AbandonedCheckout>;

export const AbandonedAnswer = z.object({
  /** Newest first. */
  checkouts: z.array(AbandonedCheckout),
  /** An unpaid order is listed once it is this old (seconds). */
  abandonedAfterS: z.number(),
  /** …and deleted, with its contact, this many days after it was created. */
  purgeAfterDays: z.number(),
  /** The purge's last run, and how many checkouts it deleted. */
  lastPurge: z.nullable(z.object({ at: Time, purged: z.number() })),
});
export type AbandonedAnswer = z.infer<typeof AbandonedAnswer>;

export const RecoveryAnswer = z.object({ sentAt: Time });
export type RecoveryAnswer = z.infer<typeof RecoveryAnswer>;
