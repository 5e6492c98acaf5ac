/** Copy for the AI ethics page. */

import type { PageIntro } from '../shared';

export interface EthicsPrinciple {
  readonly id: string;
  readonly title: string;
  /** Two or three paragraphs. */
  readonly body: readonly string[];
}

/** ISO date of the last revision of these principles (the same in every language). */
export const ETHICS_LAST_UPDATED = '2026-10-15';

export interface EthicsCopy {
  readonly page: PageIntro;
  readonly principles: readonly EthicsPrinciple[];
  /** Heading of the page's table of contents. */
  readonly tocHeading: string;
  /** '{date}': the last revision, as the language writes dates. */
  readonly lastUpdated: string;
}

const page: PageIntro = {
  eyebrow: 'AI ethics',
  title: 'How we build AI people can trust',
  intro:
    'ELY is designed to be part of people’s daily lives, and SynthAmour Bio works with some of the most sensitive data there is. Both carry responsibilities that go beyond the law. These principles describe how we make decisions, what we will not do, and how you can hold us to them.',
  visual: { src: '/images/illustrations/ethics.svg', alt: '' },
};

const principles: readonly EthicsPrinciple[] = [
  {
    id: 'emotional-data-privacy',
    title: 'Emotional data belongs to the person it describes',
    body: [
      'What people tell a companion, and how they sound when they say it, can be more revealing than almost any other data. We treat mood estimates, conversation history and memories as sensitive personal data, with the same protections we apply to health information.',
      'We collect only what ELY needs to work, process as much as possible on the device, and encrypt the rest. We do not sell personal data, we do not use it for advertising, and we do not use conversations to train shared models unless a user opts in explicitly.',
      'Every user can see what ELY remembers, correct it, export it or delete it, at any time and without contacting us.',
    ],
  },
  {
    id: 'consent',
    title: 'Consent that is informed, specific and reversible',
    body: [
      'We ask for consent in plain language, at the moment it matters, for one purpose at a time. Agreeing to use ELY does not mean agreeing to research, and agreeing to share a health summary with one doctor does not mean sharing it with a clinic.',
      'Consent can be withdrawn as easily as it was given. When someone withdraws, we stop the processing it covered and delete the data that depended on it, except where the law requires us to keep a record.',
    ],
  },
  {
    id: 'transparency',
    title: 'ELY always says it is an AI',
    body: [
      'ELY never claims to be human, never invents a life story to seem more relatable, and answers truthfully whenever it is asked what it is. The same rule applies to the branded assistants we build for businesses: visitors are told they are speaking with an AI.',
      'We explain in plain terms what ELY can and cannot do, what data it uses, and when a response was shaped by an estimate of the user’s mood. When ELY is uncertain, it says so rather than guessing with confidence.',
    ],
  },
  {
    id: 'companion-safety',
    title: 'A companion that supports, and knows its limits',
    body: [
      'A product designed to be comforting can also become something people lean on too heavily. ELY is built to encourage, not replace, relationships with other people: it does not discourage users from spending time elsewhere, does not use guilt or urgency to keep them talking, and is not measured internally on time spent in conversation.',
      'When a conversation suggests that someone may be at risk of harming themselves or others, ELY leaves its normal dialogue, responds with care, and shares emergency and crisis lines for the user’s country. These safety flows are written with mental health professionals and reviewed after every incident report.',
      'ELY is intended for adults. Accounts require users to be 18 or older, and we do not design features, characters or marketing for children.',
    ],
  },
  {
    id: 'medical-research-ethics',
    title: 'Medical research held to clinical standards',
    body: [
      'Every SynthAmour Bio study involving people or their health data is reviewed and approved by an independent research ethics committee before it begins, and participants give informed consent that describes the study in plain language.',
      'Research datasets are de-identified before researchers can access them, re-identification keys are held separately under audited access, and data is shared with partners only under agreements that forbid re-identification.',
      'SynthAmour Life and our models do not diagnose disease or recommend changes to treatment, and we do not describe them as if they did. We pre-register our analysis plans and intend to publish results whether or not they favour our products.',
    ],
  },
  {
    id: 'fairness',
    title: 'Fair across languages, accents and communities',
    body: [
      'Models trained mostly on one kind of voice or one kind of patient work worse for everyone else. We build our speech and emotion datasets with consented contributions from across Latin America and test performance separately by accent, age and sex.',
      'In health research, we report model performance by subgroup and region, and we do not deploy a model in a study when its errors fall unequally on a group we can measure. Known limitations are published alongside each model.',
    ],
  },
  {
    id: 'honest-claims',
    title: 'Honest about what is research and what is shipped',
    body: [
      'We label research as research. Features described on our laboratory page are not in our products until they are announced as such, and progress figures are our own engineering estimates rather than promises of a delivery date.',
      'We do not use language that overstates what AI can do, such as claims that ELY feels emotions or understands people the way another person does. ELY recognises emotional cues; it does not experience them.',
    ],
  },
  {
    id: 'accountability',
    title: 'Accountable people, not just policies',
    body: [
      'An internal ethics board, chaired by our founder and CEO and including external advisers in clinical ethics and data protection, reviews every feature that touches emotional or health data before launch. It can delay or stop a release.',
      'We keep records of these reviews, publish a summary of safety incidents and data requests each year, and revise these principles as we learn. Anyone can raise a concern with us at ethics@synthamour.com, and every message receives a response from a person.',
    ],
  },
];

export const ethics: EthicsCopy = {
  page,
  principles,
  tocHeading: 'On this page',
  lastUpdated: 'Last updated: {date}',
};
