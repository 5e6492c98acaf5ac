/** The home page's latest-news strip. Internal items link to a page of the site; external ones to the company blog. */

import type { LinkablePageKey } from '#site/pages';

export type NewsItem =
  | {
      readonly id: string;
      /** ISO date, 'YYYY-MM-DD'. */
      readonly date: string;
      readonly title: string;
      /** The page it links to, by its key in the page table. */
      readonly page: LinkablePageKey;
      readonly external: false;
    }
  | {
      readonly id: string;
      readonly date: string;
      readonly title: string;
      readonly href: `https://blog.synthamour.com/${string}`;
      readonly external: true;
    };

export interface NewsCopy {
  readonly heading: string;
  readonly intro: string;
  /** Label for the link on external items, which open the company blog. */
  readonly externalLabel: string;
  /** Read after an external item's title by screen readers. */
  readonly externalHint: string;
  /** Accessible names and labels of the strip's controls. */
  readonly controls: {
    readonly group: string;
    readonly pause: string;
    readonly play: string;
    readonly speedUp: string;
    /** What the current speed reads as: '{seconds} s per loop'. */
    readonly speed: string;
    /** The same at the floor, saying that speed-up can go no further ({seconds}). */
    readonly fastest: string;
    /** Shown when the system asks for reduced motion: the strip stays still until Play. */
    readonly reducedMotionNote: string;
  };
  /** Newest first. */
  readonly items: readonly NewsItem[];
}

export const news: NewsCopy = {
  heading: 'Latest news',
  intro:
    'Product updates, research milestones and announcements from SynthAmour and SynthAmour Bio.',
  externalLabel: 'Read on the SynthAmour blog',
  externalHint: '(on the SynthAmour blog, opens in a new tab)',
  controls: {
    group: 'News strip controls',
    pause: 'Pause news',
    play: 'Play news',
    speedUp: 'Speed up news',
    speed: '{seconds} s per loop',
    fastest: '{seconds} s per loop · fastest',
    reducedMotionNote:
      'Scrolling is off because your device asks for reduced motion. Scroll the list, or press Play to start it.',
  },
  items: [
    {
      id: 'custom-ely-launch-date',
      date: '2026-11-10',
      title: 'Custom ELY launches on January 1st: what you will be able to shape',
      href: 'https://blog.synthamour.com/2026/11/custom-ely-launch-date',
      external: true,
    },
    {
      id: 'volumetric-projection-milestone',
      date: '2026-10-28',
      title:
        'Volumetric projection reaches 75%: the four-plane light field passes brightness and thermal tests',
      page: 'laboratory',
      external: false,
    },
    {
      id: 'synthamour-life-clinician-summaries',
      date: '2026-10-06',
      title:
        'SynthAmour Life adds clinician summaries and opens the beta to partner clinics in Guadalajara and Monterrey',
      page: 'synthamourLife',
      external: false,
    },
    {
      id: 'octahedron-presale-opens',
      date: '2026-09-15',
      title: 'ELY Holographic Octahedron presale opens, with a year of ELY included',
      page: 'ely',
      external: false,
    },
    {
      id: 'ethics-principles-published',
      date: '2026-08-20',
      title: 'We publish our AI ethics principles for emotional companions and health research',
      page: 'ethics',
      external: false,
    },
    {
      id: 'observational-study-approval',
      date: '2026-06-30',
      title:
        'SynthAmour Bio receives ethics committee approval for its first observational study in type 2 diabetes',
      href: 'https://blog.synthamour.com/2026/06/observational-study-ethics-approval',
      external: true,
    },
    {
      id: 'synthamour-life-beta',
      date: '2026-03-24',
      title: 'SynthAmour Life opens its beta to patients and clinicians in Mexico',
      page: 'synthamourLife',
      external: false,
    },
    {
      id: 'synthamour-bio-founded',
      date: '2025-12-09',
      title: 'Introducing SynthAmour Bio, our biomedical AI research division',
      href: 'https://blog.synthamour.com/2025/12/introducing-synthamour-bio',
      external: true,
    },
  ],
};
