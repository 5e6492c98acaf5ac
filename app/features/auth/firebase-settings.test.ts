import { describe, expect, it } from 'vitest';
import { loadFirebaseSettings, projectOptionsFrom } from './firebase-settings';

const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

describe('loadFirebaseSettings', () => {
  it('uses the real project when VITE_FIREBASE_API_KEY is set, without asking the server', async () => {
    const settings = await loadFirebaseSettings(
      {
        VITE_FIREBASE_API_KEY: 'key',
        VITE_FIREBASE_PROJECT_ID: 'ely-prod',
        VITE_FIREBASE_APP_ID: '1:2:web:3',
      },
      () => Promise.reject(new Error('must not fetch')),
    );
    expect(settings.emulatorUrl).toBeNull();
    expect(settings.options).toMatchObject({
      apiKey: 'key',
      projectId: 'ely-prod',
      authDomain: 'ely-prod.firebaseapp.com',
      appId: '1:2:web:3',
    });
  });

  it('asks the server where the emulator is when no project is configured', async () => {
    const settings = await loadFirebaseSettings({}, (url) => {
      expect(url).toBe('/api/auth/emulator');
      return json({ url: 'http://127.0.0.1:9130', projectId: 'demo-synthamour' });
    });
    expect(settings).toEqual({
      emulatorUrl: 'http://127.0.0.1:9130',
      options: {
        apiKey: 'demo-api-key',
        authDomain: 'demo-synthamour.firebaseapp.com',
        projectId: 'demo-synthamour',
      },
    });
  });

  it('fails with a code the dialog explains when neither exists', async () => {
    await expect(
      loadFirebaseSettings({}, () => json({ error: 'NOT_FOUND' }, 404)),
    ).rejects.toMatchObject({ code: 'ely/unavailable' });
    expect(projectOptionsFrom({ VITE_FIREBASE_API_KEY: '' })).toBeNull();
  });
});
