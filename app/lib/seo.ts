import type { MetaDescriptor } from 'react-router';
import type { PageMeta } from '../../site/pages';
import { canonicalUrl, OG_IMAGE, OG_IMAGE_ALT, OG_LOCALES, SITE_NAME } from '../../site/site';

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
export const absoluteUrl = canonicalUrl;

/**
 * Title, description, canonical URL, Open Graph and Twitter tags for one page, from its row of the
 * page table: a route passes `__PAGE_META__.<its key>` (see app/page-table.d.ts).
 */
export function pageMeta({ url, title, description, lang, noindex }: PageMeta): MetaDescriptor[] {
  const canonical = absoluteUrl(url);
  const image = absoluteUrl(OG_IMAGE);
  return [
    { title },
    { name: 'description', content: description },
    ...(noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    { tagName: 'link', rel: 'canonical', href: canonical },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:locale', content: OG_LOCALES[lang] },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: canonical },
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
