import type { FastifyInstance } from 'fastify';
import { DEFAULT_LOCALE } from '#site/locales';
import { sitemapEntries } from '#site/pages';
import { canonicalUrl } from '#site/site';

/**
 * sitemap.xml and robots.txt, made from the page table (site/pages.ts) and the site URL the pages
 * use for their canonical links, so a new page or a new domain can never leave them stale. They are computed once
 * at start-up: serving them costs a string write.
 */

const xmlEscape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Every public page in every language, each listing its twins (and x-default, the English one)
 * as alternates, the way search engines learn that /productos and /es/productos are one page.
 */
export function sitemapXml(): string {
  const link = (hreflang: string, path: string) =>
    `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${xmlEscape(canonicalUrl(path))}"/>`;
  const urls = sitemapEntries().map(({ path, alternates }) =>
    [
      '  <url>',
      `    <loc>${xmlEscape(canonicalUrl(path))}</loc>`,
      ...Object.entries(alternates).map(([locale, address]) => link(locale, address)),
      link('x-default', alternates[DEFAULT_LOCALE]),
      '  </url>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(): string {
  return [
    'User-agent: *',
    'Allow: /',
    // The API answers machines, not readers.
    'Disallow: /api/',
    '',
    `Sitemap: ${canonicalUrl('/')}sitemap.xml`,
    '',
  ].join('\n');
}

const CACHE = 'public, max-age=3600';

export async function registerSeoFileRoutes(app: FastifyInstance) {
  const sitemap = sitemapXml();
  const robots = robotsTxt();
  app.get('/sitemap.xml', (_request, reply) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', CACHE).send(sitemap),
  );
  app.get('/robots.txt', (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', CACHE).send(robots),
  );
}
