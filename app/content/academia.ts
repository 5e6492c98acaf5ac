/** Copy for the ELY Academy page. The academy is not open yet. */

import { ACADEMY_WAITLIST_HREF } from './academy-waitlist';
import { priceFigure } from './product-labels';
import { type PageIntro, requireProduct } from './shared';

export type CourseLevel = 'Beginner' | 'Intermediate' | 'Advanced';

export interface PlannedCourse {
  readonly id: string;
  readonly title: string;
  readonly level: CourseLevel;
  /** Course length in weeks. */
  readonly weeks: number;
  readonly summary: string;
}

const academy = requireProduct('academy');

export const page: PageIntro = {
  eyebrow: 'ELY Academy',
  title: 'Learn to build emotional AI, from the team that builds ELY',
  intro:
    'ELY Academy will offer online courses taught by our engineers and researchers, combining self-paced lessons, live workshops and projects reviewed by the people who build ELY and SynthAmour Bio.',
  visual: { src: '/images/products/academy.svg', alt: '' },
};

/** The Academy's status in the catalogue ('coming': its badge reads 'Coming Soon'). */
export const ACADEMY_STATUS = academy.status;

export const comingSoonNotice: {
  readonly title: string;
  readonly body: string;
  readonly notifyLabel: string;
  readonly notifyHref: string;
} = {
  title: 'Enrolment is not open yet',
  body: 'The first courses are being recorded now. Leave us your email and we will let you know when enrolment opens and the first cohorts are scheduled.',
  notifyLabel: 'Notify me',
  notifyHref: ACADEMY_WAITLIST_HREF,
};

export const coursesSection: { readonly heading: string; readonly intro: string } = {
  heading: 'Planned courses',
  intro: 'Each course runs for four to eight weeks and ends with a certificate of completion.',
};

export const COURSES: readonly PlannedCourse[] = [
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
];

/** 'Courses from $299', from the catalogue price. */
export const ACADEMY_COURSES_FROM = `Courses from ${priceFigure(academy)}`;

/** Labels of a planned course's facts. */
export const courseFacts: {
  readonly levelLabel: string;
  readonly lengthLabel: string;
  readonly length: (weeks: number) => string;
} = {
  levelLabel: 'Level',
  lengthLabel: 'Length',
  length: (weeks) => `${weeks} weeks`,
};
