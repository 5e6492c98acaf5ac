/** Copy for the ELY Academy page. The academy is not open yet. */

import type { PluralForms } from '../../lib/message-format';
import { productLabels as labelsFor } from '../../lib/product-labels';
import { mailtoHref, type PageIntro, requireProduct } from '../shared';
import { productLabels } from './product-labels';

export interface PlannedCourse {
  readonly id: string;
  readonly title: string;
  readonly level: string;
  /** Course length in weeks. */
  readonly weeks: number;
  readonly summary: string;
}

export interface AcademyCopy {
  readonly page: PageIntro;
  /** 'Courses from US$299', from the catalogue price. */
  readonly coursesFrom: string;
  readonly comingSoonNotice: {
    readonly title: string;
    readonly body: string;
    readonly notifyLabel: string;
    /** The waitlist: the same address as the products page's "Join the course waitlist". */
    readonly notifyHref: string;
  };
  readonly coursesSection: { readonly heading: string; readonly intro: string };
  readonly courses: readonly PlannedCourse[];
  /** Labels of a planned course's facts. */
  readonly courseFacts: {
    readonly levelLabel: string;
    readonly lengthLabel: string;
    readonly length: PluralForms;
  };
}

/** Where the Academy's waitlist is kept: its "Notify me" and the products page's link write here. */
export const ACADEMY_WAITLIST_EMAIL = 'academy@synthamour.com';

const academy = requireProduct('academy');
const labels = labelsFor(productLabels, 'en-US');

/** The waitlist link, with its subject line in English. */
export const ACADEMY_WAITLIST_HREF = mailtoHref(
  ACADEMY_WAITLIST_EMAIL,
  'Notify me when ELY Academy opens',
);

export const academia: AcademyCopy = {
  page: {
    eyebrow: 'ELY Academy',
    title: 'Learn to build emotional AI, from the team that builds ELY',
    intro:
      'ELY Academy will offer online courses taught by our engineers and researchers, combining self-paced lessons, live workshops and projects reviewed by the people who build ELY and SynthAmour Bio.',
    visual: { src: '/images/products/academy.svg', alt: '' },
  },
  coursesFrom: `Courses from ${labels.figure(academy)}`,
  comingSoonNotice: {
    title: 'Enrolment is not open yet',
    body: 'The first courses are being recorded now. Leave us your email and we will let you know when enrolment opens and the first cohorts are scheduled.',
    notifyLabel: 'Notify me',
    notifyHref: ACADEMY_WAITLIST_HREF,
  },
  coursesSection: {
    heading: 'Planned courses',
    intro: 'Each course runs for four to eight weeks and ends with a certificate of completion.',
  },
  courses: [
    {
      id: 'designing-ely-skills',
      title: 'Designing Conversations for ELY',
      level: 'Beginner',
      weeks: 4,
      summary:
        'Write dialogue that feels natural and respectful: personas, turn-taking, handling uncertainty, and the safety rules every ELY conversation follows.',
    },
    {
      id: 'volumetric-display-fundamentals',
      title: 'Volumetric Display Fundamentals',
      level: 'Beginner',
      weeks: 4,
      summary:
        'How light-field and multi-plane displays create depth, how the Octahedron renders ELY, and how to prepare 3D content that reads well from every angle.',
    },
    {
      id: 'empathetic-conversational-agents',
      title: 'Building Empathetic Conversational Agents',
      level: 'Intermediate',
      weeks: 6,
      summary:
        'Combine speech recognition, affect estimation and dialogue policies into an agent that adapts to its user, and evaluate it honestly for accuracy and fairness.',
    },
    {
      id: 'ai-in-clinical-research',
      title: 'AI in Clinical Research',
      level: 'Advanced',
      weeks: 8,
      summary:
        'From study design to external validation: de-identification, ethics committee review, bias audits and model documentation, taught through SynthAmour Bio case studies.',
    },
  ],
  courseFacts: {
    levelLabel: 'Level',
    lengthLabel: 'Length',
    length: { one: '{count} week', other: '{count} weeks' },
  },
};
