import { authErrorMessages } from '../../content/auth';

/** The code of a Firebase error (`auth/wrong-password`), or of one of ours (`ely/…`). */
export function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * What the visitor reads when the identity provider says no: the common codes in plain words,
 * otherwise the provider's own message without the SDK's "Firebase: " prefix and code suffix.
 */
export function authErrorMessage(error: unknown): string {
  const code = errorCode(error);
  const mapped = code ? authErrorMessages[code] : undefined;
  if (mapped) return mapped;
  const raw = error instanceof Error ? error.message : '';
  const cleaned = raw
    .replace(/^Firebase:\s*/, '')
    .replace(/\s*\((auth|ely)\/[\w-]+\)\.?$/, '')
    .trim();
  if (cleaned && cleaned !== 'Error') return cleaned;
  return authErrorMessages['ely/unavailable'] ?? 'Sign-in failed.';
}

/** An error of our own, shaped like the SDK's so one mapping covers both. */
export class AuthFlowError extends Error {
  constructor(readonly code: `ely/${string}`) {
    super(code);
    this.name = 'AuthFlowError';
  }
}
