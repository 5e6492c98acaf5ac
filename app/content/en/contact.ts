/** Copy for the contact page: details, other channels, the form and the email it prepares. */
import type { PageIntro } from '../shared';
import { SELLER, SELLER_ADDRESS } from './legal';

export type ContactFieldName = 'name' | 'email' | 'subject' | 'message' | 'company' | 'phone';

export interface ContactChannel {
  readonly id: 'press' | 'partnerships' | 'support' | 'research';
  readonly label: string;
  readonly description: string;
  readonly email: `${string}@synthamour.com`;
}

export interface ContactCopy {
  readonly page: PageIntro;
  /** The office's opening hours. */
  readonly hours: string;
  /** The office's country, as the language names it (the rest of the address is Mexican). */
  readonly country: string;
  readonly channels: readonly ContactChannel[];
  /** Each field's label; the email the form prepares uses them too. */
  readonly fields: Readonly<Record<ContactFieldName, string>>;
  /** Shown after the label of optional fields. */
  readonly optionalSuffix: string;
  readonly form: {
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
    /** '{email}': the company's address. */
    readonly errorMessage: string;
    /**
     * The short privacy notice before the send button: who is responsible, where, and what for;
     * '{privacy}' is the link to the full notice.
     */
    readonly privacyNotice: string;
    readonly privacyLink: string;
  };
  /**
   * The validation messages, in the order the rules are checked (the first failing one is
   * shown). The English wording is the product's, exactly.
   */
  readonly validation: {
    readonly nameRequired: string;
    readonly emailRequired: string;
    readonly emailInvalid: string;
    readonly messageRequired: string;
    readonly messageTooShort: string;
  };
  /** What the prepared email looks like: its subject when the visitor left it empty, and labels. */
  readonly mailto: {
    /** '{name}': the visitor's. */
    readonly fallbackSubject: string;
    readonly notProvided: string;
    readonly messageHeading: string;
    /** Labels of the first lines of the text the visitor can copy after sending. */
    readonly toLabel: string;
    readonly subjectLabel: string;
  };
  readonly details: {
    readonly heading: string;
    readonly emailLabel: string;
    readonly phoneLabel: string;
    readonly addressLabel: string;
    readonly hoursLabel: string;
    readonly channelsHeading: string;
  };
  /**
   * After the form opened the mail app: the address and a copy of the message, for visitors who
   * write from webmail.
   */
  readonly handOff: {
    /** The sentence around the address: '{email}' is the link. */
    readonly text: string;
    readonly copy: string;
    readonly copied: string;
    readonly copyFailed: string;
    readonly clear: string;
  };
}

export const contact: ContactCopy = {
  page: {
    eyebrow: 'Contact',
    title: 'Talk to us',
    intro:
      'Questions about ELY, a Corporate Services project, a research collaboration or your order: write to us and a member of our team in Mexico City will reply within one business day.',
    visual: { src: '/images/illustrations/contact.svg', alt: '' },
  },
  hours: 'Monday to Friday, 9:00 to 18:00 GMT-6',
  country: 'Mexico',
  channels: [
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
  ],
  fields: {
    name: 'Full name',
    email: 'Email',
    subject: 'Subject',
    message: 'Message',
    company: 'Company',
    phone: 'Phone',
  },
  optionalSuffix: '(optional)',
  form: {
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
    errorMessage: 'If your email app does not open, write to us directly at {email}.',
    privacyNotice: `${SELLER}, ${SELLER_ADDRESS}, is responsible for what you send us. We use your name, your contact details and your message only to answer you. This form stores nothing: your email app sends the message. How to refuse a use or exercise your rights: our {privacy}.`,
    privacyLink: 'Privacy notice',
  },
  validation: {
    nameRequired: 'Name is required.',
    emailRequired: 'Email is required.',
    emailInvalid: 'Invalid email format.',
    messageRequired: 'Message is required.',
    messageTooShort: 'Message must be at least 10 characters long.',
  },
  mailto: {
    fallbackSubject: 'Message from {name}',
    notProvided: '(not provided)',
    messageHeading: 'Message:',
    toLabel: 'To:',
    subjectLabel: 'Subject:',
  },
  details: {
    heading: 'Contact details',
    emailLabel: 'Email',
    phoneLabel: 'Phone',
    addressLabel: 'Office',
    hoursLabel: 'Hours',
    channelsHeading: 'Other ways to reach us',
  },
  handOff: {
    text: 'Your email app did not open, or you write from your browser? Send your message to {email} yourself: copy it below and paste it into a new email.',
    copy: 'Copy message',
    copied: 'Message copied. Paste it into a new email.',
    copyFailed: 'Your browser did not let us copy it: select your message above and copy it.',
    clear: 'Clear form',
  },
};
