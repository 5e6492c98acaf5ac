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
