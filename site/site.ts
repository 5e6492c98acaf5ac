/**
 * Facts about the site as a whole, shared by the pages (canonical links, Open Graph) and the
 * server (sitemap.xml, robots.txt). Pure data: imports nothing.
 */

export const SITE_NAME = 'SynthAmour';
export const SITE_URL = 'https://synthamour.com';
/** Where visitors and buyers write to: the contact form's mailto, and order emails' replies. */
export const CONTACT_EMAIL = 'contacto@synthamour.com';
export const OG_IMAGE = '/images/og-image.jpg';
/** What the Open Graph image shows, for people who cannot see it. */
export const OG_IMAGE_ALT =
  'The SynthAmour wordmark and the line “ELY — the holographic companion that understands you” beside the ELY Holographic Octahedron, a glass octahedron on a dark base with ELY glowing inside';

/** The absolute URL of a path on the public site: canonical links, sitemap, structured data. */
export function canonicalUrl(path: string): string {
  return new URL(path, SITE_URL).toString();
}

/** The office's phone, as written and as a `tel:` link needs it. */
export const CONTACT_PHONE = '+52 55 4170 2291';
export const CONTACT_PHONE_HREF = 'tel:+525541702291';

/** The office in Mexico City, as Mexican addresses are written (the country is each language's). */
export const CONTACT_ADDRESS = {
  street: 'Calle Durango 263, Piso 4',
  neighborhood: 'Col. Roma Norte, Alcaldía Cuauhtémoc',
  postalCode: '06700',
  city: 'Ciudad de México, CDMX',
} as const;

/**
 * The company that sells, as the law names it: its legal name (denominación social), its tax id
 * (RFC) and its registered address, the office above. The one source of these facts: the legal
 * pages, every page's footer and every email's footer read them here.
 * LAWYER: counsel confirms the legal name, the RFC and the registered address (domicilio fiscal)
 * before launch; the RFC here is a well-formed stand-in (its check digit is right) until then.
 */
export const COMPANY = {
  legalName: 'SynthAmour, S.A.P.I. de C.V.',
  rfc: 'SYN230612K86',
  address: CONTACT_ADDRESS,
} as const;

/**
 * The legal pages' revision (privacy notice, terms of sale, returns, warranty): revised together,
 * shown at the top of each, and named in every order confirmation with the terms' address, so a
 * buyer keeps which terms they accepted by paying. A change to any of them: a new version, its day.
 */
export const LEGAL_REVISION = { version: '3', date: '2026-11-27' } as const;
