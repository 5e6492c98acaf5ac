/**
 * The console's follow-up of an order (its timeline, notes, emails sent again) and the abandoned
 * checkouts view, in English: part of the console's catalogue (operator-console.ts, `followUp`).
 * Values are `{placeholders}`, counts plural forms (app/lib/message-format.ts).
 */
export const followUpCopy = {
  timeline: {
    heading: 'Timeline',
    intro: 'Everything that happened to this order, newest first.',
    loading: 'Loading the timeline…',
    empty: 'Nothing has happened to this order yet.',
    /** '{who}': an operator's email, or the part of the shop that acted. */
    by: 'by {who}',
    ids: 'Details',
    /** An email of the timeline: '{subject}' as the buyer got it, '{to}' where it went. */
    emailTo: 'to {to}',
    noRecipient: 'no address',
    emailStatus: {
      queued: 'Email queued',
      sent: 'Email sent',
      skipped: 'Email not sent (no address)',
      failed: 'Email failed',
    },
    note: 'Internal note',
    /** Units of a product the order held: '{count}' units of '{product}'. */
    stock: {
      held: { one: '{count} unit of {product} held', other: '{count} units of {product} held' },
      sold: { one: '{count} unit of {product} sold', other: '{count} units of {product} sold' },
      released: {
        one: '{count} unit of {product} back on sale',
        other: '{count} units of {product} back on sale',
      },
    },
  },
  notes: {
    label: 'Add an internal note',
    hint: 'Only operators see notes: never the buyer, never their emails. {count} characters left.',
    save: 'Add note',
    saving: 'Adding…',
    saved: 'Note added.',
    empty: 'Write the note first.',
  },
  resend: {
    heading: 'Emails',
    confirmation: 'Resend confirmation',
    shipped: 'Resend shipping email',
    working: 'Sending…',
    /** '{email}': the email's name below. */
    done: '{email} queued again: it leaves within a minute.',
    names: { confirmation: 'The confirmation', shipped: 'The shipping email' },
    rule: 'Each email can be sent again once every 10 minutes.',
  },
  abandoned: {
    heading: 'Abandoned checkouts',
    /** '{age}': how old an unpaid order must be; '{days}': when it is deleted. */
    intro:
      'Orders created and never paid, older than {age}, newest first. They are not in the orders list. Each is deleted, with its contact, {days} days after it began.',
    loading: 'Loading the abandoned checkouts…',
    empty: 'No abandoned checkout right now.',
    /** '{date}', '{count}': the purge's last run. */
    lastPurge: {
      one: 'Last purge {date}: {count} checkout deleted.',
      other: 'Last purge {date}: {count} checkouts deleted.',
    },
    noPurge: 'The purge has not run yet.',
    caption: 'Abandoned checkouts, newest first',
    columns: {
      order: 'Order',
      started: 'Started',
      contact: 'Contact',
      cart: 'Cart',
      language: 'Language',
      recovery: 'Recovery email',
    },
    languages: { en: 'English', es: 'Spanish' },
    noContact: 'No contact given',
    /** '{age}': how long ago, in words. */
    ago: '{age} ago',
    send: 'Email a link back',
    /** '{orderNumber}': for screen readers, which order the button is for. */
    sendLabel: 'Email a link back: {orderNumber}',
    sending: 'Sending…',
    /** '{date}', '{who}'. */
    sent: 'Sent {date} by {who}',
    done: 'Recovery email queued for {orderNumber}.',
    refusals: {
      NO_CONTACT_EMAIL: 'No email was given',
      RECOVERY_NOT_IN_NOTICE: 'Started before the privacy notice named it',
      RECOVERY_ALREADY_SENT: 'Sent already',
      NOT_ABANDONED: 'Paid meanwhile',
    } as Record<string, string>,
  },
  /** The server's refusals of these actions, by code. */
  errors: {
    RESEND_TOO_SOON: 'This email was sent again a moment ago. Try again in {minutes} min.',
    NO_CONTACT_EMAIL: 'No email was given at this checkout: there is nowhere to send the link.',
    RECOVERY_ALREADY_SENT: 'The link back was emailed for this checkout already: once per order.',
    RECOVERY_NOT_IN_NOTICE:
      'This checkout began before the privacy notice named the recovery email: it cannot get one.',
    NOT_ABANDONED: 'This order is paid or being paid: it is no abandoned checkout.',
  } as Record<string, string>,
};

export type FollowUpCopy = typeof followUpCopy;
