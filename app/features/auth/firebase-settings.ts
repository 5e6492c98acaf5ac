import type { FirebaseOptions } from 'firebase/app';

/**
 * Where the browser's Firebase comes from. A real project is configured at build time with
 * VITE_FIREBASE_* variables. Without them the site talks to the Auth Emulator, whose address the
 * server gives at run time (GET /api/auth/emulator), so one build works with any emulator port.
 */
export interface FirebaseWebSettings {
  options: FirebaseOptions;
  /** `http://127.0.0.1:9099` in emulator mode, else null. */
  emulatorUrl: string | null;
}

type ViteEnv = Partial<Record<string, string | boolean | undefined>>;

const text = (value: string | boolean | undefined) =>
  typeof value === 'string' && value !== '' ? value : undefined;

/** The real project's options, or null when none is configured. */
export function projectOptionsFrom(env: ViteEnv): FirebaseOptions | null {
  const apiKey = text(env.VITE_FIREBASE_API_KEY);
  if (!apiKey) return null;
  const projectId = text(env.VITE_FIREBASE_PROJECT_ID);
  return {
    apiKey,
    authDomain:
      text(env.VITE_FIREBASE_AUTH_DOMAIN) ??
      (projectId ? `${projectId}.firebaseapp.com` : undefined),
    projectId,
    appId: text(env.VITE_FIREBASE_APP_ID),
    messagingSenderId: text(env.VITE_FIREBASE_MESSAGING_SENDER_ID),
    storageBucket: text(env.VITE_FIREBASE_STORAGE_BUCKET),
    measurementId: text(env.VITE_FIREBASE_MEASUREMENT_ID),
  };
}

interface EmulatorInfo {
  url: string;
  projectId: string;
}

function isEmulatorInfo(value: unknown): value is EmulatorInfo {
  const info = value as Partial<EmulatorInfo> | null;
  return typeof info?.url === 'string' && typeof info.projectId === 'string';
}

export async function loadFirebaseSettings(
  env: ViteEnv = import.meta.env,
  fetchInfo: (url: string) => Promise<Response> = (url) => fetch(url),
): Promise<FirebaseWebSettings> {
  const options = projectOptionsFrom(env);
  if (options) return { options, emulatorUrl: null };
  const response = await fetchInfo('/api/auth/emulator');
  const info: unknown = response.ok ? await response.json() : null;
  if (!isEmulatorInfo(info)) {
    throw Object.assign(new Error('No Firebase project and no Auth Emulator'), {
      code: 'ely/unavailable',
    });
  }
  return {
    // A demo project accepts any API key; the emulator checks none.
    options: {
      apiKey: 'demo-api-key',
      authDomain: `${info.projectId}.firebaseapp.com`,
      projectId: info.projectId,
    },
    emulatorUrl: info.url,
  };
}
