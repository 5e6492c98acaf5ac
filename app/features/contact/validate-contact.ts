import type { ContactCopy, ContactFieldName } from '../../content/en/contact';
import type { ContactValues } from './contact-values';

/** The first rule the form breaks: which field, and the message to show under it. */
export interface ContactError {
  readonly field: ContactFieldName;
  readonly message: string;
}

/** A basic address pattern: something, an @, something, a dot, something; no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const MESSAGE_MIN_LENGTH = 10;

type Messages = ContactCopy['validation'];
type Rule = (values: ContactValues, messages: Messages) => ContactError | null;

/** The rules in the order the product checks them; only the first failure is reported. */
const RULES: readonly Rule[] = [
  ({ name }, MESSAGES) => (name.trim() ? null : { field: 'name', message: MESSAGES.nameRequired }),
  ({ email }, MESSAGES) =>
    email.trim() ? null : { field: 'email', message: MESSAGES.emailRequired },
  ({ email }, MESSAGES) =>
    EMAIL_PATTERN.test(email.trim()) ? null : { field: 'email', message: MESSAGES.emailInvalid },
  ({ message }, MESSAGES) =>
    message.trim() ? null : { field: 'message', message: MESSAGES.messageRequired },
  ({ message }, MESSAGES) =>
    message.trim().length >= MESSAGE_MIN_LENGTH
      ? null
      : { field: 'message', message: MESSAGES.messageTooShort },
];

/** The first rule the values break, or null when the form can be sent; messages in the page's language. */
export function validateContact(values: ContactValues, messages: Messages): ContactError | null {
  for (const rule of RULES) {
    const error = rule(values, messages);
    if (error) return error;
  }
  return null;
}
