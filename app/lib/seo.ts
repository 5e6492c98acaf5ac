import type { MetaDescriptor } from 'react-router';
import { LOCALE_SETTINGS, type Locale } from '#site/locales';
import { canonicalUrl, OG_IMAGE, OG_IMAGE_ALT, SITE_NAME } from '#site/site';

/** What a page's `meta` needs, from its loader (app/i18n/catalogues.server.ts `pageMetaData`). */
export interface PageMeta {
  readonly locale: Locale;
  readonly title: string;
  readonly description: string;
  /** The page's own address: its canonical link. */
  readonly path: string;
  /** The same page in every language, and the one for languages the site does not speak. */
  readonly alternates: Readonly<Record<Locale, string>>;
  readonly xDefault: string;
  readonly noindex?: boolean;
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
export const absoluteUrl = canonicalUrl;

/**
 * Title, description, canonical URL, the same page in every language (hreflang), Open Graph and
 * Twitter tags for one page, from its loader's `meta` (its language's copy).
 */
export function pageMeta(meta: PageMeta | undefined): MetaDescriptor[] {
  if (!meta) return [];
  const { locale, title, description, path, alternates, xDefault, noindex } = meta;
  const canonical = absoluteUrl(path);
  const image = absoluteUrl(OG_IMAGE);
  return [
    { title },
    { name: 'description', content: description },
    ...(noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    { tagName: 'link', rel: 'canonical', href: canonical },
    ...(Object.entries(alternates) as [Locale, string][]).map(([language, href]) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: language,
      href: absoluteUrl(href),
    })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: absoluteUrl(xDefault) },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:locale', content: LOCALE_SETTINGS[locale].og },
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
