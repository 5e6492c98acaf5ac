import type { ContactFieldName } from '../../content/en/contact';

/** What the visitor typed into the contact form, one string per field. */
export type ContactValues = Record<ContactFieldName, string>;

export const EMPTY_CONTACT_VALUES: ContactValues = {
  name: '',
  email: '',
  subject: '',
  message: '',
  company: '',
  phone: '',
};

/** Which fields may stay empty, and what the browser may fill each with. */
export const CONTACT_FIELD_META: Readonly<
  Record<ContactFieldName, { readonly optional: boolean; readonly autoComplete: string }>
> = {
  name: { optional: false, autoComplete: 'name' },
  email: { optional: false, autoComplete: 'email' },
  subject: { optional: true, autoComplete: 'off' },
  message: { optional: false, autoComplete: 'off' },
  company: { optional: true, autoComplete: 'organization' },
  phone: { optional: true, autoComplete: 'tel' },
};

/** The order the fields appear in, on the page and in the email body. */
export const CONTACT_FIELD_ORDER: readonly ContactFieldName[] = [
  'name',
  'email',
  'company',
  'phone',
  'subject',
  'message',
];
