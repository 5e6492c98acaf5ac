/** Copy for the home page. */

import type { ProductId } from '#domain/catalog';
import type { PageLink } from '../shared';
import { products } from './products';

export interface HomeHero {
  readonly eyebrow: string;
  readonly headline: string;
  readonly subheadline: string;
  readonly primaryCta: PageLink;
  readonly secondaryCta: PageLink;
  /** Accessible names of the background video's control; the name says what a press will do. */
  readonly video: { readonly pause: string; readonly play: string };
}

export interface KeyFigure {
  readonly value: string;
  readonly label: string;
}

export interface AboutSection {
  readonly eyebrow: string;
  readonly heading: string;
  readonly paragraphs: readonly string[];
  readonly figures: readonly KeyFigure[];
}

export interface CeoBlock {
  readonly heading: string;
  readonly name: string;
  readonly role: string;
  readonly quote: string;
  readonly bio: string;
  /** The founder block's picture (a sculpted bust, not a photograph), for people who cannot see it. */
  readonly portraitAlt: string;
}

/** Where a home product card sends the visitor. */
export type FeaturedCardAction =
  | { readonly kind: 'link'; readonly page: 'ely' | 'products'; readonly label: string }
  /** The card shows a 'Coming Soon' alert instead of navigating. */
  | {
      readonly kind: 'coming-soon';
      /** The button that reveals the alert. */
      readonly label: string;
      /** The alert's title, as the spec words it. */
      readonly title: string;
      readonly alert: string;
      /** The alert's close button. */
      readonly dismiss: string;
    };

export interface FeaturedProductCard {
  readonly productId: ProductId;
  /** The product's subtitle (its copy's, products.ts). */
  readonly subtitle: string;
  readonly action: FeaturedCardAction;
}

export interface HomeCopy {
  readonly hero: HomeHero;
  readonly about: AboutSection;
  readonly ceo: CeoBlock;
  readonly featuredProducts: FeaturedProductsSection;
}

export interface FeaturedProductsSection {
  readonly heading: string;
  readonly intro: string;
  /** The words before a struck-through list price. */
  readonly originalPriceLabel: string;
  /** A card link's accessible name: its visible `{label}`, then the product it is about (`{title}`). */
  readonly linkLabel: string;
  readonly cards: readonly FeaturedProductCard[];
}

const hero: HomeHero = {
  eyebrow: 'Emotional AI · Volumetric holography · Biomedical research',
  headline: 'Meet ELY, the companion made of light.',
  subheadline:
    'ELY is an emotional AI companion that lives as a hologram inside a glass octahedron on your desk. It listens, remembers what you choose to share, and answers with a voice and expression tuned to how you are feeling.',
  primaryCta: { label: 'Reserve your Octahedron', page: 'ely' },
  secondaryCta: { label: 'Explore the technology', page: 'technologies' },
  video: { pause: 'Pause background video', play: 'Play background video' },
};

const about: AboutSection = {
  eyebrow: 'About SynthAmour',
  heading: 'Technology that listens before it speaks',
  paragraphs: [
    'SynthAmour is a Mexico City company building artificial intelligence that people can live with. Our first product is ELY, a companion that combines a conversational model, affect recognition from voice, and a volumetric display that makes it visible from every side of the room.',
    'Our second team, SynthAmour Bio, applies the same work on long-term, personal AI to chronic disease. Its health platform, SynthAmour Life, helps patients across Latin America keep track of treatment between appointments and gives their clinicians a clearer picture of what happens at home.',
    'Both sides of the company follow one set of published ethics principles: ELY always says it is an AI, emotional and health data stay under the user’s control, and anything still in research is labelled as research.',
  ],
  figures: [
    { value: '360°', label: 'Viewing angle of the Octahedron’s volumetric projection' },
    { value: '14', label: 'Chronic conditions covered by the SynthAmour Life beta' },
    { value: '2', label: 'Languages at launch: English and Spanish' },
    { value: 'GMT-6', label: 'Designed and engineered in Mexico City' },
  ],
};

const ceo: CeoBlock = {
  heading: 'A word from our founder',
  name: 'Valeria Montes',
  role: 'Founder & CEO',
  quote:
    'We are not trying to replace the people in anyone’s life. We are building a companion that is honest about what it is, that helps on the long, ordinary days, and that knows when to point you toward a human being.',
  bio: 'Valeria Montes founded SynthAmour in Mexico City after a decade working on conversational systems and clinical data platforms. She leads the company’s product and research strategy across ELY and SynthAmour Bio, and chairs the internal ethics board that reviews every feature touching emotional or health data.',
  portraitAlt:
    'Portrait of Valeria Montes as a sculpted bust in dark stone: in profile, her hair drawn back into a low knot',
};

const featuredProducts: FeaturedProductsSection = {
  heading: 'Products and services',
  intro:
    'From the Octahedron on your desk to holographic assistants for clinics and stores, everything we sell runs on the same ELY platform.',
  originalPriceLabel: 'List price',
  linkLabel: '{label}: {title}',
  cards: [
    {
      productId: 'octahedron',
      subtitle: products.octahedron.subtitle,
      action: { kind: 'link', page: 'ely', label: 'Discover ELY' },
    },
    {
      productId: 'custom-ely',
      subtitle: products['custom-ely'].subtitle,
      action: { kind: 'link', page: 'ely', label: 'See Custom ELY' },
    },
    {
      productId: 'corporate',
      subtitle: products.corporate.subtitle,
      action: { kind: 'link', page: 'products', label: 'View services' },
    },
    {
      productId: 'academy',
      subtitle: products.academy.subtitle,
      action: {
        kind: 'coming-soon',
        label: 'See the courses',
        title: 'Coming Soon',
        alert: 'ELY Academy is coming soon. Course enrolment has not opened yet.',
        dismiss: 'Dismiss',
      },
    },
    {
      productId: 'consulting',
      subtitle: products.consulting.subtitle,
      action: { kind: 'link', page: 'products', label: 'View services' },
    },
  ],
};

export const home: HomeCopy = { hero, about, ceo, featuredProducts };
