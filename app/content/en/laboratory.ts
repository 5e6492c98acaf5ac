/** Copy for the laboratory page: research projects and their progress. */

import type { PageIntro } from '../shared';

export type ProjectStatus = 'research' | 'in-development' | 'clinical-pilot' | 'shipped';

const statusLabels: Record<ProjectStatus, string> = {
  research: 'Research',
  'in-development': 'In development',
  'clinical-pilot': 'Clinical pilot',
  shipped: 'Shipped',
};

export type SubprojectStatus = 'done' | 'in-progress' | 'planned';

const subprojectStatusLabels: Record<SubprojectStatus, string> = {
  done: 'Done',
  'in-progress': 'In progress',
  planned: 'Planned',
};

export interface Subproject {
  readonly title: string;
  readonly status: SubprojectStatus;
}

export interface LaboratoryCopy {
  readonly page: PageIntro;
  readonly statusLabels: Readonly<Record<ProjectStatus, string>>;
  readonly subprojectStatusLabels: Readonly<Record<SubprojectStatus, string>>;
  /** Labels around each project card. */
  readonly labels: {
    /** The details toggle; its accessible name adds the project ('{title}'). */
    readonly details: string;
    readonly detailsFor: string;
    readonly objective: string;
    readonly features: string;
    readonly subprojects: string;
    /** The progress bar's visible label; its accessible name says which project ('{title}'). */
    readonly progressVisible: string;
    readonly progress: string;
    /** The figure: '{percent} complete', the percentage as the language writes it. */
    readonly complete: string;
  };
  readonly projects: readonly ResearchProject[];
}

export interface ResearchProject {
  readonly id: string;
  readonly title: string;
  readonly status: ProjectStatus;
  /** 0 to 100. */
  readonly progress: number;
  readonly features: readonly string[];
  readonly subprojects: readonly Subproject[];
  readonly objective: string;
  /** Illustration under `public/` (640 × 360). */
  readonly image: string;
  readonly imageAlt: string;
}

const page: PageIntro = {
  eyebrow: 'Laboratory',
  title: 'Inside the SynthAmour lab',
  intro:
    'What we are building next, and how far along it is. Progress figures are our own engineering estimates, updated as milestones are met; anything marked research is not part of a product yet.',
  visual: {
    render: 'detail',
    alt: 'Close-up of ELY inside the crystal: a figure of light drawn in fine cyan and violet lines',
  },
};

const projects: readonly ResearchProject[] = [
  {
    id: 'volumetric-projection',
    title: 'Volumetric Projection',
    status: 'in-development',
    progress: 75,
    objective:
      'Ship a desktop volumetric display bright, sharp and quiet enough for everyday use, so that ELY can be seen from any side of a room in normal daylight.',
    features: [
      'Four-plane light field at 1440 × 1440 per plane',
      'Ambient-light-adaptive brightness',
      'Speaker-facing orientation using microphone direction of arrival',
      'Passive cooling with no audible fan',
    ],
    subprojects: [
      { title: 'Optical stack and plane alignment', status: 'done' },
      { title: 'Brightness and thermal validation', status: 'done' },
      { title: 'Real-time expression renderer on device', status: 'in-progress' },
      { title: 'Manufacturing line qualification', status: 'in-progress' },
      { title: 'Regulatory certification for Mexico, US and EU', status: 'planned' },
    ],
    image: '/images/lab/volumetric.svg',
    imageAlt:
      'Diagram of light planes stacked inside a glass octahedron forming a three-dimensional figure',
  },
  {
    id: 'medical-research',
    title: 'Medical Research Program',
    status: 'clinical-pilot',
    progress: 25,
    objective:
      'Find out, with properly reviewed studies, whether an AI health companion helps people with chronic disease keep to their treatment between appointments, and publish the results whether or not they are favourable.',
    features: [
      'Observational study in type 2 diabetes approved by an independent ethics committee',
      'De-identified research datasets with audited access',
      'Clinician-written escalation rules for warning signs',
      'Pre-registered analysis plans',
    ],
    subprojects: [
      { title: 'Study protocol and ethics committee approval', status: 'done' },
      { title: 'Participant enrolment at partner clinics', status: 'in-progress' },
      { title: 'Hypertension follow-up study protocol', status: 'planned' },
      { title: 'Peer-reviewed publication of first results', status: 'planned' },
    ],
    image: '/images/lab/medical.svg',
    imageAlt: 'Illustration of a health timeline combining glucose and blood pressure readings',
  },
  {
    id: 'affective-computing',
    title: 'Affective Computing',
    status: 'research',
    progress: 40,
    objective:
      'Improve how ELY reads emotional cues in speech across accents, ages and speaking styles, and make it better at recognising when it is unsure.',
    features: [
      'Prosody models trained on consented English and Spanish speech',
      'Calibrated confidence so ELY asks instead of guessing',
      'Fairness evaluation across accents and age groups',
    ],
    subprojects: [
      { title: 'Consented speech corpus for Latin American Spanish', status: 'done' },
      { title: 'Confidence calibration for mood estimates', status: 'in-progress' },
      { title: 'Accent and age fairness benchmark', status: 'in-progress' },
      { title: 'Multimodal cues from posture and gaze', status: 'planned' },
    ],
    image: '/images/lab/affective.svg',
    imageAlt:
      'Illustration of a voice waveform read for pitch, pace and pauses, with a confidence gauge beside it',
  },
  {
    id: 'on-device-privacy',
    title: 'On-device Privacy',
    status: 'in-development',
    progress: 60,
    objective:
      'Move as much of ELY’s listening and understanding as possible onto the Octahedron itself, so that less personal data ever needs to leave the home.',
    features: [
      'Local wake word and speech recognition',
      'Encrypted memory with device-bound keys',
      'One-step export and erase of everything ELY stores',
    ],
    subprojects: [
      { title: 'On-device wake word', status: 'done' },
      { title: 'Local speech recognition for English and Spanish', status: 'in-progress' },
      { title: 'Independent security audit', status: 'planned' },
    ],
    image: '/images/lab/privacy.svg',
    imageAlt:
      'Illustration of the Octahedron inside a closed shield, its data locked on the device',
  },
];

export const laboratory: LaboratoryCopy = {
  page,
  statusLabels,
  subprojectStatusLabels,
  labels: {
    details: 'Features and milestones',
    detailsFor: 'Features and milestones: {title}',
    objective: 'Objective',
    features: 'Features',
    subprojects: 'Milestones',
    progressVisible: 'Progress',
    progress: '{title} progress',
    complete: '{percent} complete',
  },
  projects,
};
