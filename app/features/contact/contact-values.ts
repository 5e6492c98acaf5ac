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

/** The order the fields appear in, on the page and in the email body. */
export const CONTACT_FIELD_ORDER: readonly ContactFieldName[] = [
  'name',
  'email',
  'company',
  'phone',
  'subject',
  'message',
];
