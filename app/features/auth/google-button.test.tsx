import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '#site/locales';

/**
 * The Google button against the Firebase SDK's own functions (mocked here: the popup itself is
 * the browser tests' business). What matters is when signInWithPopup is called: browsers allow a
 * popup only from the click's own task, so nothing may be awaited before it.
 */

const sdk = vi.hoisted(() => {
  // The site's settings arrive at once unless a test holds them back (`holdSettings`).
  let settingsArrived = Promise.resolve();
  let releaseSettings: () => void = () => {};
  return {
    holdSettings() {
      settingsArrived = new Promise<void>((resolve) => {
        releaseSettings = resolve;
      });
    },
    settingsArrived: () => settingsArrived,
    releaseSettings: () => releaseSettings(),
    signInWithPopup: vi.fn((_auth: unknown, _provider: unknown) => new Promise<never>(() => {})),
    auth: {
      languageCode: null as string | null,
      currentUser: null,
      authStateReady: async () => {},
      useDeviceLanguage: () => {},
    },
  };
});

vi.mock('./firebase-settings', () => ({
  loadFirebaseSettings: async () => {
    await sdk.settingsArrived();
    return { options: { apiKey: 'demo-api-key', projectId: 'demo-test' }, emulatorUrl: null };
  },
}));

vi.mock('firebase/app', () => ({ getApps: () => [], initializeApp: () => ({}) }));

vi.mock('firebase/auth', () => ({
  getAuth: () => sdk.auth,
  connectAuthEmulator: vi.fn(),
  onAuthStateChanged: () => () => {},
  GoogleAuthProvider: class GoogleAuthProvider {},
  RecaptchaVerifier: class RecaptchaVerifier {},
  signInWithPopup: sdk.signInWithPopup,
  signInWithEmailAndPassword: vi.fn(),
  createUserWithEmailAndPassword: vi.fn(),
  sendEmailVerification: vi.fn(),
  sendPasswordResetEmail: vi.fn(),
  signInWithPhoneNumber: vi.fn(),
  signOut: vi.fn(),
}));

/**
 * The panel and the SDK's loader as a page that has not loaded Firebase yet has them: the loader
 * keeps the SDK once loaded (as in the site), so each test imports its own.
 */
async function freshPage() {
  vi.resetModules();
  const [{ loadAuth }, { default: LoginPanel }, { WithI18n }] = await Promise.all([
    import('./auth-client'),
    import('./login-panel'),
    import('#tests/support/i18n'),
  ]);
  const renderPanel = (locale: Locale) =>
    render(
      <WithI18n locale={locale}>
        <LoginPanel onSignedIn={() => {}} />
      </WithI18n>,
    );
  return { loadAuth, renderPanel };
}

afterEach(() => {
  sdk.signInWithPopup.mockClear();
  sdk.auth.languageCode = null;
  document.documentElement.lang = '';
});

describe('the Google button', () => {
  it('cannot be pressed until the SDK is loaded, and says why to screen readers', async () => {
    sdk.holdSettings();
    const { loadAuth, renderPanel } = await freshPage();
    renderPanel('en');
    renderPanel('es');
    const google = await screen.findByRole('button', { name: 'Continue with Google' });
    const spanish = screen.getByRole('button', { name: 'Continuar con Google' });
    expect(google).toHaveAttribute('aria-disabled', 'true');
    expect(google).toHaveAccessibleDescription('Getting Google sign-in ready…');
    expect(spanish).toHaveAccessibleDescription('Preparando el inicio de sesión con Google…');
    fireEvent.click(google);
    expect(sdk.signInWithPopup).not.toHaveBeenCalled();

    await act(async () => {
      sdk.releaseSettings();
      await loadAuth();
    });
    await waitFor(() => expect(google).not.toHaveAttribute('aria-disabled'));
    expect(google).toHaveAccessibleDescription('');
    expect(spanish).not.toHaveAttribute('aria-disabled');
  });

  it('opens the popup from the click itself, with nothing awaited first', async () => {
    const { loadAuth, renderPanel } = await freshPage();
    await loadAuth();
    document.documentElement.lang = 'es';
    renderPanel('es');
    const google = await screen.findByRole('button', { name: 'Continuar con Google' });
    await waitFor(() => expect(google).not.toHaveAttribute('aria-disabled'));

    // fireEvent runs the click's handlers and returns: anything awaited would come after this.
    fireEvent.click(google);
    expect(sdk.signInWithPopup).toHaveBeenCalledTimes(1);
    expect(sdk.signInWithPopup.mock.calls[0]?.[1]).toBeInstanceOf(
      (await import('firebase/auth')).GoogleAuthProvider,
    );
    // Google's window speaks the page's language.
    expect(sdk.auth.languageCode).toBe('es');
    await waitFor(() => expect(google).toBeDisabled());
  });
});
