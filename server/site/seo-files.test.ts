import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { PAGES, ROUTES, SITEMAP_PATHS } from '#site/pages';
import { SITE_URL } from '#site/site';
import { registerSeoFileRoutes } from './seo-files';

async function app() {
  const instance = Fastify({ logger: false });
  await instance.register(registerSeoFileRoutes);
  return instance;
}

describe('sitemap.xml', () => {
  it('lists the public pages of the page table as absolute URLs on the site', async () => {
    const response = await (await app()).inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual(SITEMAP_PATHS.map((path) => new URL(path, SITE_URL).toString()));
    expect(locs).toContain(`${SITE_URL}/`);
    expect(locs).toContain(`${SITE_URL}${ROUTES.products}`);
    expect(locs).toContain(`${SITE_URL}${ROUTES.checkout}`);
  });

  it('leaves out the pages that ask not to be indexed', async () => {
    const response = await (await app()).inject({ method: 'GET', url: '/sitemap.xml' });
    for (const key of ['notFound', 'testError'] as const) {
      expect(PAGES[key].noindex).toBe(true);
      expect(response.body).not.toContain(`<loc>${SITE_URL}${ROUTES[key]}</loc>`);
    }
    expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns=/);
  });
});

describe('sitemap.xml alternates', () => {
  it('lists each page’s twin in the other language, and English as x-default', async () => {
    const response = await (await app()).inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const spanishProducts = response.body
      .split('<url>')
      .find((entry) => entry.includes(`<loc>${SITE_URL}/es/productos</loc>`));
    expect(spanishProducts).toContain(
      `<xhtml:link rel="alternate" hreflang="en" href="${SITE_URL}/productos"/>`,
    );
    expect(spanishProducts).toContain(
      `<xhtml:link rel="alternate" hreflang="es" href="${SITE_URL}/es/productos"/>`,
    );
    expect(spanishProducts).toContain(
      `<xhtml:link rel="alternate" hreflang="x-default" href="${SITE_URL}/productos"/>`,
    );
    // SynthAmour Life is Spanish at its root address; its English twin is /en/synthamourlife.
    expect(response.body).toContain(
      `<xhtml:link rel="alternate" hreflang="es" href="${SITE_URL}/synthamourlife"/>`,
    );
    expect(response.body).toContain(`<loc>${SITE_URL}/en/synthamourlife</loc>`);
  });
});

describe('robots.txt', () => {
  it('allows the site, keeps crawlers off the API and points to the sitemap', async () => {
    const response = await (await app()).inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain('User-agent: *');
    expect(response.body).toContain('Disallow: /api/');
    expect(response.body).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  });
});
