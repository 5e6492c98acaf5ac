import { createHash, randomBytes } from 'node:crypto';

/** Origins a page may reach beyond its own, per CSP directive. Integrations add theirs. */
export interface CspSources {
  script: string[];
  style: string[];
  connect: string[];
  frame: string[];
  img: string[];
  /**
   * An integration's script adds inline scripts of its own as it runs (PayPal's SDK), which no
   * hash can name: every page answer then carries a fresh nonce, which the page hands it.
   */
  scriptNonce: boolean;
}

const SOURCE_LISTS = ['script', 'style', 'connect', 'frame', 'img'] as const;

export function emptyCspSources(): CspSources {
  return { script: [], style: [], connect: [], frame: [], img: [], scriptNonce: false };
}

export function mergeCspSources(...parts: Partial<CspSources>[]): CspSources {
  const merged = emptyCspSources();
  for (const part of parts) {
    for (const key of SOURCE_LISTS) {
      for (const source of part[key] ?? []) {
        if (!merged[key].includes(source)) merged[key].push(source);
      }
    }
    merged.scriptNonce ||= part.scriptNonce === true;
  }
  return merged;
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** The 'sha256-…' source of every inline script in an HTML document, in order of appearance. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const body = match[1] ?? '';
    if (body.trim() === '') continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** A nonce for one answer: 128 random bits, as CSP asks, never reused. */
export function newCspNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * Where a page's scripts find the nonce of the answer that brought it: the element Vite's module
 * preloading reads too. In its `nonce` attribute, which browsers hide from the DOM and from CSS
 * selectors once the page is parsed (only the element's `.nonce` property keeps it).
 */
export function cspNonceCarrier(nonce: string): string {
  return `<meta property="csp-nonce" nonce="${nonce}">`;
}

/**
 * The Content-Security-Policy of one HTML page: its own inline scripts by hash, plus the answer's
 * nonce when an integration needs one (never 'unsafe-inline' for scripts, which browsers ignore
 * beside a hash or a nonce anyway), our origin, and the integrations' origins.
 */
export function pageCsp(
  scriptHashes: readonly string[],
  sources: CspSources,
  nonce?: string,
): string {
  const frames = ["'self'", ...sources.frame];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      ...scriptHashes,
      ...(nonce ? [`'nonce-${nonce}'`] : []),
      ...sources.script,
    ],
    // React and the payment/auth widgets set style attributes; styles cannot run code.
    'style-src': ["'self'", "'unsafe-inline'", ...sources.style],
    'img-src': ["'self'", 'data:', 'blob:', ...sources.img],
    'font-src': ["'self'"],
    'media-src': ["'self'"],
    'connect-src': ["'self'", ...sources.connect],
    'frame-src': frames,
    // Where browsers of CSP Level 2, which deprecated frame-src, look for frames; PayPal lists it.
    'child-src': frames,
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** The policy of everything that is not a page (JSON, assets): nothing may run. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";
