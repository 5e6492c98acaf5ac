/**
 * Site-wide SEO constants and types. Each page's own title and description live in its content
 * module (`seo`), so a route ships only its own; `seo.ts` gathers them all for the sitemap and tests.
 */

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

/** The absolute URL of a page, for canonical links and the sitemap. */
export function canonicalUrl(path: Exclude<RoutePath, 'notFound'>): string {
  return new URL(path, SITE_URL).toString();
}
