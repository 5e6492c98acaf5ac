/**
 * What each page is called: its <title> (at most 60 characters), its meta description (120 to 160)
 * and, for the pages the navbar and the footer list, their labels there. Keys are the page table's
 * (site/pages.ts).
 */
import type { PageKey } from '#site/pages';
import { productLabels as labelsFor } from '../../lib/product-labels';
import { octahedronPromises } from '../shared';
import { productLabels } from './product-labels';

const { warranty } = octahedronPromises(labelsFor(productLabels, 'en-US'));

export interface PageCopy {
  readonly title: string;
  readonly description: string;
  /** The page's label in the navbar and the mobile menu. */
  readonly nav?: string;
  /** The page's label in the footer. */
  readonly footer?: string;
}

export type PagesCopy = { readonly [K in PageKey]: PageCopy };

export const pages: PagesCopy = {
  home: {
    title: 'SynthAmour — ELY, the holographic AI companion',
    description:
      'SynthAmour builds ELY, an emotional AI companion projected as a hologram, and biomedical AI for chronic disease care. Designed in Mexico City.',
    nav: 'Home',
  },
  ely: {
    title: 'ELY — SynthAmour',
    description:
      'Meet ELY, the emotional AI companion you can see. Reserve the ELY Holographic Octahedron at the presale price, with ELY included free for one year.',
    nav: 'ELY',
    footer: 'Meet ELY',
  },
  products: {
    title: 'Products — SynthAmour',
    description:
      'The ELY Holographic Octahedron, Custom ELY, Corporate Services, ELY Academy and Biomedical AI Consulting: products and services from SynthAmour.',
    nav: 'Products',
    footer: 'Products',
  },
  technologies: {
    title: 'Technologies — SynthAmour',
    description:
      'Volumetric display, affect recognition from voice, on-device privacy and clinical AI: the technologies behind ELY and SynthAmour Bio, explained.',
    nav: 'Technologies',
    footer: 'Technologies',
  },
  laboratory: {
    title: 'Laboratory — SynthAmour',
    description:
      'Follow our research in volumetric projection, affective computing, on-device privacy and medical AI, with honest progress figures for each project.',
    nav: 'Laboratory',
    footer: 'Laboratory',
  },
  synthamourLife: {
    title: 'SynthAmour Life — AI health care for chronic illness',
    description:
      'SynthAmour Life: an AI health assistant for living with diabetes, hypertension and other chronic illnesses. Open beta for patients and doctors.',
    nav: 'SynthAmour Life',
    footer: 'SynthAmour Life',
  },
  academy: {
    title: 'ELY Academy — SynthAmour',
    description:
      'ELY Academy, coming soon: online courses on empathetic conversational agents, volumetric displays and AI in clinical research, taught by our team.',
    nav: 'Academy',
    footer: 'Academy',
  },
  ethics: {
    title: 'AI Ethics — SynthAmour',
    description:
      'How SynthAmour protects emotional data, asks for consent, keeps ELY transparent about being an AI, and holds its medical research to clinical standards.',
    nav: 'Ethics',
    footer: 'AI Ethics',
  },
  developers: {
    title: 'Developers — SynthAmour',
    description:
      'The ELY developer platform is coming soon: a Skills API, TypeScript and Python SDKs, and a sandbox with a virtual Octahedron. Ask for early access.',
    footer: 'Developers',
  },
  partners: {
    title: 'Partners — SynthAmour',
    description:
      'Our partner programme for resellers, clinical partners and integrators is coming soon. Tell us about your organisation and we will be in touch.',
    footer: 'Partners',
  },
  privacy: {
    title: 'Privacy notice — SynthAmour',
    description:
      'What personal data SynthAmour collects when you buy, sign in or write to us, why, who else sees it, and how to access, correct or delete it.',
    footer: 'Privacy notice',
  },
  terms: {
    title: 'Terms of sale — SynthAmour',
    description:
      'The terms of every purchase at SynthAmour: prices in US dollars with taxes, the Octahedron presale and its delivery date, invoices, warranty and complaints.',
    footer: 'Terms of sale',
  },
  returns: {
    title: 'Returns and refunds — SynthAmour',
    description:
      'Cancel before shipping, return within 5 business days of delivery, claim the warranty, and know when your refund arrives: the SynthAmour returns policy.',
    footer: 'Returns',
  },
  warranty: {
    title: 'Warranty — SynthAmour',
    description: `The warranty of the ELY Holographic Octahedron: ${warranty} from delivery, what it covers, how and where to claim it, and why it costs you nothing.`,
    footer: 'Warranty',
  },
  contact: {
    title: 'Contact — SynthAmour',
    description:
      'Contact SynthAmour in Mexico City about ELY, Corporate Services, research partnerships or your order. We reply within one business day.',
    nav: 'Contact',
    footer: 'Contact',
  },
  checkout: {
    title: 'Checkout — SynthAmour',
    description:
      'Complete your SynthAmour order securely: review your cart, add shipping details for your ELY Holographic Octahedron and pay with a trusted provider.',
    footer: 'Checkout',
  },
  findOrder: {
    title: 'Find my order — SynthAmour',
    description:
      'Lost your order email? Give the email you ordered with and your order number, and we will send the link to your order page to that address.',
    footer: 'Find my order',
  },
  receipt: {
    title: 'Your order — SynthAmour',
    description:
      'Your SynthAmour order: what you bought, what you paid, where it ships and where it stands now. Private to you and whoever has its link.',
  },
  account: {
    title: 'Your account — SynthAmour',
    description:
      'Your SynthAmour account: the email or phone you sign in with, and every order you placed while signed in, with its status and its receipt.',
  },
  admin: {
    title: 'Operator console — SynthAmour',
    description:
      'The SynthAmour operator console: find orders, ship them with a tracking number, refund them and see who did what. For signed-in operators only.',
  },
  packingSlips: {
    title: 'Packing slips — SynthAmour',
    description:
      'Printable packing slips of SynthAmour orders: the order number and its QR code, the items, the ship-to address and the contact. For signed-in operators only.',
  },
  testError: {
    title: 'Error route — SynthAmour',
    description: 'Renders at build time, then throws once hydrated, to show the error fallback.',
  },
  notFound: {
    title: 'Page not found — SynthAmour',
    description:
      'The page you were looking for does not exist or has moved. Return to the SynthAmour home page to meet ELY or explore our technology and research.',
  },
};
