import { CONTACT_EMAIL, CONTACT_FIELDS, contactMailto } from '../../content/en/contact';
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
export function contactMailBody(values: ContactValues): string {
  const lines = CONTACT_FIELD_ORDER.filter((field) => field !== 'message').map((field) => {
    const value = values[field].trim();
    return `${CONTACT_FIELDS[field].label}: ${value || contactMailto.notProvided}`;
  });
  return [...lines, '', contactMailto.messageHeading, values.message.trim()].join('\n');
}

/** The email's subject: the visitor's, or a fallback naming them. */
export function contactMailSubject(values: ContactValues): string {
  return values.subject.trim() || contactMailto.fallbackSubject(values.name.trim());
}

/**
 * The `mailto:` URL that opens the visitor's mail client with the message ready to send to the
 * company. Subject and body are percent-encoded with encodeURIComponent, so accents become UTF-8
 * escapes and `&`, `?`, `=`, `#` and `+` cannot break out of their parameter.
 */
export function buildContactMailto(values: ContactValues, to: string = CONTACT_EMAIL): string {
  const subject = encodeURIComponent(normaliseLineBreaks(contactMailSubject(values)));
  const body = encodeURIComponent(normaliseLineBreaks(contactMailBody(values)));
  return `mailto:${to}?subject=${subject}&body=${body}`;
}

/**
 * The same email as text to copy (for webmail, or when no mail app opened): the address, the
 * subject and the body, with the visitor's own line breaks.
 */
export function contactMailText(values: ContactValues, to: string = CONTACT_EMAIL): string {
  return [
    `${contactMailto.toLabel} ${to}`,
    `${contactMailto.subjectLabel} ${contactMailSubject(values)}`,
    '',
    contactMailBody(values),
  ].join('\n');
}
