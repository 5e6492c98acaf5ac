/**
 * What the pages say about each product: its subtitle, description, highlights, specifications and
 * what ships in the box. The facts (name, price in cents, status, how it is sold) live in the
 * catalogue, domain/catalog.ts, and how prices and statuses read in product-labels.ts; this module
 * is copy, so a marketing change touches nothing the server prices from.
 */

import type { ProductId } from '#domain/catalog';
import type { LinkablePageKey } from '#site/pages';
import { productLabels as labelsFor } from '../../lib/product-labels';
import { octahedronPromises } from '../shared';
import { productLabels } from './product-labels';

export interface ProductSpec {
  readonly label: string;
  readonly value: string;
  /** A page the value links to (the warranty's row to the warranty page). */
  readonly page?: LinkablePageKey;
}

const { warranty } = octahedronPromises(labelsFor(productLabels, 'en-US'));

export interface ProductCopy {
  readonly subtitle: string;
  readonly description: string;
  readonly features: readonly string[];
  readonly specs: readonly ProductSpec[];
  /** What ships in the box; empty for anything that is not a physical good. */
  readonly includesBox: readonly string[];
}

export type ProductsCopy = Readonly<Record<ProductId, ProductCopy>>;

export const products: ProductsCopy = {
  octahedron: {
    subtitle: 'The home of your companion, in light',
    description:
      'A desktop octahedron that projects ELY as a volumetric hologram you can talk to from any side of the room. Presale units ship with ELY included free for 1 year.',
    features: [
      'Volumetric projection visible through 360°',
      'Far-field microphone array with on-device wake word',
      'Emotion-aware voice and expression engine',
      'Includes ELY free for 1 year',
      'Privacy shutter and hardware mute switch',
    ],
    specs: [
      { label: 'Dimensions', value: '18 × 18 × 21 cm' },
      { label: 'Weight', value: '1.2 kg' },
      { label: 'Projection', value: 'Four-plane light field, 1440 × 1440 per plane' },
      { label: 'Connectivity', value: 'Wi-Fi 6, Bluetooth 5.3' },
      { label: 'Power', value: 'USB-C PD, 45 W' },
      { label: 'Warranty', value: warranty, page: 'warranty' },
    ],
    includesBox: [
      'ELY Holographic Octahedron',
      'Braided USB-C cable (1.5 m)',
      '45 W USB-C power adapter',
      'Microfibre cleaning cloth',
      'Quick-start guide',
    ],
  },
  'custom-ely': {
    subtitle: 'A companion shaped around you',
    description:
      'Choose ELY’s voice, look and personality, and let it learn the rhythms of your day. Launches January 1st; subscriptions open on launch day.',
    features: [
      'Personality, voice and appearance editor',
      'Long-term memory you can review and erase',
      'Mood journal and gentle check-ins',
      'Works on the Octahedron, phone and desktop',
    ],
    specs: [
      { label: 'Billing', value: 'Monthly, cancel any time' },
      { label: 'Platforms', value: 'Octahedron, iOS, Android, web' },
      { label: 'Languages', value: 'English and Spanish at launch' },
    ],
    includesBox: [],
  },
  corporate: {
    subtitle: 'ELY for reception, care and retail',
    description:
      'Branded holographic assistants for lobbies, clinics and stores, deployed and tuned by our team, with analytics that respect your visitors’ privacy.',
    features: [
      'Custom character and voice in your brand',
      'Integration with your booking, CRM or product data',
      'On-site installation and staff training',
      'Service-level agreement and dedicated support',
    ],
    specs: [
      { label: 'Deployment', value: '6 to 10 weeks' },
      { label: 'Support', value: '99.9% uptime SLA, 24/7 on-call' },
      { label: 'Data residency', value: 'US or EU' },
    ],
    includesBox: [],
  },
  academy: {
    subtitle: 'Courses on emotional AI and holography',
    description:
      'Hands-on courses taught by our engineers and researchers: building empathetic conversational agents, volumetric display basics, and AI in clinical research.',
    features: [
      'Self-paced video lessons and live workshops',
      'Projects reviewed by our engineers',
      'Certificate of completion',
    ],
    specs: [
      { label: 'Format', value: 'Online, self-paced with live sessions' },
      { label: 'Length', value: '4 to 8 weeks per course' },
    ],
    includesBox: [],
  },
  consulting: {
    subtitle: 'From research question to validated model',
    description:
      'Our biomedical AI division helps hospitals, laboratories and start-ups design, train and validate models on clinical and molecular data, under the ethics review and privacy safeguards such data demands.',
    features: [
      'Study design and data governance review',
      'Model development and external validation',
      'Regulatory documentation support',
    ],
    specs: [
      { label: 'Engagement', value: 'Fixed-scope or retainer' },
      { label: 'Compliance', value: 'HIPAA- and GDPR-aware processes' },
    ],
    includesBox: [],
  },
};
