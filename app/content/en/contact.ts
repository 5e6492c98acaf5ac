/** Copy for the contact page: details, other channels and form labels. */

import { CONTACT_EMAIL } from '../../../site/site';
import type { PageIntro } from '../shared';

export { CONTACT_EMAIL };
export const CONTACT_PHONE = '+52 55 4170 2291';
/** The same number in the form a `tel:` link needs. */
export const CONTACT_PHONE_HREF = 'tel:+525541702291';
export const CONTACT_HOURS = 'Monday to Friday, 9:00 to 18:00 GMT-6';

export interface PostalAddress {
  readonly street: string;
  readonly neighborhood: string;
  readonly postalCode: string;
  readonly city: string;
  readonly country: string;
  /** One-line form, for compact layouts. */
  readonly singleLine: string;
}

export const CONTACT_ADDRESS: PostalAddress = {
  street: 'Calle Durango 263, Piso 4',
  neighborhood: 'Col. Roma Norte, Alcaldía Cuauhtémoc',
  postalCode: '06700',
  city: 'Ciudad de México, CDMX',
  country: 'Mexico',
  singleLine:
    'Calle Durango 263, Piso 4, Col. Roma Norte, Cuauhtémoc, 06700 Ciudad de México, Mexico',
};

export interface ContactChannel {
  readonly id: 'press' | 'partnerships' | 'support' | 'research';
  readonly label: string;
  readonly description: string;
  readonly email: `${string}@synthamour.com`;
}

export const CONTACT_CHANNELS: readonly ContactChannel[] = [
  {
    id: 'support',
    label: 'Customer support',
    description: 'Help with your Octahedron, your ELY account, orders and deliveries.',
    email: 'support@synthamour.com',
  },
  {
    id: 'press',
    label: 'Press',
    description: 'Interviews, images and information for journalists.',
    email: 'press@synthamour.com',
  },
  {
    id: 'partnerships',
    label: 'Partnerships',
    description: 'Resellers, integrators, clinics and Corporate Services enquiries.',
    email: 'partners@synthamour.com',
  },
  {
    id: 'research',
    label: 'SynthAmour Bio',
    description: 'Research collaborations and Biomedical AI Consulting.',
    email: 'research@synthamour.com',
  },
];

export const page: PageIntro = {
  eyebrow: 'Contact',
  title: 'Talk to us',
  intro:
    'Questions about ELY, a Corporate Services project, a research collaboration or your order: write to us and a member of our team in Mexico City will reply within one business day.',
  visual: { src: '/images/illustrations/contact.svg', alt: '' },
};

export type ContactFieldName = 'name' | 'email' | 'subject' | 'message' | 'company' | 'phone';

export interface ContactFieldCopy {
  readonly label: string;
  readonly optional: boolean;
  readonly autoComplete: string;
}

export const CONTACT_FIELDS: Record<ContactFieldName, ContactFieldCopy> = {
  name: { label: 'Full name', optional: false, autoComplete: 'name' },
  email: { label: 'Email', optional: false, autoComplete: 'email' },
  subject: { label: 'Subject', optional: true, autoComplete: 'off' },
  message: { label: 'Message', optional: false, autoComplete: 'off' },
  company: { label: 'Company', optional: true, autoComplete: 'organization' },
  phone: { label: 'Phone', optional: true, autoComplete: 'tel' },
};

/** Suffix shown after the label of optional fields. */
export const OPTIONAL_FIELD_SUFFIX = '(optional)';

export const contactForm: {
  readonly heading: string;
  readonly intro: string;
  readonly requiredNote: string;
  readonly submitLabel: string;
  readonly sendingLabel: string;
  /** The status line after the mail client opened, exactly as the product specifies it. */
  readonly sentStatus: string;
  readonly successMessage: string;
  /** The status line when the mail client could not be opened, exactly as specified. */
  readonly errorStatus: string;
  readonly errorMessage: string;
} = {
  heading: 'Send us a message',
  intro:
    'Sending opens your email app with your message ready to go, addressed to our team; nothing is stored on this site.',
  requiredNote: 'Fields without “(optional)” are required.',
  submitLabel: 'Send message',
  sendingLabel: 'Sending…',
  sentStatus: 'Message sent successfully!',
  successMessage:
    'Your email app has your message ready; send it from there and we will reply within one business day.',
  errorStatus: 'Error sending message. Please try again.',
  errorMessage: `If your email app does not open, write to us directly at ${CONTACT_EMAIL}.`,
};

/**
 * The validation messages, in the order the rules are checked (the first failing one is shown).
 * The wording is the product's, exactly.
 */
export const CONTACT_VALIDATION_MESSAGES = {
  nameRequired: 'Name is required.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Invalid email format.',
  messageRequired: 'Message is required.',
  messageTooShort: 'Message must be at least 10 characters long.',
} as const;

/** What the prefilled email looks like: its subject when the visitor left it empty, and labels. */
export const contactMailto: {
  readonly fallbackSubject: (name: string) => string;
  readonly notProvided: string;
  readonly messageHeading: string;
  /** Labels of the first lines of the text the visitor can copy after sending. */
  readonly toLabel: string;
  readonly subjectLabel: string;
} = {
  fallbackSubject: (name) => `Message from ${name}`,
  notProvided: '(not provided)',
  messageHeading: 'Message:',
  toLabel: 'To:',
  subjectLabel: 'Subject:',
};

export const detailsSection: {
  readonly heading: string;
  readonly emailLabel: string;
  readonly phoneLabel: string;
  readonly addressLabel: string;
  readonly hoursLabel: string;
  readonly channelsHeading: string;
} = {
  heading: 'Contact details',
  emailLabel: 'Email',
  phoneLabel: 'Phone',
  addressLabel: 'Office',
  hoursLabel: 'Hours',
  channelsHeading: 'Other ways to reach us',
};
