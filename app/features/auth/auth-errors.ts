import type { AuthCopy } from '../../content/en/auth';

/** The code of a Firebase error (`auth/wrong-password`), or of one of ours (`ely/…`). */
export function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * What the visitor reads when the identity provider says no: the common codes in plain words, in
 * the page's language; otherwise, on an English page, the provider's own (English) message
 * without the SDK's "Firebase: " prefix and code suffix, and on any other a general one.
 */
export function authErrorMessage(
  error: unknown,
  errors: AuthCopy['errors'],
  { providerWords }: { providerWords: boolean },
): string {
  const code = errorCode(error);
  const mapped = code ? errors[code] : undefined;
  if (mapped) return mapped;
  if (!providerWords) return errors['ely/unknown'] ?? errors['ely/unavailable'] ?? '';
  const raw = error instanceof Error ? error.message : '';
  const cleaned = raw
    .replace(/^Firebase:\s*/, '')
    .replace(/\s*\((auth|ely)\/[\w-]+\)\.?$/, '')
    .trim();
  if (cleaned && cleaned !== 'Error') return cleaned;
  return errors['ely/unavailable'] ?? '';
}

/** An error of our own, shaped like the SDK's so one mapping covers both. */
export class AuthFlowError extends Error {
  constructor(readonly code: `ely/${string}`) {
    super(code);
    this.name = 'AuthFlowError';
  }
}
