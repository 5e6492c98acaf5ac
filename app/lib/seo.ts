import type { MetaDescriptor } from 'react-router';
import { OG_IMAGE, OG_IMAGE_ALT, SITE_NAME, SITE_URL } from '../content/site';

interface PageMetaInput {
  /** The route's path ('/', '/ely' …); the canonical URL is built from it. */
  path: string;
  title: string;
  description: string;
  /** Open Graph locale; the Spanish page passes 'es_MX'. */
  locale?: string;
  /** Pages that must not be indexed (the 404 page). */
  noindex?: boolean;
}

/** A schema.org JSON-LD object. */
export type JsonLd = Record<string, unknown>;

/**
 * Structured data as a meta descriptor for a route's `meta` export: React Router renders it as a
 * `<script type="application/ld+json">` in the <head> of the prerendered HTML, HTML-escaped. It is
 * data, not script, so the pages' script CSP does not apply to it.
 */
export function jsonLdMeta(data: JsonLd): MetaDescriptor {
  return { 'script:ld+json': data };
}

/** The absolute URL of a path on the public site: canonical links, sitemap, structured data. */
export function absoluteUrl(path: string): string {
  return new URL(path, SITE_URL).toString();
}

/** Title, description, canonical URL, Open Graph and Twitter tags for one page. */
export function pageMeta({
  path,
  title,
  description,
  locale = 'en_US',
  noindex = false,
}: PageMetaInput): MetaDescriptor[] {
  const url = absoluteUrl(path);
  const image = absoluteUrl(OG_IMAGE);
  return [
    { title },
    { name: 'description', content: description },
    ...(noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:locale', content: locale },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: '1200' },
    { property: 'og:image:alt', content: OG_IMAGE_ALT },
    { property: 'og:image:height', content: '630' },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
    { name: 'twitter:image:alt', content: OG_IMAGE_ALT },
  ];
}
