import { isEmailAddress } from './email';

/**
 * The buyer's contact at checkout, and the rules the checkout page and the payments API both
 * apply: an email for every order (where its receipt and updates go), and a full name and a phone
 * a carrier can call when the order ships. The phone check is passed in (libphonenumber-js), so
 * the browser loads it only when a phone is checked.
 */
export interface Contact {
  email: string;
  name: string;
  /** As typed at checkout; stored in E.164 ('+525512345678'). */
  phone: string;
}

export const EMPTY_CONTACT: Contact = { email: '', name: '', phone: '' };

export type ContactProblem =
  | 'emailRequired'
  | 'emailInvalid'
  | 'nameRequired'
  | 'nameInvalid'
  | 'phoneRequired'
  | 'phoneInvalid'
  | 'phoneExtension';

/**
 * Something a person can read: a letter or a digit that is not one of Unicode's invisible
 * stand-ins (a Hangul filler is a "letter" that shows nothing). Spaces, zero-width characters
 * and marks alone are no name.
 */
const VISIBLE = /(?!\p{Default_Ignorable_Code_Point})[\p{L}\p{N}]/u;

/**
 * What no name holds and what would change how the text around it is shown: control characters,
 * the bidirectional controls (U+202E turns the rest of a line around, so a label or a console row
 * reads other than what is stored) and the line and paragraph separators (U+2028, U+2029).
 */
const NAME_FORBIDDEN = /[\p{Cc}\p{Bidi_Control}\p{Zl}\p{Zp}]/u;

/** A phone in E.164, or null when it is not a number a carrier could call. */
export type PhoneCheck = (phone: string) => string | null;

/** The extension written after a phone number ('ext. 99', 'x99', '#99'), or null. */
export type PhoneExtension = (phone: string) => string | null;

function nameProblem(name: string, ships: boolean): ContactProblem | null {
  if (NAME_FORBIDDEN.test(name)) return 'nameInvalid';
  if (ships && !VISIBLE.test(name)) return 'nameRequired';
  return null;
}

/**
 * What is wrong with each field, in the order the fields appear; empty when the contact is
 * complete for this order (name and phone only when it ships). A phone with an extension is
 * refused rather than stored without it: E.164 holds none, and the carrier calls or texts the
 * number as stored.
 */
export function contactProblems(
  contact: Contact,
  {
    ships,
    normalisePhone,
    phoneExtension,
  }: { ships: boolean; normalisePhone: PhoneCheck; phoneExtension?: PhoneExtension },
): Partial<Record<keyof Contact, ContactProblem>> {
  const problems: Partial<Record<keyof Contact, ContactProblem>> = {};
  const email = contact.email.trim();
  if (!email) problems.email = 'emailRequired';
  else if (!isEmailAddress(email)) problems.email = 'emailInvalid';
  const name = nameProblem(contact.name, ships);
  if (name) problems.name = name;
  const phone = contact.phone.trim();
  if (ships && !phone) problems.phone = 'phoneRequired';
  else if (phone && phoneExtension?.(phone)) problems.phone = 'phoneExtension';
  else if (phone && normalisePhone(phone) === null) problems.phone = 'phoneInvalid';
  return problems;
}

/** The contact as it is stored: trimmed, the phone in E.164 (or empty). */
export function normaliseContact(contact: Contact, normalisePhone: PhoneCheck): Contact {
  const phone = contact.phone.trim();
  return {
    email: contact.email.trim(),
    name: contact.name.trim(),
    phone: phone ? (normalisePhone(phone) ?? phone) : '',
  };
}
