import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ROUTES, spaFallbackPages } from '../../site/pages';
import { type CspSources, inlineScriptHashes, pageCsp } from '../platform/csp';

export interface StaticSiteOptions {
  /** The `client` folder of the React Router build. */
  root: string;
  csp: CspSources;
}

interface Page {
  /** Path of the HTML file relative to the root. */
  file: string;
  csp: string;
}

/** Hashed build assets never change under the same name; everything else is revalidated. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';
const SHORT = 'public, max-age=3600, must-revalidate';

/** Where the build prerenders the catch-all route, the designed 404 page (site/pages.ts). */
export const NOT_FOUND_PAGE = ROUTES.notFound;

/**
 * What React Router 7 writes for the pages it does not prerender (ssr:false with a prerender
 * list that holds '/'): the root's document with no route rendered, which loads the route's code
 * and renders it in the browser.
 */
export const SPA_FALLBACK_FILE = '__spa-fallback.html';

/**
 * Serves the prerendered site: each route's HTML under its clean URL with its own CSP, the pages
 * rendered only in the browser (the receipt) with React Router's SPA fallback, hashed assets with
 * long-lived caching, and the designed 404 page (status 404) for any unknown URL.
 */
export async function registerStaticSite(app: FastifyInstance, options: StaticSiteOptions) {
  const pages = await findPages(options.root, options.csp);

  await app.register(fastifyStatic, {
    root: options.root,
    prefix: '/',
    index: false,
    redirect: false,
    wildcard: true,
    preCompressed: true,
    cacheControl: false,
    // Pages are served only under their clean URLs, below, with their own headers.
    allowedPath: (_pathName, _root, request) => !request.url.split('?')[0]?.endsWith('.html'),
    setHeaders(res, filePath) {
      res.setHeader('vary', 'accept-encoding');
      const relative = path.relative(options.root, filePath);
      res.setHeader(
        'cache-control',
        relative.startsWith(`assets${path.sep}`)
          ? IMMUTABLE
          : filePath.endsWith('.html')
            ? REVALIDATE
            : SHORT,
      );
    },
  });

  const sendPage = (reply: FastifyReply, page: Page, status = 200) =>
    reply
      .code(status)
      .header('content-security-policy', page.csp)
      .header('cache-control', REVALIDATE)
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8')
      .sendFile(page.file, { cacheControl: false });

  for (const [urlPath, page] of pages) {
    if (urlPath === NOT_FOUND_PAGE) continue;
    const urls = urlPath === '/' ? ['/'] : [urlPath, `${urlPath}/`];
    for (const url of urls) {
      app.get(url, (_request, reply) => sendPage(reply, page));
    }
  }

  const fallback = await readPage(options.root, SPA_FALLBACK_FILE, options.csp);
  for (const { path: pattern, noindex } of spaFallbackPages()) {
    if (!fallback) {
      throw new Error(
        `${options.root} has no ${SPA_FALLBACK_FILE} for ${pattern}: rebuild the site`,
      );
    }
    for (const url of [pattern, `${pattern}/`]) {
      app.get(url, (_request, reply) => {
        // The fallback's own <meta> is the root's; search engines learn noindex from the header.
        if (noindex) reply.header('x-robots-tag', 'noindex');
        return sendPage(reply, fallback);
      });
    }
  }

  const notFoundPage = pages.get(NOT_FOUND_PAGE);
  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      notFoundPage !== undefined;
    if (wantsPage) return sendPage(reply, notFoundPage, 404);
    return reply.code(404).send({
      error: 'NOT_FOUND',
      message: `No route for ${request.method} ${request.url.split('?')[0]}`,
    });
  });

  return { paths: [...pages.keys()] };
}

/** One HTML file of the build with its CSP, or null when the build has none by that name. */
async function readPage(root: string, file: string, sources: CspSources): Promise<Page | null> {
  try {
    const html = await readFile(path.join(root, file), 'utf8');
    return { file, csp: pageCsp(inlineScriptHashes(html), sources) };
  } catch {
    return null;
  }
}

/** Every `index.html` under the root, keyed by the URL path it answers. */
async function findPages(root: string, sources: CspSources): Promise<Map<string, Page>> {
  const pages = new Map<string, Page>();
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || entry.name !== 'index.html') continue;
    const absolute = path.join(entry.parentPath, entry.name);
    const file = path.relative(root, absolute);
    const dir = path.dirname(file);
    const urlPath = dir === '.' ? '/' : `/${dir.split(path.sep).join('/')}`;
    const html = await readFile(absolute, 'utf8');
    pages.set(urlPath, { file, csp: pageCsp(inlineScriptHashes(html), sources) });
  }
  return pages;
}
