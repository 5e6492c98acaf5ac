import { createHash } from 'node:crypto';

/** Origins a page may reach beyond its own, per CSP directive. Integrations add theirs. */
export interface CspSources {
  script: string[];
  connect: string[];
  frame: string[];
  img: string[];
}

export function emptyCspSources(): CspSources {
  return { script: [], connect: [], frame: [], img: [] };
}

export function mergeCspSources(...parts: Partial<CspSources>[]): CspSources {
  const merged = emptyCspSources();
  for (const part of parts) {
    for (const key of Object.keys(merged) as (keyof CspSources)[]) {
      for (const source of part[key] ?? []) {
        if (!merged[key].includes(source)) merged[key].push(source);
      }
    }
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

/**
 * The Content-Security-Policy of one HTML page: its own inline scripts by hash (never
 * 'unsafe-inline' for scripts), our origin, and the integrations' origins.
 */
export function pageCsp(scriptHashes: readonly string[], sources: CspSources): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes, ...sources.script],
    // React and the payment/auth widgets set style attributes; styles cannot run code.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...sources.img],
    'font-src': ["'self'"],
    'media-src': ["'self'"],
    'connect-src': ["'self'", ...sources.connect],
    'frame-src': ["'self'", ...sources.frame],
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
