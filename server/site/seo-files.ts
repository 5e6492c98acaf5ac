import type { FastifyInstance } from 'fastify';
import { SITEMAP_PATHS } from '../../site/pages';
import { canonicalUrl } from '../../site/site';

/**
 * sitemap.xml and robots.txt, made from the page table (site/pages.ts) and the site URL the pages
 * use for their canonical links, so a new page or a new domain can never leave them stale. They are computed once
 * at start-up: serving them costs a string write.
 */

const xmlEscape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function sitemapXml(): string {
  const urls = SITEMAP_PATHS.map(
    (path) => `  <url><loc>${xmlEscape(canonicalUrl(path))}</loc></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
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
