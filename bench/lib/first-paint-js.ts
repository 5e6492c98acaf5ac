import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import ts from 'typescript';

/**
 * Measures the JavaScript a prerendered page loads before the visitor can interact with it,
 * straight from the build output (no browser): the `<link rel="modulepreload">` hrefs, the
 * imports of the inline module script React Router writes into the HTML (including its dynamic
 * `import()` of the client entry, which runs at once), and every static `import`/`export … from`
 * of those chunks, followed to the end. Dynamic `import()` inside a chunk is not followed: that
 * code loads later (a lazy route, the sign-in dialog, the PayPal buttons).
 *
 * Shared by the budget test (tests/e2e/budget.spec.ts) and the benchmark (bench/run.ts).
 */

/** 1 KiB = 1024 bytes: every "KB" this project reports is a KiB. */
export const KIB = 1024;

/** Why a chunk is part of first paint. */
export type ChunkSource = 'modulepreload' | 'module-script' | 'static-import';

export interface FirstPaintChunk {
  /** URL path as the browser requests it, e.g. `/assets/root-BWGV1xV0.js`. */
  url: string;
  source: ChunkSource;
  rawBytes: number;
  /** Size after `gzip -9` (zlib level 9), what the budget counts. */
  gzipBytes: number;
  /**
   * Size after brotli at quality 11: what the server sends a browser that accepts it
   * (dev/precompress.ts writes the same), and the unit issue 40 measures the wire in.
   */
  brotliBytes: number;
  /** Names of the forbidden-code markers found in the chunk (see FORBIDDEN_CODE_MARKERS). */
  forbidden: string[];
  /** The chunk's static imports, as written in it (`./framework-CTu8QB7M.js`). */
  imports: string[];
}

export interface FirstPaintReport {
  route: string;
  htmlFile: string;
  chunks: FirstPaintChunk[];
  /** Scripts from another origin: not measurable here, and not allowed on first paint. */
  externalScripts: string[];
  totalRawBytes: number;
  totalGzipBytes: number;
  totalBrotliBytes: number;
}

/**
 * Strings that survive minification and appear only in Firebase or PayPal code (checked against
 * the installed packages by the budget test). Plain words such as "PayPal" are not markers: page
 * copy may name the payment method without carrying its code.
 */
export const FORBIDDEN_CODE_MARKERS: Readonly<Record<string, readonly string[]>> = {
  firebase: [
    '@firebase/',
    'FirebaseError',
    'identitytoolkit.googleapis.com',
    'securetoken.googleapis.com',
  ],
  paypal: [
    'paypal.com/sdk/js',
    'react-paypal-js',
    'PayPalScriptProvider',
    'data-react-paypal-script-id',
  ],
};

/** Names (`firebase: @firebase/`) of every forbidden marker found in a piece of code. */
export function findForbiddenCode(code: string): string[] {
  const found: string[] = [];
  for (const [vendor, markers] of Object.entries(FORBIDDEN_CODE_MARKERS)) {
    for (const marker of markers) {
      if (code.includes(marker)) found.push(`${vendor}: ${marker}`);
    }
  }
  return found;
}

/** The prerendered HTML file of a route: `/` → `index.html`, `/ely` → `ely/index.html`. */
export function htmlFileFor(clientDir: string, route: string): string {
  const segments = route.split('/').filter(Boolean);
  return path.join(clientDir, ...segments, 'index.html');
}

export function gzipSize(content: Buffer | string): number {
  return gzipSync(content, { level: 9 }).length;
}

/** Brotli at quality 11, as dev/precompress.ts writes the `.br` files the server sends. */
export function brotliSize(content: Buffer | string): number {
  return brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

/** What a chunk's file says about itself, whichever route loads it. */
interface ChunkMeasure {
  rawBytes: number;
  gzipBytes: number;
  brotliBytes: number;
  forbidden: string[];
  /** Its static imports' specifiers, to follow. */
  imports: string[];
}

/**
 * Chunks are shared by every route, and measuring one (compressing it twice, parsing it) costs
 * far more than reading it: each file is measured once per process, and again only if its
 * content has changed since (a rebuild between two calls).
 */
const measured = new Map<string, { content: Buffer; measure: ChunkMeasure }>();

function measureChunk(file: string): ChunkMeasure {
  const content = readFileSync(file);
  const known = measured.get(file);
  if (known?.content.equals(content)) return known.measure;
  const code = content.toString('utf8');
  const measure: ChunkMeasure = {
    rawBytes: content.length,
    gzipBytes: gzipSize(content),
    brotliBytes: brotliSize(content),
    forbidden: findForbiddenCode(code),
    imports: importSpecifiers(code, { dynamic: false }),
  };
  measured.set(file, { content, measure });
  return measure;
}

const ATTRIBUTE = /([\w:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))|([\w:-]+)/g;

function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  const body = tag.replace(/^<\w+/, '').replace(/\/?>$/, '');
  for (const match of body.matchAll(ATTRIBUTE)) {
    const name = (match[1] ?? match[5] ?? '').toLowerCase();
    attributes.set(name, match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

/** Import specifiers of a module: static ones always, `import("literal")` when asked. */
export function importSpecifiers(code: string, { dynamic }: { dynamic: boolean }): string[] {
  const file = ts.createSourceFile(
    'chunk.js',
    code,
    ts.ScriptTarget.Latest,
    false,
    ts.ScriptKind.JS,
  );
  const specifiers: string[] = [];
  for (const statement of file.statements) {
    if (
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      specifiers.push(statement.moduleSpecifier.text);
    }
  }
  if (dynamic) {
    const visit = (node: ts.Node) => {
      if (
        ts.isCallExpression(node) &&
        node.expression.kind === ts.SyntaxKind.ImportKeyword &&
        node.arguments[0] &&
        ts.isStringLiteralLike(node.arguments[0])
      ) {
        specifiers.push(node.arguments[0].text);
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return specifiers;
}

interface EntryPoints {
  /** [url, why] pairs in document order. */
  urls: [string, ChunkSource][];
}

/** The scripts a page's HTML asks for: module preloads, module script src and inline imports. */
export function entryPointsOf(html: string, pageUrl: string): EntryPoints {
  const urls: [string, ChunkSource][] = [];
  const resolve = (specifier: string) => new URL(specifier, `http://page${pageUrl}`);

  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const attributes = attributesOf(tag);
    const rel = (attributes.get('rel') ?? '').toLowerCase().split(/\s+/);
    const href = attributes.get('href');
    if (href && rel.includes('modulepreload')) urls.push([resolve(href).href, 'modulepreload']);
  }
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = attributesOf(`<script${match[1] ?? ''}>`);
    const src = attributes.get('src');
    const type = (attributes.get('type') ?? '').toLowerCase();
    if (src) {
      // Classic and module scripts with a src both load before interaction.
      urls.push([resolve(src).href, 'module-script']);
    } else if (type === 'module') {
      // The inline module runs as soon as it is parsed: its dynamic import() of the client
      // entry is part of hydration, so it counts too.
      for (const specifier of importSpecifiers(match[2] ?? '', { dynamic: true })) {
        urls.push([resolve(specifier).href, 'module-script']);
      }
    }
  }
  return { urls };
}

/**
 * Everything a route loads before interaction, from the prerendered HTML in `clientDir`
 * (e.g. `build/client`). Throws when a referenced local chunk is missing from the build.
 */
export function measureFirstPaintJs(clientDir: string, route: string): FirstPaintReport {
  const htmlFile = htmlFileFor(clientDir, route);
  const html = readFileSync(htmlFile, 'utf8');
  const pageUrl = route.endsWith('/') ? route : `${route}/`;
  const queue = entryPointsOf(html, pageUrl).urls;
  const seen = new Set<string>();
  const chunks: FirstPaintChunk[] = [];
  const externalScripts: string[] = [];

  while (queue.length > 0) {
    const next = queue.shift();
    if (!next) break;
    const [href, source] = next;
    const url = new URL(href);
    if (url.host !== 'page') {
      if (!externalScripts.includes(href)) externalScripts.push(href);
      continue;
    }
    if (seen.has(url.pathname)) continue;
    seen.add(url.pathname);

    const file = path.join(clientDir, ...decodeURIComponent(url.pathname).split('/'));
    const measure = measureChunk(file);
    chunks.push({ url: url.pathname, source, ...measure });
    for (const specifier of measure.imports) {
      queue.push([new URL(specifier, url).href, 'static-import']);
    }
  }

  return {
    route,
    htmlFile,
    chunks,
    externalScripts,
    totalRawBytes: chunks.reduce((sum, chunk) => sum + chunk.rawBytes, 0),
    totalGzipBytes: chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0),
    totalBrotliBytes: chunks.reduce((sum, chunk) => sum + chunk.brotliBytes, 0),
  };
}

export function formatKiB(bytes: number): string {
  return (bytes / KIB).toFixed(1);
}

/**
 * A plain-text table of the reports, one route per line, for terminals and test output; each
 * route's brotli total is held to `budgetBytes`.
 */
export function firstPaintTable(reports: readonly FirstPaintReport[], budgetBytes: number): string {
  const rows = reports.map((report) => [
    report.route,
    String(report.chunks.length),
    formatKiB(report.totalRawBytes),
    formatKiB(report.totalGzipBytes),
    formatKiB(report.totalBrotliBytes),
    report.totalBrotliBytes <= budgetBytes ? 'ok' : 'OVER',
  ]);
  const header = [
    'route',
    'chunks',
    'raw KiB',
    'gzip KiB',
    'brotli KiB',
    `≤ ${formatKiB(budgetBytes)}`,
  ];
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
  return [line(header), ...rows.map(line)].join('\n');
}
