import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ORDER_ID_PATTERN } from '#domain/order/order';
import { isOrderNumber } from '#domain/order/order-number';
import { LOCALES, localizedPath } from '#site/locales';
import { packingSlipsPath } from '#site/packing-slips';
import { localeOfPath, orderPagePath, parameterPages, ROUTES } from '#site/pages';
import {
  type CspSources,
  cspNonceCarrier,
  inlineScriptHashes,
  newCspNonce,
  pageCsp,
} from '../platform/csp';

export interface StaticSiteOptions {
  /** The `client` folder of the React Router build. */
  root: string;
  csp: CspSources;
  /**
   * The number of the order an address names (by its number, or by PayPal's id in a link made
   * before order numbers), when it has a page (a payment record); null for any other order, whose
   * address answers with status 404 (and the page, which says it could not find the order).
   * Without it (no database), every order's address answers 200 and the page says what the API
   * says (and moves a PayPal id's address to the number's itself).
   */
  orderPage?: (orderRef: string) => Promise<string | null>;
}

/** A prerendered page and how it is answered. */
type Page = {
  /** Path of the HTML file relative to the root. */
  file: string;
} & (
  | { kind: 'as-built'; csp: string }
  | {
      /** Each answer carries a fresh nonce: in its policy, and in the page's HTML. */
      kind: 'nonce';
      cspFor: (nonce: string) => string;
      /** The page's HTML before and after the place of the nonce's carrier (inside <head>). */
      around: readonly [before: string, after: string];
    }
);

/** Hashed build assets never change under the same name; everything else is revalidated. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';
const SHORT = 'public, max-age=3600, must-revalidate';
/**
 * A page whose answer carries a nonce: no shared cache may keep it (one nonce served to many would
 * be a nonce anyone can read), and a browser asks again each time, with no validator that could
 * pair its old body with a new policy.
 */
const PER_ANSWER = 'private, no-cache';

/** Where the build prerenders the catch-all route, the designed 404 page (site/pages.ts). */
export const NOT_FOUND_PAGE = ROUTES.notFound;

/**
 * Serves the prerendered site: each route's HTML under its clean URL with its own CSP, a page with
 * a value in its address (the order page) for every value, hashed assets with long-lived caching,
 * and the designed 404 page (status 404) for any unknown URL.
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

  const sendPage = (reply: FastifyReply, page: Page, status = 200) => {
    reply.code(status).header('vary', 'accept-encoding').type('text/html; charset=utf-8');
    if (page.kind === 'nonce') {
      const nonce = newCspNonce();
      const [before, after] = page.around;
      return reply
        .header('content-security-policy', page.cspFor(nonce))
        .header('cache-control', PER_ANSWER)
        .send(`${before}${cspNonceCarrier(nonce)}${after}`);
    }
    return reply
      .header('content-security-policy', page.csp)
      .header('cache-control', REVALIDATE)
      .sendFile(page.file, { cacheControl: false });
  };

  for (const [urlPath, page] of pages) {
    if (LOCALES.some((locale) => urlPath === localizedPath(NOT_FOUND_PAGE, locale))) continue;
    const urls = urlPath === '/' ? ['/'] : [urlPath, `${urlPath}/`];
    for (const url of urls) {
      app.get(url, (_request, reply) => sendPage(reply, page));
    }
  }

  /**
   * What an order's address answers: its page (200); a redirect to its number's address, for a
   * link made with PayPal's order id (emails and bookmarks from before order numbers); or the page
   * with status 404 for an order that was never paid, or never existed. A database that does not
   * answer is not a reason to say so: the page then asks the API itself.
   */
  const orderAddress = async (
    orderRef: string,
  ): Promise<{ kind: 'page' } | { kind: 'missing' } | { kind: 'moved'; orderNumber: string }> => {
    const byNumber = isOrderNumber(orderRef);
    if (!byNumber && !ORDER_ID_PATTERN.test(orderRef)) return { kind: 'missing' };
    if (!options.orderPage) return { kind: 'page' };
    const orderNumber = await options.orderPage(orderRef).catch(() => undefined);
    if (orderNumber === undefined) return { kind: 'page' };
    if (orderNumber === null) return { kind: 'missing' };
    return byNumber ? { kind: 'page' } : { kind: 'moved', orderNumber };
  };

  for (const { pattern, page: address, noindex } of parameterPages()) {
    const page = pages.get(address);
    if (!page) throw new Error(`${options.root} has no page for ${address}: rebuild the site`);
    // The page's own <meta> says noindex; the header says it for every address it answers.
    const robots = (reply: FastifyReply) =>
      noindex ? reply.header('x-robots-tag', 'noindex') : reply;
    for (const url of [pattern, `${pattern}/`]) {
      app.get<{ Params: Record<string, string | undefined> }>(url, async (request, reply) => {
        const value = Object.values(request.params)[0];
        const found = value ? await orderAddress(value) : { kind: 'page' as const };
        if (found.kind === 'moved') {
          // The browser keeps the fragment (#token=…) across the redirect: the link still opens
          // the receipt. Permanent: an order's number never changes.
          const [, query] = request.url.split('?');
          const target = orderPagePath(
            found.orderNumber,
            localeOfPath(request.url.split('?')[0] ?? '/'),
          );
          return robots(reply)
            .header('cache-control', REVALIDATE)
            .redirect(query ? `${target}?${query}` : target, 301);
        }
        // The page itself either way (the browser's router expects it at this address, and it
        // says "we could not find this order" once the API answers): only the status differs.
        return sendPage(robots(reply), page, found.kind === 'missing' ? 404 : 200);
      });
    }
    // A client-side navigation to another order asks for its data: the page's, the same for all.
    const data = `${address.slice(1)}.data`;
    app.get(`${pattern}.data`, (_request, reply) =>
      robots(reply).header('cache-control', REVALIDATE).sendFile(data, { cacheControl: false }),
    );
  }

  // One order's packing slip, at the address DESIGN.md gives it: the slips page with that order
  // (the page, not this answer, asks the API for it with the operator's token).
  for (const locale of LOCALES) {
    const slip = localizedPath('/admin/orders/:orderNumber/packing-slip', locale);
    app.get<{ Params: { orderNumber: string } }>(slip, (request, reply) => {
      const { orderNumber } = request.params;
      if (!isOrderNumber(orderNumber)) return notFound(request, reply);
      const target = packingSlipsPath([orderNumber], locale);
      return reply
        .header('x-robots-tag', 'noindex')
        .header('cache-control', 'no-store')
        .redirect(target, 302);
    });
  }

  // The designed 404 page in the language of the address asked for (/es/… in Spanish).
  const notFoundPages = new Map(
    LOCALES.map((locale) => [locale, pages.get(localizedPath(NOT_FOUND_PAGE, locale))]),
  );
  function notFound(request: FastifyRequest, reply: FastifyReply) {
    const notFoundPage = notFoundPages.get(localeOfPath(request.url.split('?')[0] ?? '/'));
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      notFoundPage !== undefined;
    if (wantsPage) return sendPage(reply, notFoundPage, 404);
    return reply.code(404).send({
      error: 'NOT_FOUND',
      message: `No route for ${request.method} ${request.url.split('?')[0]}`,
    });
  }
  app.setNotFoundHandler(notFound);

  return { paths: [...pages.keys()] };
}

/**
 * Every `index.html` under the root, keyed by the URL path it answers. Its own inline scripts are
 * allowed by hash. When an integration needs a nonce, every page gets one, not only the page that
 * loads the integration: the site navigates on the client, so the policy a visitor's document
 * keeps is that of the page they first opened.
 */
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
    const hashes = inlineScriptHashes(html);
    pages.set(
      urlPath,
      sources.scriptNonce
        ? {
            file,
            kind: 'nonce',
            cspFor: (nonce) => pageCsp(hashes, sources, nonce),
            around: splitInsideHead(html, absolute),
          }
        : { file, kind: 'as-built', csp: pageCsp(hashes, sources) },
    );
  }
  return pages;
}

const HEAD_START = /<head(\s[^>]*)?>/i;

/** The page split just inside its <head>, where the nonce's carrier goes. */
function splitInsideHead(html: string, file: string): readonly [string, string] {
  const head = HEAD_START.exec(html);
  if (!head) throw new Error(`${file} has no <head> to carry a CSP nonce: rebuild the site`);
  const at = head.index + head[0].length;
  return [html.slice(0, at), html.slice(at)];
}
