import { describe, expect, it } from 'vitest';
import { en } from '../../content/en/index.ts';
import { es } from '../../content/es/index.ts';
import { AuthFlowError, authErrorMessage as messageIn } from './auth-errors';

const authErrorMessage = (error: unknown) =>
  messageIn(error, en.auth.errors, { providerWords: true });

/** What the SDK throws: a FirebaseError with a code and a "Firebase: … (auth/…)." message. */
function firebaseError(code: string, message = `Firebase: Error (${code}).`) {
  return Object.assign(new Error(message), { name: 'FirebaseError', code });
}

describe('authErrorMessage', () => {
  it.each([
    ['auth/wrong-password', /password is not right/],
    ['auth/user-not-found', /No account uses that email/],
    ['auth/invalid-credential', /email or password is not right/],
    ['auth/email-already-in-use', /already uses that email/],
    ['auth/weak-password', /stronger password/],
    ['auth/invalid-email', /email address does not look right/],
    ['auth/invalid-phone-number', /phone number does not look right/],
    ['auth/invalid-verification-code', /code is not right/],
    ['auth/too-many-requests', /Too many attempts/],
    ['auth/popup-closed-by-user', /Google window was closed/],
  ])('says %s in plain words', (code, expected) => {
    const message = authErrorMessage(firebaseError(code));
    expect(message).toMatch(expected);
    expect(message).not.toMatch(/Firebase|auth\//);
  });

  it("shows the provider's own message for codes it does not know", () => {
    const error = firebaseError(
      'auth/admin-restricted-operation',
      'Firebase: This operation is restricted to administrators only. (auth/admin-restricted-operation).',
    );
    expect(authErrorMessage(error)).toBe('This operation is restricted to administrators only.');
  });

  it('falls back to a calm sentence when the message says nothing', () => {
    expect(authErrorMessage(firebaseError('auth/internal-error'))).toBe(
      'Sign-in is not available right now. Please try again later.',
    );
    expect(authErrorMessage(undefined)).toBe(
      'Sign-in is not available right now. Please try again later.',
    );
  });

  it('maps our own flow errors too', () => {
    expect(authErrorMessage(new AuthFlowError('ely/email-not-verified'))).toMatch(
      /verify your email/,
    );
  });

  // Codes only a real project gives (the emulator mocks reCAPTCHA and allows every domain): the
  // provider's words for them speak to the site's developers, not to the visitor.
  it.each([
    'auth/unauthorized-domain',
    'auth/invalid-app-credential',
    'auth/captcha-check-failed',
    'auth/missing-app-credential',
  ])('says the production-only %s in our own words, in each language', (code) => {
    const error = firebaseError(
      code,
      `Firebase: This domain is not authorized for OAuth operations for your Firebase project. (${code}).`,
    );
    for (const [errors, providerWords] of [
      [en.auth.errors, true],
      [es.auth.errors, false],
    ] as const) {
      const message = messageIn(error, errors, { providerWords });
      expect(message).toBe(errors[code]);
      expect(message).not.toMatch(/Firebase|auth\/|OAuth|domain is not authorized/);
    }
    expect(es.auth.errors[code]).not.toBe(en.auth.errors[code]);
  });

  it("speaks Spanish on a Spanish page, never the provider's English", () => {
    const spanish = (error: unknown) => messageIn(error, es.auth.errors, { providerWords: false });
    expect(spanish(firebaseError('auth/wrong-password'))).toBe(
      'Esa contraseña no es correcta. Inténtalo de nuevo o restablécela.',
    );
    expect(
      spanish(
        firebaseError(
          'auth/admin-restricted-operation',
          'Firebase: This operation is restricted to administrators only. (auth/admin-restricted-operation).',
        ),
      ),
    ).toBe('No se pudo iniciar sesión. Inténtalo de nuevo.');
  });
});
