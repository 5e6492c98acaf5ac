import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  FOOTER_COLUMNS,
  localeOfPath,
  localizedRoutes,
  NAV_PAGES,
  orderPagePath,
  PAGES,
  type PageDefinition,
  parameterPages,
  prerenderedPaths,
  ROUTES,
  routeEntries,
  routeModuleOf,
  SITEMAP_PATHS,
  sitemapEntries,
  twinPath,
} from './pages';

const ROWS = Object.entries(PAGES) as [string, PageDefinition][];
const addressOf = (page: PageDefinition) => page.url ?? page.path;

describe('the page table', () => {
  it('has the twelve routes of the product spec among its public pages, and each in Spanish', () => {
    const spec = [
      '/',
      '/tecnologias',
      '/productos',
      '/laboratorio',
      '/developers',
      '/ethics',
      '/partners',
      '/synthamourlife',
      '/contacto',
      '/checkout',
      '/ely',
      '/academia',
    ];
    expect(SITEMAP_PATHS).toEqual(expect.arrayContaining(spec));
    expect(SITEMAP_PATHS).toEqual(
      expect.arrayContaining(['/es', '/es/productos', '/es/contacto', '/en/synthamourlife']),
    );
    // The legal pages a distance seller owes its buyers are public too.
    expect(SITEMAP_PATHS).toEqual(
      expect.arrayContaining(['/privacy', '/terms', '/returns', '/warranty', '/es/warranty']),
    );
    expect(SITEMAP_PATHS).toHaveLength((spec.length + 4) * 2);
  });

  it('names each page with a camelCase key', () => {
    for (const [key] of ROWS) expect(key).toMatch(/^[a-z][A-Za-z0-9]*$/);
  });

  it('gives each page its own address and an existing route module', () => {
    const addresses = ROWS.map(([, page]) => addressOf(page));
    expect(new Set(addresses).size).toBe(addresses.length);
    for (const [key, page] of ROWS) {
      const module = routeModuleOf(key, page);
      expect(existsSync(path.join('app', module)), `${key}: ${module}`).toBe(true);
    }
  });

  it('lists no hidden page in the sitemap, in any language', () => {
    for (const [key, page] of ROWS) {
      if (!page.noindex && !page.testOnly) continue;
      for (const locale of ['en', 'es'] as const) {
        expect(SITEMAP_PATHS, key).not.toContain(localizedRoutes(locale)[key as 'home']);
      }
    }
  });

  it('derives the navbar’s nine pages and the footer’s columns from the rows', () => {
    expect(NAV_PAGES).toEqual([
      'home',
      'ely',
      'products',
      'technologies',
      'laboratory',
      'synthamourLife',
      'academy',
      'ethics',
      'contact',
    ]);
    expect(FOOTER_COLUMNS.find((column) => column.column === 'ely')?.pages).toEqual([
      'ely',
      'products',
      'technologies',
      'checkout',
      'findOrder',
    ]);
    expect(FOOTER_COLUMNS.find((column) => column.column === 'company')?.pages.at(-1)).toBe(
      'contact',
    );
  });

  it('routes each page in both languages to one module, the index first and the catch-alls last', () => {
    const entries = routeEntries({ testRoutes: false });
    expect(entries[0]).toEqual({
      id: 'home',
      path: null,
      file: 'routes/home/route.tsx',
      locale: 'en',
    });
    expect(entries).toContainEqual({
      id: 'home.es',
      path: 'es',
      file: 'routes/home/route.tsx',
      locale: 'es',
    });
    expect(entries).toContainEqual({
      id: 'ely.es',
      path: 'es/ely',
      file: 'routes/ely/route.tsx',
      locale: 'es',
    });
    // /synthamourlife is Spanish at the root; its English twin is prefixed.
    expect(entries).toContainEqual({
      id: 'synthamourLife.en',
      path: 'en/synthamourlife',
      file: 'routes/synthamour-life/route.tsx',
      locale: 'en',
    });
    expect(entries.slice(-2).map((entry) => entry.path)).toEqual(['*', 'es/*']);
    expect(entries.map((entry) => entry.id)).not.toContain('testError');
    expect(routeEntries({ testRoutes: true }).map((entry) => entry.id)).toContain('testError');
  });

  it('prerenders every page in both languages, the order page once per language; test routes only in test builds', () => {
    const paths = prerenderedPaths({ testRoutes: false });
    expect(paths).toEqual(expect.arrayContaining([...SITEMAP_PATHS, '/orders', '/es/orders']));
    expect(paths).toEqual(expect.arrayContaining(['/account', '/es/account', '/404', '/es/404']));
    expect(paths.filter((address) => /[:*]/.test(address))).toEqual([]);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).not.toContain(ROUTES.testError);
    expect(prerenderedPaths({ testRoutes: true })).toContain(ROUTES.testError);
  });
});

describe('languages and addresses', () => {
  it('knows each address’s language', () => {
    expect(localeOfPath('/')).toBe('en');
    expect(localeOfPath('/es')).toBe('es');
    expect(localeOfPath('/es/productos')).toBe('es');
    expect(localeOfPath('/synthamourlife')).toBe('es');
    expect(localeOfPath('/en/synthamourlife')).toBe('en');
    expect(localeOfPath('/orders/ELY-7K3M9Q')).toBe('en');
    expect(localeOfPath('/es/orders/ELY-7K3M9Q')).toBe('es');
    expect(localeOfPath('/no-such-page')).toBe('en');
  });

  it('finds the same page in the other language, order numbers included', () => {
    expect(twinPath('/', 'es')).toBe('/es');
    expect(twinPath('/es', 'en')).toBe('/');
    expect(twinPath('/productos', 'es')).toBe('/es/productos');
    expect(twinPath('/es/productos', 'en')).toBe('/productos');
    expect(twinPath('/synthamourlife', 'en')).toBe('/en/synthamourlife');
    expect(twinPath('/en/synthamourlife', 'es')).toBe('/synthamourlife');
    expect(twinPath('/synthamourlife', 'es')).toBe('/synthamourlife');
    expect(twinPath('/orders/ELY-7K3M9Q', 'es')).toBe('/es/orders/ELY-7K3M9Q');
  });

  it('lists each public page with its twin as alternates in the sitemap', () => {
    const life = sitemapEntries().filter((entry) => entry.alternates.es === '/synthamourlife');
    expect(life.map((entry) => entry.path)).toEqual(['/en/synthamourlife', '/synthamourlife']);
    expect(life[0]?.alternates).toEqual({ en: '/en/synthamourlife', es: '/synthamourlife' });
  });

  it('addresses an order page in each language, and serves it for every order', () => {
    expect(orderPagePath('ELY-7K3M9Q')).toBe('/orders/ELY-7K3M9Q');
    expect(orderPagePath('ELY-7K3M9Q', 'es')).toBe('/es/orders/ELY-7K3M9Q');
    expect(parameterPages()).toEqual([
      { pattern: '/orders/:orderNumber', page: '/orders', noindex: true },
      { pattern: '/es/orders/:orderNumber', page: '/es/orders', noindex: true },
    ]);
  });
});
