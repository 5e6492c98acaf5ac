/**
 * Types and helpers shared by the content modules. Every page module exports a `page` object of
 * type `PageIntro` (its heading and intro paragraph) so the pages render headings the same way.
 */

import { findProduct, type Product, type ProductId } from '#domain/catalog';
import type { LinkablePageKey } from '#site/pages';
import type { RENDERS } from '../config/renders';
import type { ProductLabels } from '../lib/product-labels';

/**
 * A picture: one of the renders (app/config/renders.ts) or an illustration's path (4:3 SVG), with
 * its text alternative ('' for a decorative one).
 */
export type PageVisual =
  | { readonly render: keyof typeof RENDERS; readonly alt: string }
  | { readonly src: string; readonly alt: string };

/** A page's heading block: optional small label above, the H1, and one intro paragraph. */
export interface PageIntro {
  readonly eyebrow?: string;
  readonly title: string;
  readonly intro: string;
  /** The picture beside the heading on wide screens (from 1024 px; phones show the text alone). */
  readonly visual?: PageVisual;
}

/** A call to action rendered as a link or button-styled link, to another site or a mailto: URL. */
export interface CallToAction {
  readonly label: string;
  readonly href: string;
}

/** A link to one of the site's pages, named by its key in the page table (site/pages.ts). */
export interface PageLink {
  readonly label: string;
  readonly page: LinkablePageKey;
}

/** A catalogue product by id; throws at import time if the id ever disappears from the catalogue. */
export function requireProduct(id: ProductId): Product {
  const product = findProduct(id);
  if (!product) {
    throw new Error(`Content references unknown product id "${id}"`);
  }
  return product;
}

/**
 * What the site promises about the Octahedron, as a language writes it, from the catalogue's
 * fields (domain/catalog.ts): the month it is expected to ship, the latest day it is delivered,
 * and how long its warranty lasts. The product copy, the ELY page and the legal pages all state
 * these, so they can only say the same.
 */
export function octahedronPromises(labels: ProductLabels): {
  shipsFrom: string;
  deliverBy: string;
  warranty: string;
} {
  const octahedron = requireProduct('octahedron');
  const dates = labels.presaleDates(octahedron);
  const warranty = labels.warranty(octahedron);
  if (!dates || !warranty) {
    throw new Error('The catalogue gives the Octahedron no presale dates or no warranty');
  }
  return { ...dates, warranty };
}

/** A share as the language writes percentages: 0.2 → '20%'. */
export function percent(share: number, intlLocale: string): string {
  return new Intl.NumberFormat(intlLocale, { style: 'percent' }).format(share);
}

/** A mailto: link with an encoded subject line. */
export function mailtoHref(email: string, subject: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(subject)}`;
}

/** Where SynthAmour Life's beta requests go. */
export const LIFE_BETA_EMAIL = 'contacto@synthamour.com';
