/** Copy for the two pages that are announced but not open yet: developers and partners. */

import { mailtoHref, type PageIntro } from '../shared';

export interface ComingSoonItem {
  readonly title: string;
  readonly body: string;
}

export interface NotifyCopy {
  /** A short line inviting the visitor to be told when the page opens. */
  readonly text: string;
  readonly buttonLabel: string;
  readonly email: `${string}@synthamour.com`;
  /** Subject line of the notification email. */
  readonly subject: string;
  /** Ready-made `mailto:` link with the encoded subject. */
  readonly href: string;
}

export interface ComingSoonContent extends PageIntro {
  readonly eyebrow: string;
  readonly whatIsComingHeading: string;
  readonly whatIsComing: readonly ComingSoonItem[];
  readonly notify: NotifyCopy;
}

const DEVELOPERS_EMAIL = 'developers@synthamour.com';
const DEVELOPERS_SUBJECT = 'Notify me when the ELY developer platform opens';
const PARTNERS_EMAIL = 'partners@synthamour.com';
const PARTNERS_SUBJECT = 'Notify me when the SynthAmour partner programme opens';

export const developers: ComingSoonContent = {
  eyebrow: 'Developers · Coming soon',
  title: 'Build for ELY',
  visual: { src: '/images/illustrations/developers.svg', alt: '' },
  intro:
    'We are preparing a developer platform that will let you teach ELY new skills, connect it to your services and test your work safely before it reaches users. It will open first to a small group of developers.',
  whatIsComingHeading: 'What is coming',
  whatIsComing: [
    {
      title: 'ELY Skills API',
      body: 'Define what ELY can do for a user, from checking an order to guiding a breathing exercise, with typed intents, responses and permissions that users approve.',
    },
    {
      title: 'SDKs for TypeScript and Python',
      body: 'Client libraries that handle authentication, streaming responses and conversation state, so a first skill takes an afternoon rather than a week.',
    },
    {
      title: 'Sandbox with a virtual Octahedron',
      body: 'Test skills in the browser against a simulated device, with recorded conversations you can replay, and no access to real user data.',
    },
    {
      title: 'Review and safety guidelines',
      body: 'Every published skill is reviewed against our ethics principles, with clear rules on data access, emotional manipulation and health claims.',
    },
  ],
  notify: {
    text: 'Want early access? Send us a note and we will tell you as soon as the developer platform opens.',
    buttonLabel: 'Notify me',
    email: DEVELOPERS_EMAIL,
    subject: DEVELOPERS_SUBJECT,
    href: mailtoHref(DEVELOPERS_EMAIL, DEVELOPERS_SUBJECT),
  },
};

export const partners: ComingSoonContent = {
  eyebrow: 'Partners · Coming soon',
  title: 'Partner with SynthAmour',
  visual: { src: '/images/illustrations/partners.svg', alt: '' },
  intro:
    'We are building a partner programme for companies that sell, deploy or extend ELY, and for clinical teams that want to work with SynthAmour Bio. Until it opens, our team handles partnerships one by one.',
  whatIsComingHeading: 'What is coming',
  whatIsComing: [
    {
      title: 'Authorised resellers',
      body: 'Sell the ELY Holographic Octahedron in your stores or online, with partner pricing, demonstration units and sales training.',
    },
    {
      title: 'Clinical partners',
      body: 'Offer SynthAmour Life to your patients and take part in ethics-approved studies, with onboarding for your care team and clinician summaries from day one.',
    },
    {
      title: 'Integrators',
      body: 'Deliver Corporate Services deployments for your clients, certified by our engineers, with access to integration tooling and direct technical support.',
    },
  ],
  notify: {
    text: 'Interested in partnering? Tell us about your organisation and we will contact you when the programme opens.',
    buttonLabel: 'Notify me',
    email: PARTNERS_EMAIL,
    subject: PARTNERS_SUBJECT,
    href: mailtoHref(PARTNERS_EMAIL, PARTNERS_SUBJECT),
  },
};
