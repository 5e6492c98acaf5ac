/**
 * The home page's structured data (schema.org Organization), added through `jsonLdMeta` in its
 * `meta` export. Built by loaders at build time (the products page's Product data is in
 * product-json-ld.ts), so no page's code carries it.
 */

import type { Locale } from '#site/locales';
import { localizedRoutes, ROUTES } from '#site/pages';
import { OG_IMAGE, SITE_NAME } from '#site/site';
import { RESOURCE_LINKS, SOCIAL_LINKS } from '../config/external-links';
import { absoluteUrl, type JsonLd } from './seo';

/** One organization whatever the language: its @id is the English home page's. */
export const ORGANIZATION_ID = `${absoluteUrl(ROUTES.home)}#organization`;

interface OrganizationFacts {
  founder: { name: string; jobTitle: string };
  slogan: string;
  /** The home page's description. */
  description: string;
  locale: Locale;
}

/**
 * The company, for the home page: name, logo, founder, where it is and where else it lives, in the
 * page's language. The home page's loader builds it from its copy at build time.
 */
export function organizationJsonLd({
  founder,
  slogan,
  description,
  locale,
}: OrganizationFacts): JsonLd {
  const routes = localizedRoutes(locale);
  const blog = RESOURCE_LINKS.find((link) => link.label === 'Blog');
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': ORGANIZATION_ID,
    name: SITE_NAME,
    url: absoluteUrl(routes.home),
    logo: absoluteUrl('/apple-touch-icon.png'),
    image: absoluteUrl(OG_IMAGE),
    description,
    slogan,
    founder: { '@type': 'Person', ...founder },
    address: {
      '@type': 'PostalAddress',
      addressLocality: 'Mexico City',
      addressCountry: 'MX',
    },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer support',
      url: absoluteUrl(routes.contact),
      availableLanguage: ['English', 'Spanish'],
    },
    sameAs: [...SOCIAL_LINKS.map((link) => link.href), ...(blog ? [blog.href] : [])],
  };
}
