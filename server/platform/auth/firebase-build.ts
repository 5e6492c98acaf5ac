import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * The Firebase settings the browser bundle was built with. Vite inlines the VITE_FIREBASE_*
 * variables into the pages at build time, while the server reads its own (FIREBASE_PROJECT_ID,
 * the auth domain) at run time to verify ID tokens and write the pages' CSP. dev/build.ts writes
 * what the bundle got into this file beside the client build, so that a production server can
 * compare the two before it serves a sign-in its CSP blocks or whose tokens it ignores.
 */
export const FIREBASE_BUILD_FILE = 'firebase-settings.json';

/** The options the browser passes to Firebase's initializeApp (the VITE_FIREBASE_* values). */
const BuiltProjectSchema = z.looseObject({
  apiKey: z.string().min(1),
  projectId: z.string().min(1).optional(),
  authDomain: z.string().min(1).optional(),
});

const FirebaseBuildSchema = z.object({
  /** The real project the pages sign in with; null: they ask the server for its Auth Emulator. */
  project: BuiltProjectSchema.nullable(),
});

export type FirebaseBuild = z.infer<typeof FirebaseBuildSchema>;

/** Where the settings of the client build in `clientDir` are kept: beside it, never served. */
export function firebaseBuildPath(clientDir: string): string {
  return path.join(path.dirname(path.resolve(clientDir)), FIREBASE_BUILD_FILE);
}

/** `project`: the options the pages pass to initializeApp, or null (they use the emulator). */
export function writeFirebaseBuild(clientDir: string, project: object | null): void {
  writeFileSync(firebaseBuildPath(clientDir), `${JSON.stringify({ project }, null, 2)}\n`);
}

/** The settings the client build in `clientDir` was made with; null when it has none. */
export function readFirebaseBuild(clientDir: string): FirebaseBuild | null {
  const file = firebaseBuildPath(clientDir);
  if (!existsSync(file)) return null;
  let contents: unknown;
  try {
    contents = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file} is not JSON (${error instanceof Error ? error.message : error})`);
  }
  const parsed = FirebaseBuildSchema.safeParse(contents);
  if (!parsed.success) {
    throw new Error(`${file} is not what dev/build.ts writes: ${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}
