import { CONTACT_EMAIL } from '#site/site';
import type { ContactCopy } from '../../content/en/contact';
import { fill } from '../../lib/message-format';
import { CONTACT_FIELD_ORDER, type ContactValues } from './contact-values';

/**
 * RFC 6068 asks for line breaks in a mailto body as CRLF, encoded %0D%0A; every line break the
 * visitor typed (\n, \r\n or \r) is normalised to it so mail clients agree on the result.
 */
const CRLF = '\r\n';

function normaliseLineBreaks(text: string): string {
  return text.replace(/\r\n|\r|\n/g, CRLF);
}

/** The email body: one "Label: value" line per field, then the message under its own heading. */
/** What the email's words come from: the page's language. */
type MailCopy = Pick<ContactCopy, 'fields' | 'mailto'>;

export function contactMailBody(values: ContactValues, copy: MailCopy): string {
  const lines = CONTACT_FIELD_ORDER.filter((field) => field !== 'message').map((field) => {
    const value = values[field].trim();
    return `${copy.fields[field]}: ${value || copy.mailto.notProvided}`;
  });
  return [...lines, '', copy.mailto.messageHeading, values.message.trim()].join('\n');
}

/** The email's subject: the visitor's, or a fallback naming them. */
export function contactMailSubject(values: ContactValues, copy: MailCopy): string {
  return values.subject.trim() || fill(copy.mailto.fallbackSubject, { name: values.name.trim() });
}

/**
 * The `mailto:` URL that opens the visitor's mail client with the message ready to send to the
 * company. Subject and body are percent-encoded with encodeURIComponent, so accents become UTF-8
 * escapes and `&`, `?`, `=`, `#` and `+` cannot break out of their parameter.
 */
export function buildContactMailto(
  values: ContactValues,
  copy: MailCopy,
  to: string = CONTACT_EMAIL,
): string {
  const subject = encodeURIComponent(normaliseLineBreaks(contactMailSubject(values, copy)));
  const body = encodeURIComponent(normaliseLineBreaks(contactMailBody(values, copy)));
  return `mailto:${to}?subject=${subject}&body=${body}`;
}

/**
 * The same email as text to copy (for webmail, or when no mail app opened): the address, the
 * subject and the body, with the visitor's own line breaks.
 */
export function contactMailText(
  values: ContactValues,
  copy: MailCopy,
  to: string = CONTACT_EMAIL,
): string {
  return [
    `${copy.mailto.toLabel} ${to}`,
    `${copy.mailto.subjectLabel} ${contactMailSubject(values, copy)}`,
    '',
    contactMailBody(values, copy),
  ].join('\n');
}
