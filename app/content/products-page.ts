/**
 * Page headings for the products and checkout pages. The product cards themselves render from
 * `PRODUCTS` in domain/catalog; this module holds only the surrounding copy.
 */

import type { ProductId } from '../../domain/catalog';
import { ACADEMY_WAITLIST_HREF } from './academy-waitlist';
import type { CallToAction, PageIntro, PageLink } from './shared';

export const page: PageIntro = {
  eyebrow: 'Products and services',
  title: 'Everything ELY, and the science behind it',
  intro:
    'The ELY Holographic Octahedron brings ELY to your desk as a hologram; Custom ELY lets you shape its voice, look and personality. For organisations, we deploy branded holographic assistants and offer biomedical AI consulting from SynthAmour Bio, and ELY Academy courses are on the way.',
  visual: {
    render: 'front',
    alt: 'The ELY Holographic Octahedron seen straight on: a glass octahedron over a dark base ringed with light',
  },
};

/** Labels around each product card on the products page. */
export const catalogueLabels = {
  /** The details toggle; the product's title follows it for screen readers. */
  details: 'Details and specifications',
  /** The toggle's accessible name: its visible label, then which product it opens. */
  detailsFor: (title: string) => `Details and specifications: ${title}`,
  features: 'Highlights',
  specs: 'Specifications',
  inTheBox: 'In the box',
  originalPrice: 'Original price',
} as const;

/**
 * Products bought by quote or not yet on sale: the link shown where the "Add to cart" button
 * would be. The services lead to the contact form; the Academy to its waitlist, the same address
 * as the Academy page's "Notify me".
 */
export const CONTACT_CTAS: Partial<Record<ProductId, PageLink | CallToAction>> = {
  corporate: { label: 'Contact sales', page: 'contact' },
  academy: { label: 'Join the course waitlist', href: ACADEMY_WAITLIST_HREF },
  consulting: { label: 'Request a quote', page: 'contact' },
};

/** Heading for the checkout page. */
export const checkoutPage: PageIntro = {
  eyebrow: 'Checkout',
  title: 'Complete your order',
  intro:
    'Review your cart, add your shipping details and pay securely. We will email your confirmation and a delivery estimate as soon as your order is placed.',
  visual: { src: '/images/illustrations/checkout.svg', alt: '' },
};
