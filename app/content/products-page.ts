/**
 * Page headings for '/productos' and '/checkout'. The product cards themselves render from
 * `PRODUCTS` in domain/catalog; this module holds only the surrounding copy.
 */

import type { ProductId } from '../../domain/catalog';
import type { CallToAction, PageIntro } from './shared';
import type { PageSeo } from './site';

export const page: PageIntro = {
  eyebrow: 'Products and services',
  title: 'Everything ELY, and the science behind it',
  intro:
    'The ELY Holographic Octahedron brings ELY to your desk as a hologram; Custom ELY lets you shape its voice, look and personality. For organisations, we deploy branded holographic assistants and offer biomedical AI consulting from SynthAmour Bio, and ELY Academy courses are on the way.',
};

/** Labels around each product card on '/productos'. */
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
 * would be. Every one leads to the contact form.
 */
export const CONTACT_CTAS: Partial<Record<ProductId, CallToAction>> = {
  corporate: { label: 'Contact sales', href: '/contacto' },
  academy: { label: 'Join the course waitlist', href: '/contacto' },
  consulting: { label: 'Request a quote', href: '/contacto' },
};

/** Heading for the checkout page ('/checkout'). */
export const checkoutPage: PageIntro = {
  eyebrow: 'Checkout',
  title: 'Complete your order',
  intro:
    'Review your cart, add your shipping details and pay securely. We will email your confirmation and a delivery estimate as soon as your order is placed.',
};

export const seo: PageSeo = {
  title: 'Products — SynthAmour',
  description:
    'The ELY Holographic Octahedron, Custom ELY, Corporate Services, ELY Academy and Biomedical AI Consulting: products and services from SynthAmour.',
};

export const checkoutSeo: PageSeo = {
  title: 'Checkout — SynthAmour',
  description:
    'Complete your SynthAmour order securely: review your cart, add shipping details for your ELY Holographic Octahedron and pay with a trusted provider.',
};
