import type { TestProject } from 'vitest/node';
import { pgliteTemplate } from '../support/pglite-template';

/**
 * Vitest's global setup for the server's tests: the migrated PGlite template
 * (tests/support/pglite-template.ts), from which every test's in-memory database starts
 * (tests/support/test-database.ts) instead of running initdb again.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file holding a migrated PGlite data directory's dump (tar). */
    pgliteTemplate: string;
    /** The same migrated data directory as a folder, to be copied (never opened) by the tests. */
    pgliteTemplateDir: string;
  }
}

export default function setup(project: TestProject) {
  const { file, folder } = pgliteTemplate();
  project.provide('pgliteTemplate', file);
  project.provide('pgliteTemplateDir', folder);
}
