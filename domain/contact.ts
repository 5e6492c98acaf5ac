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
  | 'phoneRequired'
  | 'phoneInvalid';

/** A basic address pattern: something, an @, something, a dot, something; no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A phone in E.164, or null when it is not a number a carrier could call. */
export type PhoneCheck = (phone: string) => string | null;

/**
 * What is wrong with each field, in the order the fields appear; empty when the contact is
 * complete for this order (name and phone only when it ships).
 */
export function contactProblems(
  contact: Contact,
  { ships, normalisePhone }: { ships: boolean; normalisePhone: PhoneCheck },
): Partial<Record<keyof Contact, ContactProblem>> {
  const problems: Partial<Record<keyof Contact, ContactProblem>> = {};
  const email = contact.email.trim();
  if (!email) problems.email = 'emailRequired';
  else if (!EMAIL_PATTERN.test(email) || email.length > 254) problems.email = 'emailInvalid';
  if (ships && !contact.name.trim()) problems.name = 'nameRequired';
  const phone = contact.phone.trim();
  if (ships && !phone) problems.phone = 'phoneRequired';
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
