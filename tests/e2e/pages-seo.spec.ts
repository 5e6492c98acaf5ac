import { ROUTES, SITEMAP_PATHS } from '#site/pages';
import { SITE_URL } from '#site/site';
import { expect, test } from './fixtures';

const attr = (html: string, pattern: RegExp) => html.match(pattern)?.[1];

/** The JSON-LD blocks of a prerendered page, parsed. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? 'null'),
  );
}

test.describe('SEO in the prerendered HTML', () => {
  test('every route has its own title and description, a canonical URL, Open Graph and Twitter tags', async ({
    request,
  }) => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const path of SITEMAP_PATHS) {
      const html = await (await request.get(path)).text();
      const title = attr(html, /<title>([^<]+)<\/title>/);
      const description = attr(html, /<meta name="description" content="([^"]+)"/);
      expect(title, path).toBeTruthy();
      expect(description, path).toBeTruthy();
      titles.add(title ?? '');
      descriptions.add(description ?? '');
      const canonical = new URL(path, SITE_URL).toString();
      expect(html, path).toContain(`<link rel="canonical" href="${canonical}"/>`);
      expect(html, path).toContain(`<meta property="og:url" content="${canonical}"/>`);
      expect(html, path).toContain(`<meta property="og:title" content="${title}"/>`);
      expect(html, path).toContain(
        `<meta property="og:image" content="${SITE_URL}/images/og-image.jpg"/>`,
      );
      expect(html, path).toContain('<meta name="twitter:card" content="summary_large_image"/>');
      expect(html, path).toContain(
        `<meta name="twitter:image" content="${SITE_URL}/images/og-image.jpg"/>`,
      );
    }
    expect(titles.size).toBe(SITEMAP_PATHS.length);
    expect(descriptions.size).toBe(SITEMAP_PATHS.length);
  });

  test('the home page describes the Organization', async ({ request }) => {
    const blocks = jsonLd(await (await request.get(ROUTES.home)).text());
    expect(blocks).toContainEqual(
      expect.objectContaining({ '@type': 'Organization', name: 'SynthAmour', url: `${SITE_URL}/` }),
    );
  });

  test('the products page describes the Octahedron with a 391 USD pre-order offer', async ({
    request,
  }) => {
    const blocks = jsonLd(await (await request.get(ROUTES.products)).text());
    const product = blocks.find((block) => block['@type'] === 'Product');
    expect(product).toMatchObject({
      name: 'ELY Holographic Octahedron',
      offers: {
        '@type': 'Offer',
        price: '391.00',
        priceCurrency: 'USD',
        availability: 'https://schema.org/PreOrder',
      },
    });
    // The render, as a JPEG a crawler can read, at least 1200 px wide.
    const image = String(product?.image);
    expect(image).toBe(`${SITE_URL}/images/renders/octahedron-hero-1280.jpg`);
    const file = await request.get(new URL(image).pathname);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('image/jpeg');
  });

  test('the Open Graph image is the render card, a 1200 × 630 JPEG', async ({ request }) => {
    const file = await request.get('/images/og-image.jpg');
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('image/jpeg');
    const bytes = await file.body();
    // The JPEG's start-of-frame segment holds its height, then its width.
    const sof = bytes.findIndex((byte, i) => byte === 0xff && bytes[i + 1] === 0xc0);
    expect(sof).toBeGreaterThan(0);
    expect([bytes.readUInt16BE(sof + 5), bytes.readUInt16BE(sof + 7)]).toEqual([630, 1200]);
  });

  test('sitemap.xml lists the public pages and robots.txt points to it', async ({ request }) => {
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(SITEMAP_PATHS.map((path) => new URL(path, SITE_URL).toString()));
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  });
});
