import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIREBASE_BUILD_FILE, readFirebaseBuild } from '#server/platform/auth/firebase-build';
import { embeddedEnvFingerprint, isBuildStale, recordFirebaseBuild, viteEnv } from './build';

/** The build records the Firebase settings the pages were built with, for the server to check. */
describe('the Firebase settings of a build', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'ely-build-'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it("are the browser's own options, beside the client build", async () => {
    const clientDir = path.join(root, 'real', 'client');
    await mkdir(clientDir, { recursive: true });
    await recordFirebaseBuild(clientDir, {
      VITE_FIREBASE_API_KEY: 'AIza-test-key',
      VITE_FIREBASE_PROJECT_ID: 'ely-prod',
      VITE_FIREBASE_APP_ID: '1:123:web:abc',
    });
    expect(readFirebaseBuild(clientDir)).toEqual({
      project: {
        apiKey: 'AIza-test-key',
        projectId: 'ely-prod',
        // What the browser falls back to, so the server compares what the pages really use.
        authDomain: 'ely-prod.firebaseapp.com',
        appId: '1:123:web:abc',
      },
    });
  });

  it('say "no project" without an API key: the pages use the Auth Emulator', async () => {
    const clientDir = path.join(root, 'emulator', 'client');
    await mkdir(clientDir, { recursive: true });
    await recordFirebaseBuild(clientDir, { VITE_FIREBASE_PROJECT_ID: 'ely-prod' });
    expect(readFirebaseBuild(clientDir)).toEqual({ project: null });
  });

  it("are read as Vite reads them, from .env files as well as the build's environment", async () => {
    const project = path.join(root, 'with-dotenv');
    await mkdir(project);
    await writeFile(
      path.join(project, '.env.production'),
      'VITE_FIREBASE_API_KEY=from-the-file\nVITE_FIREBASE_PROJECT_ID=ely-file\n',
    );
    expect(await viteEnv(project)).toMatchObject({
      VITE_FIREBASE_API_KEY: 'from-the-file',
      VITE_FIREBASE_PROJECT_ID: 'ely-file',
    });
  });

  it('make a build without them stale, so `npm start` builds it again', async () => {
    const buildDir = path.join(root, 'old');
    await mkdir(path.join(buildDir, 'client'), { recursive: true });
    await writeFile(
      path.join(buildDir, '.build-stamp'),
      `${new Date().toISOString()}\n${embeddedEnvFingerprint()}\n`,
    );
    expect(isBuildStale(buildDir)).toBe(true);
    await writeFile(path.join(buildDir, FIREBASE_BUILD_FILE), '{"project":null}\n');
    expect(isBuildStale(buildDir)).toBe(false);
  });

  it('are refused when they are not what the build writes', async () => {
    const buildDir = path.join(root, 'broken');
    await mkdir(path.join(buildDir, 'client'), { recursive: true });
    await writeFile(path.join(buildDir, FIREBASE_BUILD_FILE), '{"project":{"projectId":1}}');
    expect(() => readFirebaseBuild(path.join(buildDir, 'client'))).toThrow(
      /firebase-settings\.json is not what dev\/build\.ts writes/,
    );
    await writeFile(path.join(buildDir, FIREBASE_BUILD_FILE), 'not json');
    expect(() => readFirebaseBuild(path.join(buildDir, 'client'))).toThrow(/is not JSON/);
  });
});
