/** Page titles and meta descriptions for every route, plus site-wide SEO constants. */

export const SITE_NAME = 'SynthAmour';
export const SITE_URL = 'https://synthamour.com';
export const OG_IMAGE = '/images/og-image.png';
/** What the Open Graph image shows, for people who cannot see it. */
export const OG_IMAGE_ALT =
  'The SynthAmour wordmark beside a glowing holographic octahedron, with the line “ELY — the holographic companion that understands you”';

export type RoutePath =
  | '/'
  | '/tecnologias'
  | '/productos'
  | '/laboratorio'
  | '/developers'
  | '/ethics'
  | '/partners'
  | '/synthamourlife'
  | '/contacto'
  | '/checkout'
  | '/ely'
  | '/academia'
  | 'notFound';

export interface PageSeo {
  /** At most 60 characters. */
  readonly title: string;
  /** 120 to 160 characters. */
  readonly description: string;
}

export const SEO: Record<RoutePath, PageSeo> = {
  '/': {
    title: 'SynthAmour — ELY, the holographic AI companion',
    description:
      'SynthAmour builds ELY, an emotional AI companion projected as a hologram, and biomedical AI for chronic disease care. Designed in Mexico City.',
  },
  '/tecnologias': {
    title: 'Technologies — SynthAmour',
    description:
      'Volumetric display, affect recognition from voice, on-device privacy and clinical AI: the technologies behind ELY and SynthAmour Bio, explained.',
  },
  '/productos': {
    title: 'Products — SynthAmour',
    description:
      'The ELY Holographic Octahedron, Custom ELY, Corporate Services, ELY Academy and Biomedical AI Consulting: products and services from SynthAmour.',
  },
  '/laboratorio': {
    title: 'Laboratory — SynthAmour',
    description:
      'Follow our research in volumetric projection, affective computing, on-device privacy and medical AI, with honest progress figures for each project.',
  },
  '/developers': {
    title: 'Developers — SynthAmour',
    description:
      'The ELY developer platform is coming soon: a Skills API, TypeScript and Python SDKs, and a sandbox with a virtual Octahedron. Ask for early access.',
  },
  '/ethics': {
    title: 'AI Ethics — SynthAmour',
    description:
      'How SynthAmour protects emotional data, asks for consent, keeps ELY transparent about being an AI, and holds its medical research to clinical standards.',
  },
  '/partners': {
    title: 'Partners — SynthAmour',
    description:
      'Our partner programme for resellers, clinical partners and integrators is coming soon. Tell us about your organisation and we will be in touch.',
  },
  // Written here, not imported from ./synthamourlife: every route bundles this module, and importing
  // that page's copy would ship the whole Spanish page in every route's first-paint JS.
  '/synthamourlife': {
    title: 'SynthAmour Life — Salud con IA para enfermedades crónicas',
    description:
      'SynthAmour Life: asistente de salud con IA para vivir con diabetes, hipertensión y otras enfermedades crónicas. Beta abierta para pacientes y médicos.',
  },
  '/contacto': {
    title: 'Contact — SynthAmour',
    description:
      'Contact SynthAmour in Mexico City about ELY, Corporate Services, research partnerships or your order. We reply within one business day.',
  },
  '/checkout': {
    title: 'Checkout — SynthAmour',
    description:
      'Complete your SynthAmour order securely: review your cart, add shipping details for your ELY Holographic Octahedron and pay with a trusted provider.',
  },
  '/ely': {
    title: 'ELY — SynthAmour',
    description:
      'Meet ELY, the emotional AI companion you can see. Reserve the ELY Holographic Octahedron at the presale price, with ELY included free for one year.',
  },
  '/academia': {
    title: 'ELY Academy — SynthAmour',
    description:
      'ELY Academy, coming soon: online courses on empathetic conversational agents, volumetric displays and AI in clinical research, taught by our team.',
  },
  notFound: {
    title: 'Page not found — SynthAmour',
    description:
      'The page you were looking for does not exist or has moved. Return to the SynthAmour home page to meet ELY or explore our technology and research.',
  },
};

/** Absolute canonical URL for a route path ('/' → 'https://synthamour.com/', as pages link it). */
export function canonicalUrl(path: Exclude<RoutePath, 'notFound'>): string {
  return new URL(path, SITE_URL).toString();
}
