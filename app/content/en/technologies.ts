/** Copy for the technologies page: two tabs, three categories each. */

import type { PageIntro } from '../shared';

export type TechnologyTabId = 'ely' | 'bio';

export interface Capability {
  /** Unique across both tabs, kebab-case. */
  readonly id: string;
  readonly title: string;
  /** One sentence. */
  readonly summary: string;
  /** Two to four concrete sentences, rendered as bullets. */
  readonly details: readonly string[];
  /** Optional short figure shown as a badge. */
  readonly metric?: string;
}

export interface TechnologyCategory {
  readonly heading: string;
  /** One line. */
  readonly intro: string;
  readonly capabilities: readonly Capability[];
}

export interface TechnologiesCopy {
  readonly page: PageIntro;
  /** The tab list's accessible name. */
  readonly tabListLabel: string;
  readonly tabs: readonly TechnologyTab[];
}

export interface TechnologyTab {
  readonly id: TechnologyTabId;
  readonly label: string;
  readonly categories: readonly TechnologyCategory[];
}

const page: PageIntro = {
  eyebrow: 'Technologies',
  title: 'What ELY and SynthAmour Bio are built on',
  intro:
    'Two teams share one platform: a companion that people talk to every day, and a biomedical division that applies the same long-term, personal AI to chronic disease. Here is what each part does today, and what is still in the lab.',
  visual: { src: '/images/illustrations/technologies.svg', alt: '' },
};

/** Where the chosen tab lives in the URL (`?tab=bio`), and the tab shown without it. */
export const TAB_PARAM = 'tab';
export const DEFAULT_TAB: TechnologyTabId = 'ely';

export function isTechnologyTabId(value: string | null): value is TechnologyTabId {
  return value === 'ely' || value === 'bio';
}

const tabs: readonly TechnologyTab[] = [
  {
    id: 'ely',
    label: 'ELY Companion',
    categories: [
      {
        heading: 'Volumetric display',
        intro: 'How the Octahedron turns ELY into a figure you can see from anywhere in the room.',
        capabilities: [
          {
            id: 'four-plane-light-field',
            title: 'Four-plane light field',
            summary:
              'Four synchronised display planes inside the octahedron build an image with real depth, not a flat projection on glass.',
            details: [
              'Each plane renders at 1440 × 1440 pixels and is refreshed in lockstep with the others.',
              'Depth cues come from the physical distance between planes, so no glasses or head tracking are needed.',
              'Brightness adapts to ambient light measured by a sensor at the base of the device.',
            ],
            metric: '1440 × 1440 per plane',
          },
          {
            id: 'all-angle-viewing',
            title: 'Viewing from every side',
            summary: 'ELY stays visible and correctly oriented from any seat around the desk.',
            details: [
              'The figure is rendered for a full circle of viewpoints rather than a single front view.',
              'When ELY is spoken to, it turns toward the person speaking, using direction of arrival from the microphone array.',
            ],
            metric: '360° viewing',
          },
          {
            id: 'expression-rendering',
            title: 'Real-time expression rendering',
            summary:
              'Face, gaze and posture are animated live from the same signals that shape ELY’s voice.',
            details: [
              'Lip movement is generated from the synthesised speech, so mouth shapes match every syllable.',
              'Idle behaviour such as breathing and small glances keeps ELY present without drawing attention.',
              'Animation runs on the Octahedron itself; no video is streamed from the cloud.',
            ],
          },
        ],
      },
      {
        heading: 'Emotional intelligence',
        intro: 'How ELY notices how you are doing and answers in a way that fits.',
        capabilities: [
          {
            id: 'voice-affect-recognition',
            title: 'Affect recognition from voice',
            summary:
              'ELY estimates mood from tone, pace and pauses in speech, not only from the words used.',
            details: [
              'Prosody features are extracted on the device, and raw audio is discarded after each turn.',
              'Estimates are treated as hints with a confidence level, and ELY asks rather than assumes when the signal is weak.',
              'The model was trained and tested on English and Spanish speech, including Mexican and other Latin American accents.',
            ],
          },
          {
            id: 'emotion-aware-dialogue',
            title: 'Emotion-aware dialogue',
            summary:
              'Responses adapt in length, pacing and warmth to the conversation rather than following a script.',
            details: [
              'A dialogue policy chooses between listening, reflecting, suggesting and informing at each turn.',
              'ELY always identifies itself as an AI, including when asked directly in the middle of a conversation.',
              'Conversations that suggest a crisis are routed to a safety flow that shares local emergency and support lines.',
            ],
            metric: '< 300 ms to first spoken word',
          },
          {
            id: 'reviewable-memory',
            title: 'Long-term memory you control',
            summary: 'ELY remembers what matters to you and shows you exactly what it has kept.',
            details: [
              'Memories are stored as short, readable notes that you can review, edit or delete in the app.',
              'A single command erases all memory, and the deletion is confirmed on screen.',
              'Nothing you tell ELY is used to train shared models unless you opt in explicitly.',
            ],
          },
        ],
      },
      {
        heading: 'Privacy by design',
        intro: 'Hardware and software choices that keep a device in your home trustworthy.',
        capabilities: [
          {
            id: 'on-device-wake-word',
            title: 'On-device wake word',
            summary:
              'The Octahedron listens for its wake word locally and sends nothing until it hears it.',
            details: [
              'Wake-word detection runs on a dedicated low-power chip inside the base.',
              'A light on the device shows whenever audio is being processed beyond the wake word.',
            ],
          },
          {
            id: 'hardware-privacy-controls',
            title: 'Hardware mute and privacy shutter',
            summary:
              'Physical controls cut the microphones and cover the sensor, independent of software.',
            details: [
              'The mute switch disconnects the microphone array electrically rather than muting it in firmware.',
              'The privacy shutter covers the ambient sensor window and pauses ELY’s projection.',
            ],
          },
          {
            id: 'encrypted-sync',
            title: 'Encrypted sync across devices',
            summary:
              'Memory and settings move between the Octahedron, phone and desktop without being readable in transit or at rest.',
            details: [
              'Data is encrypted with keys tied to your account and devices.',
              'You can export everything ELY holds about you as a single file at any time.',
              'Deleting your account removes your data from our servers within 30 days.',
            ],
          },
        ],
      },
    ],
  },
  {
    id: 'bio',
    label: 'Biomedical AI',
    categories: [
      {
        heading: 'Clinical data and modelling',
        intro: 'Models that turn everyday measurements into information a clinician can act on.',
        capabilities: [
          {
            id: 'home-measurement-timelines',
            title: 'Home measurement timelines',
            summary:
              'Glucose, blood pressure, weight and symptoms recorded at home are aligned into one timeline per patient.',
            details: [
              'Readings can be entered by hand or imported from supported glucometers and blood pressure monitors.',
              'Gaps, duplicates and implausible values are flagged rather than silently corrected.',
              'Timelines are summarised for the clinician before each appointment.',
            ],
          },
          {
            id: 'risk-stratification-research',
            title: 'Risk stratification (research)',
            summary:
              'Research models that estimate which patients may need earlier follow-up, studied under ethics committee oversight.',
            details: [
              'These models are not used for diagnosis or treatment decisions and are not shown to patients.',
              'Every model is validated on data from sites that were not used to train it before results are published.',
              'Performance is reported separately by sex, age group and region to surface unequal error rates.',
            ],
          },
        ],
      },
      {
        heading: 'Patient companion',
        intro:
          'The same conversational technology as ELY, adapted for living with a chronic condition.',
        capabilities: [
          {
            id: 'spanish-health-language',
            title: 'Clear health language in Spanish',
            summary:
              'SynthAmour Life explains treatment plans in plain, regionally natural Spanish.',
            details: [
              'Content is written and reviewed by clinicians before the assistant can use it.',
              'The assistant answers from that reviewed content and says so when a question falls outside it.',
              'Reading level is kept accessible, and medical terms are explained the first time they appear.',
            ],
          },
          {
            id: 'adherence-support',
            title: 'Medication and appointment reminders',
            summary:
              'Reminders that fit the patient’s routine and record whether a dose was taken.',
            details: [
              'Reminders can be sent by app notification or WhatsApp, depending on the patient’s preference.',
              'Missed doses are recorded without judgement and shared with the care team only with consent.',
            ],
          },
          {
            id: 'warning-sign-escalation',
            title: 'Warning-sign escalation',
            summary:
              'When a reported symptom or reading matches a warning sign, the patient is told to seek care straight away.',
            details: [
              'Escalation rules are written by clinicians, not learned by a model.',
              'Messages include emergency numbers for the patient’s country and never suggest waiting to see if symptoms pass.',
            ],
          },
        ],
      },
      {
        heading: 'Research infrastructure and governance',
        intro: 'The safeguards that let us work with health data responsibly.',
        capabilities: [
          {
            id: 'de-identification-pipeline',
            title: 'De-identification pipeline',
            summary:
              'Direct identifiers are removed from research datasets before any researcher can access them.',
            details: [
              'Names, contact details, document numbers and free-text identifiers are stripped or replaced with codes.',
              'Dates are shifted per patient so intervals stay accurate while real dates are hidden.',
              'Re-identification keys are held by a separate team with audited access.',
            ],
          },
          {
            id: 'federated-training',
            title: 'Federated training (research)',
            summary:
              'We are testing ways to train models at partner hospitals without moving patient records off site.',
            details: [
              'Only model updates leave each hospital, never individual records.',
              'This work is at the research stage and is not yet used in any product.',
            ],
          },
          {
            id: 'bias-audits',
            title: 'External validation and bias audits',
            summary:
              'Every model is checked for unequal performance across groups before it is used in a study.',
            details: [
              'Audits compare error rates across sex, age, region and, where recorded, Indigenous language use.',
              'Results and known limitations are documented in a model card reviewed by our ethics board.',
            ],
          },
        ],
      },
    ],
  },
];

export const technologies: TechnologiesCopy = {
  page,
  tabListLabel: 'Technology areas',
  tabs,
};
