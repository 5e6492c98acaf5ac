import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../app/config/site-routes';
import { SITE_URL } from '../../app/content/seo';
import { registerSeoFileRoutes } from './seo-files';

async function app() {
  const instance = Fastify({ logger: false });
  await instance.register(registerSeoFileRoutes);
  return instance;
}

describe('sitemap.xml', () => {
  it('lists the 12 public routes as absolute URLs on the site', async () => {
    const response = await (await app()).inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toHaveLength(12);
    expect(locs).toEqual(Object.values(ROUTES).map((path) => new URL(path, SITE_URL).toString()));
    expect(locs).toContain(`${SITE_URL}/`);
    expect(locs).toContain(`${SITE_URL}/productos`);
    expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns=/);
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
