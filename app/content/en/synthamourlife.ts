/**
 * The SynthAmour Life page: SynthAmour Bio's health platform for patients and clinicians in Latin
 * America. Spanish at /synthamourlife (es/synthamourlife.ts), this English twin at
 * /en/synthamourlife.
 */
import { type CallToAction, LIFE_BETA_EMAIL, mailtoHref, type PageIntro } from '../shared';

export interface LifeHero {
  readonly eyebrow: string;
  readonly headline: string;
  readonly intro: string;
  readonly primaryCta: CallToAction;
}

export interface LifeFeature {
  readonly id: string;
  readonly title: string;
  readonly body: string;
}

export type RoadmapStatus = 'done' | 'in-progress' | 'planned';

export interface RoadmapPhase {
  readonly id: string;
  /** 'Phase 1' … 'Phase 4'. */
  readonly phase: string;
  readonly title: string;
  readonly period: string;
  readonly description: string;
  readonly status: RoadmapStatus;
}

export interface BetaSection {
  readonly heading: string;
  readonly paragraphs: readonly string[];
  readonly cta: CallToAction;
}

export interface LifeDisclaimer {
  readonly heading: string;
  readonly body: string;
}

interface SectionIntro {
  readonly heading: string;
  readonly intro: string;
}

export interface LifeCopy {
  readonly hero: LifeHero;
  readonly page: PageIntro;
  readonly featuresSection: SectionIntro;
  readonly features: readonly LifeFeature[];
  readonly diseasesSection: SectionIntro;
  readonly diseases: readonly string[];
  readonly roadmapSection: SectionIntro;
  readonly roadmapStatusLabels: Readonly<Record<RoadmapStatus, string>>;
  readonly roadmap: readonly RoadmapPhase[];
  readonly beta: BetaSection;
  readonly disclaimer: LifeDisclaimer;
}

const hero: LifeHero = {
  eyebrow: 'SynthAmour Bio · SynthAmour Life',
  headline: 'Everyday support for living well with a chronic illness',
  intro:
    'SynthAmour Life is an AI health assistant that helps you follow your treatment between appointments: it reminds you of your medicines, records your readings and symptoms, and prepares a clear summary for your doctor. It is designed in Mexico for patients and clinicians in Latin America.',
  primaryCta: {
    label: 'Join the beta',
    href: mailtoHref(LIFE_BETA_EMAIL, 'I would like to join the SynthAmour Life beta'),
  },
};

export const synthamourLife: LifeCopy = {
  hero,
  page: {
    eyebrow: hero.eyebrow,
    title: hero.headline,
    intro: hero.intro,
    visual: { src: '/images/illustrations/life.svg', alt: '' },
  },
  featuresSection: {
    heading: 'What SynthAmour Life does',
    intro: 'Simple tools for every day, reviewed by doctors and made to be used from a phone.',
  },
  features: [
    {
      id: 'recordatorios',
      title: 'Medicine and appointment reminders',
      body: 'Get reminders in the app or on WhatsApp at the time you choose, tick off each dose and keep track of your next appointments and lab tests.',
    },
    {
      id: 'registro',
      title: 'Readings and symptoms log',
      body: 'Note your glucose, blood pressure, weight or symptoms in seconds, by hand or from supported glucose meters and blood pressure monitors, and see how you are doing on one timeline.',
    },
    {
      id: 'resumen-medico',
      title: 'Summaries for your doctor',
      body: 'Before each appointment, SynthAmour Life prepares a summary of your records that you can share with your care team, always with your permission.',
    },
    {
      id: 'educacion',
      title: 'Clear, reliable information',
      body: 'Get answers about your condition and your treatment in plain language, written and reviewed by health professionals.',
    },
    {
      id: 'senales-de-alarma',
      title: 'Help with warning signs',
      body: 'If you record a symptom or a reading that may signal an emergency, the app tells you straight away and shows you where to go or which number to call.',
    },
    {
      id: 'privacidad',
      title: 'Your data, under your control',
      body: 'Your information is encrypted, never sold and shared only with the people you authorise. You can download it or delete it whenever you like.',
    },
  ],
  diseasesSection: {
    heading: 'Conditions we support',
    intro:
      'The beta includes content, logs and reminders for 14 chronic conditions common in Latin America. We will keep adding to the list with our partner clinics.',
  },
  diseases: [
    'Type 2 diabetes',
    'High blood pressure',
    'Obesity',
    'Dyslipidaemia (high cholesterol and triglycerides)',
    'Chronic kidney disease',
    'Heart failure',
    'Ischaemic heart disease',
    'Chronic obstructive pulmonary disease (COPD)',
    'Asthma',
    'Metabolic dysfunction-associated fatty liver disease',
    'Hypothyroidism',
    'Rheumatoid arthritis',
    'Depression',
    'Chronic Chagas disease',
  ],
  roadmapSection: {
    heading: 'Roadmap',
    intro: 'How we move forward: step by step, with clinical validation at every stage.',
  },
  roadmapStatusLabels: { done: 'Done', 'in-progress': 'In progress', planned: 'Planned' },
  roadmap: [
    {
      id: 'fase-1',
      phase: 'Phase 1',
      title: 'Research and clinical design',
      period: '2025',
      description:
        'Interviews with patients and doctors, choosing the priority conditions, and writing the clinical content and warning-sign rules with specialists.',
      status: 'done',
    },
    {
      id: 'fase-2',
      phase: 'Phase 2',
      title: 'Beta launch',
      period: 'First quarter of 2026',
      description:
        'The beta opens to patients and clinicians in Mexico, with reminders, readings logs and health education.',
      status: 'done',
    },
    {
      id: 'fase-3',
      phase: 'Phase 3',
      title: 'Wider beta with partner clinics',
      period: 'April 2026 – March 2027',
      description:
        'Summaries for doctors, glucose meter and blood pressure monitor integration, new clinics in Guadalajara and Monterrey, and an observational study approved by an ethics committee.',
      status: 'in-progress',
    },
    {
      id: 'fase-4',
      phase: 'Phase 4',
      title: 'General availability and regional expansion',
      period: 'Second half of 2027',
      description:
        'An open launch in Mexico and first steps in other Latin American countries, subject to each country’s health regulation and to the results of the previous phase.',
      status: 'planned',
    },
  ],
  beta: {
    heading: 'Join the beta',
    paragraphs: [
      'The SynthAmour Life beta launched in the first quarter of 2026, and today patients and doctors at partner clinics in Mexico City, Guadalajara and Monterrey use it.',
      'If you live with one of the conditions on the list, or you are a health professional who would like to invite your patients, write to us. Taking part is free and you can leave at any time.',
    ],
    cta: {
      label: 'Request beta access',
      href: mailtoHref(LIFE_BETA_EMAIL, 'SynthAmour Life beta access request'),
    },
  },
  disclaimer: {
    heading: 'Medical notice',
    body: 'SynthAmour Life is a support and health education tool; it does not diagnose illness or replace the advice, diagnosis or treatment of a health professional. Do not change or stop any medicine without first talking to your doctor. If you think you have an emergency, call 911 or go straight to the nearest emergency department.',
  },
};
