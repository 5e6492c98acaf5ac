import { regexes } from 'zod/mini';

/*
 * Apart from the contact's rules (contact.ts), which the checkout loads only when it checks them,
 * so that a page that needs only this check (find my order) does not share that module.
 */

/** The longest address SMTP carries (RFC 5321's path limit, less its angle brackets). */
const EMAIL_MAX_LENGTH = 254;

/**
 * One mailbox and nothing else: zod's address rule (the one Gmail applies: letters, digits and
 * `_ ' + - .` before a single @, a domain of letters, digits and hyphens with a dot). No list
 * (`a@x.com,b@y.com`), no display name or angle brackets (`Ana <a@x.com>`), no quotes, no
 * spaces: what is stored is exactly where the emails go, because a mail library reading any of
 * those would send somewhere else. The mailer applies it again before it sends.
 */
export function isEmailAddress(text: string): boolean {
  return text.length <= EMAIL_MAX_LENGTH && regexes.email.test(text);
}
