import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { finishPages, hydrateAfterFirstPaint, withoutModulePreloads } from './page-html';

/** The boot script as React Router 7 writes it into a prerendered page. */
const BOOT = [
  'import "/assets/manifest-1.js";',
  'import * as route0 from "/assets/root-2.js";',
  'import * as route1 from "/assets/ethics-5.js";',
  '  ',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/ethics":route1};',
  '',
  'import("/assets/entry.client-4.js");',
].join('\n');

const PAGE = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="preload" href="/assets/inter.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>',
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/root-2.js"/>',
  '<link rel="stylesheet" href="/assets/root-3.css"/></head><body><main>Hello</main>',
  `<script>window.__reactRouterContext = {};</script><script type="module" async="">${BOOT}</script>`,
  '</body></html>',
].join('');

describe('withoutModulePreloads', () => {
  it('drops the modulepreload links and keeps everything else, the boot script included', () => {
    const html = withoutModulePreloads(PAGE);
    expect(html).not.toContain('modulepreload');
    expect(html).toBe(
      PAGE.replace('<link rel="modulepreload" href="/assets/manifest-1.js"/>', '').replace(
        '<link rel="modulepreload" href="/assets/root-2.js"/>',
        '',
      ),
    );
    expect(html).toContain('<link rel="preload" href="/assets/inter.woff2"');
    expect(html).toContain(BOOT);
  });
});

describe('hydrateAfterFirstPaint', () => {
  const bootOf = (html: string) =>
    /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

  it('waits for the first painted frame, then imports the same modules and starts the client entry', () => {
    const boot = bootOf(hydrateAfterFirstPaint(PAGE));
    expect(boot).not.toMatch(/^import /m);
    expect(boot.split('\n')).toEqual([
      "await new Promise((go) => document.visibilityState === 'hidden' ? go() : requestAnimationFrame(() => setTimeout(go)));",
      'const [, route0, route1] = await Promise.all([import("/assets/manifest-1.js"), import("/assets/root-2.js"), import("/assets/ethics-5.js")]);',
      'window.__reactRouterRouteModules = {"root":route0,"routes/ethics":route1};',
      'import("/assets/entry.client-4.js");',
    ]);
  });

  it('runs: the route modules are registered before the client entry is imported', async () => {
    const boot = bootOf(hydrateAfterFirstPaint(PAGE));
    const order: string[] = [];
    const globals = {
      document: { visibilityState: 'visible' },
      requestAnimationFrame: (callback: () => void) => setTimeout(callback, 1),
      window: {} as { __reactRouterRouteModules?: Record<string, unknown> },
    };
    const importModule = async (url: string) => {
      order.push(
        url === '/assets/entry.client-4.js'
          ? `entry after ${Object.keys(globals.window.__reactRouterRouteModules ?? {}).join('+')}`
          : url,
      );
      return { url };
    };
    const run = new Function(
      'document',
      'requestAnimationFrame',
      'window',
      'load',
      `return (async () => { ${boot.replaceAll('import(', 'load(')} })();`,
    );
    await run(globals.document, globals.requestAnimationFrame, globals.window, importModule);
    expect(order).toEqual([
      '/assets/manifest-1.js',
      '/assets/root-2.js',
      '/assets/ethics-5.js',
      'entry after root+routes/ethics',
    ]);
  });

  it('keeps route ids verbatim, `$` included (a splat route is "routes/$")', () => {
    const page = PAGE.replace(
      '"routes/ethics":route1',
      () => '"routes/$":route1,"routes/$&$$":route0',
    );
    const html = hydrateAfterFirstPaint(page);
    expect(bootOf(html).split('\n')[2]).toBe(
      'window.__reactRouterRouteModules = {"root":route0,"routes/$":route1,"routes/$&$$":route0};',
    );
    expect(html.match(/<script type="module"/g)).toHaveLength(1);
  });

  it('leaves a page it has already rewritten as it is', () => {
    const once = hydrateAfterFirstPaint(PAGE);
    expect(hydrateAfterFirstPaint(once)).toBe(once);
  });

  it('refuses a page whose boot script it does not recognise, rather than guess', () => {
    expect(() => hydrateAfterFirstPaint('<html><body></body></html>')).toThrow(
      /No React Router boot script/,
    );
    expect(() =>
      hydrateAfterFirstPaint(PAGE.replace('import * as route1 from', 'import { route1 } from')),
    ).toThrow(/Unexpected import/);
  });
});

describe('finishPages', () => {
  it('rewrites every page of a build folder, nested ones too, and counts them', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'ely-pages-'));
    await mkdir(path.join(dir, 'ethics'));
    await writeFile(path.join(dir, 'index.html'), PAGE);
    await writeFile(path.join(dir, 'ethics', 'index.html'), PAGE);
    await writeFile(path.join(dir, 'robots.txt'), '<link rel="modulepreload" href="x"/>');
    expect(await finishPages(dir)).toBe(2);
    const ethics = await readFile(path.join(dir, 'ethics', 'index.html'), 'utf8');
    expect(ethics).not.toContain('modulepreload');
    expect(ethics).toContain('await Promise.all([import("/assets/manifest-1.js")');
    expect(await readFile(path.join(dir, 'robots.txt'), 'utf8')).toContain('modulepreload');
    expect(await finishPages(dir)).toBe(0);
  });
});
