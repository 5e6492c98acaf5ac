/**
 * The home page's structured data (schema.org Organization), added through `jsonLdMeta` in its
 * `meta` export. The products page's Product data lives in product-json-ld.ts, so neither page
 * bundles the other's.
 */

import { OG_IMAGE, SITE_NAME } from '../../site/site';
import { RESOURCE_LINKS, SOCIAL_LINKS } from '../config/external-links';
import { ROUTES } from '../config/site-routes';
import { absoluteUrl, type JsonLd } from './seo';

const ORGANIZATION_ID = `${absoluteUrl(ROUTES.home)}#organization`;

interface OrganizationFacts {
  founder: { name: string; jobTitle: string };
  slogan: string;
  /** The home page's description. */
  description: string;
}

/**
 * The company, for the home page: name, logo, founder, where it is and where else it lives. The
 * home page passes in the facts from its own copy and row, so other pages never bundle them.
 */
export function organizationJsonLd({ founder, slogan, description }: OrganizationFacts): JsonLd {
  const blog = RESOURCE_LINKS.find((link) => link.label === 'Blog');
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': ORGANIZATION_ID,
    name: SITE_NAME,
    url: absoluteUrl(ROUTES.home),
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
      url: absoluteUrl(ROUTES.contact),
      availableLanguage: ['English', 'Spanish'],
    },
    sameAs: [...SOCIAL_LINKS.map((link) => link.href), ...(blog ? [blog.href] : [])],
  };
}
