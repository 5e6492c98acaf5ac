import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { finishPages, withoutModulePreloads } from './page-html';

const PAGE = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="preload" href="/assets/inter.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>',
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/root-2.js"/>',
  '<link rel="stylesheet" href="/assets/root-3.css"/></head><body><main>Hello</main>',
  '<script type="module" async="">import "/assets/manifest-1.js";\nimport("/assets/entry.client-4.js");</script>',
  '</body></html>',
].join('');

describe('withoutModulePreloads', () => {
  it('drops the modulepreload links and keeps everything else, the module script included', () => {
    const html = withoutModulePreloads(PAGE);
    expect(html).not.toContain('modulepreload');
    expect(html).toBe(
      PAGE.replace('<link rel="modulepreload" href="/assets/manifest-1.js"/>', '').replace(
        '<link rel="modulepreload" href="/assets/root-2.js"/>',
        '',
      ),
    );
    expect(html).toContain('<link rel="preload" href="/assets/inter.woff2"');
    expect(html).toContain('import("/assets/entry.client-4.js")');
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
    expect(await readFile(path.join(dir, 'ethics', 'index.html'), 'utf8')).not.toContain(
      'modulepreload',
    );
    expect(await readFile(path.join(dir, 'robots.txt'), 'utf8')).toContain('modulepreload');
    expect(await finishPages(dir)).toBe(0);
  });
});
