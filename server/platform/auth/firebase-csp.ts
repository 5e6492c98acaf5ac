import type { FirebaseSettings } from '../config';
import type { CspSources } from '../csp';

/**
 * What the pages must be allowed to reach for sign-in. The Google popup first loads Google's
 * gapi loader (apis.google.com) to build a hidden relay frame served by the auth domain (or by
 * the emulator); phone sign-in runs reCAPTCHA (the emulator mocks it, so it needs nothing).
 */
export function firebaseCspSources(settings: FirebaseSettings | null): Partial<CspSources> {
  if (!settings) return {};
  if (settings.emulatorHost) {
    const emulator = `http://${settings.emulatorHost}`;
    return {
      script: ['https://apis.google.com'],
      connect: [emulator],
      frame: [emulator],
    };
  }
  return {
    script: [
      'https://apis.google.com',
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ],
    connect: ['https://*.googleapis.com'],
    frame: [
      `https://${settings.authDomain ?? `${settings.projectId}.firebaseapp.com`}`,
      'https://www.google.com',
      'https://recaptcha.google.com',
    ],
    // Google account pictures (the navbar avatar).
    img: ['https://*.googleusercontent.com'],
  };
}
