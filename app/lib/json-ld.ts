/**
 * Structured data (schema.org JSON-LD) for search engines. Routes add it through their `meta`
 * export as a `script:ld+json` descriptor: React Router renders it in the <head> of the
 * prerendered HTML, HTML-escaped. It is data, not script, so the pages' script CSP is unaffected.
 */
import type { MetaDescriptor } from 'react-router';
import { findProduct, type Product } from '../../domain/catalog';
import { centsToDecimal, parsePriceCents } from '../../domain/money';
import { RESOURCE_LINKS, SOCIAL_LINKS } from '../config/external-links';
import { ROUTES } from '../config/site-routes';
import { about, ceo } from '../content/home';
import { OG_IMAGE, SEO, SITE_NAME } from '../content/seo';
import { absoluteUrl } from './seo';

type JsonLd = Record<string, unknown>;

const ORGANIZATION_ID = `${absoluteUrl(ROUTES.home)}#organization`;

/** The company, for the home page: name, logo, founder, where it is and where else it lives. */
export function organizationJsonLd(): JsonLd {
  const blog = RESOURCE_LINKS.find((link) => link.label === 'Blog');
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': ORGANIZATION_ID,
    name: SITE_NAME,
    url: absoluteUrl(ROUTES.home),
    logo: absoluteUrl('/apple-touch-icon.png'),
    image: absoluteUrl(OG_IMAGE),
    description: SEO['/'].description,
    slogan: about.heading,
    founder: { '@type': 'Person', name: ceo.name, jobTitle: ceo.role },
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

const AVAILABILITY: Record<Product['status'], string> = {
  available: 'https://schema.org/InStock',
  presale: 'https://schema.org/PreOrder',
  coming: 'https://schema.org/PreOrder',
};

/** A product sold at a fixed price, with its offer priced from the catalogue. */
export function productJsonLd(product: Product): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${absoluteUrl(ROUTES.products)}#${product.id}`,
    sku: product.id,
    name: product.title,
    description: product.description,
    image: absoluteUrl(product.image),
    brand: { '@type': 'Brand', name: SITE_NAME },
    manufacturer: { '@id': ORGANIZATION_ID },
    offers: {
      '@type': 'Offer',
      url: absoluteUrl(ROUTES.products),
      price: centsToDecimal(parsePriceCents(product.price)),
      priceCurrency: 'USD',
      availability: AVAILABILITY[product.status],
      seller: { '@type': 'Organization', name: SITE_NAME },
    },
  };
}

/** The JSON-LD of the flagship product, the one the catalogue sells at a fixed price today. */
export function octahedronJsonLd(): JsonLd {
  const octahedron = findProduct('octahedron');
  if (!octahedron) throw new Error('The catalogue has no octahedron');
  return productJsonLd(octahedron);
}

/** Wraps structured data as a meta descriptor for a route's `meta` export. */
export function jsonLdMeta(data: JsonLd): MetaDescriptor {
  return { 'script:ld+json': data };
}
