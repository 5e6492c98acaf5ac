/**
 * The products page's words around the cards. The cards themselves render from `PRODUCTS` in
 * domain/catalog and each product's copy (products.ts).
 */

import type { ProductId } from '#domain/catalog';
import type { CallToAction, PageIntro, PageLink } from '../shared';
import { ACADEMY_WAITLIST_HREF } from './academia';

export interface ProductsPageCopy {
  readonly page: PageIntro;
  /** Labels around each product card. */
  readonly labels: {
    /** The details toggle; the product's title follows it for screen readers. */
    readonly details: string;
    /** The toggle's accessible name: its visible label, then which product it opens (`{title}`). */
    readonly detailsFor: string;
    readonly features: string;
    readonly specs: string;
    readonly inTheBox: string;
    readonly originalPrice: string;
  };
  /**
   * Products bought by quote or not yet on sale: the link shown where the "Add to cart" button
   * would be. The services lead to the contact form; the Academy to its waitlist, the same
   * address as the Academy page's "Notify me".
   */
  readonly contactCtas: Readonly<Partial<Record<ProductId, PageLink | CallToAction>>>;
}

export const productsPage: ProductsPageCopy = {
  page: {
    eyebrow: 'Products and services',
    title: 'Everything ELY, and the science behind it',
    intro:
      'The ELY Holographic Octahedron brings ELY to your desk as a hologram; Custom ELY lets you shape its voice, look and personality. For organisations, we deploy branded holographic assistants and offer biomedical AI consulting from SynthAmour Bio, and ELY Academy courses are on the way.',
    visual: {
      render: 'front',
      alt: 'The ELY Holographic Octahedron seen straight on: a glass octahedron over a dark base ringed with light',
    },
  },
  labels: {
    details: 'Details and specifications',
    detailsFor: 'Details and specifications: {title}',
    features: 'Highlights',
    specs: 'Specifications',
    inTheBox: 'In the box',
    originalPrice: 'List price',
  },
  contactCtas: {
    corporate: { label: 'Contact sales', page: 'contact' },
    academy: { label: 'Join the course waitlist', href: ACADEMY_WAITLIST_HREF },
    consulting: { label: 'Request a quote', page: 'contact' },
  },
};
