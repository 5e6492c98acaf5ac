import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENV_VARIABLES } from './config';

/** Every `.ts`/`.tsx` file under `dir`, tests excluded. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The documentation of the configuration cannot drift from what the server and the build read. */
describe('docs/configuration.md', () => {
  const docs = readFileSync('docs/configuration.md', 'utf8');

  it('documents every variable the configuration schema reads', () => {
    const missing = ENV_VARIABLES.filter((name) => !docs.includes(`\`${name}\``));
    expect(missing, 'variables read by server/platform/config.ts but not in the docs').toEqual([]);
  });

  it("documents every build-time variable the browser's code reads", () => {
    const read = new Set(
      sourceFiles('app').flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/\bVITE_[A-Z0-9_]*[A-Z0-9]\b/g)].map(
          (match) => match[0],
        ),
      ),
    );
    expect(read.size).toBeGreaterThan(0);
    const missing = [...read].filter((name) => !docs.includes(`\`${name}\``));
    expect(missing, 'VITE_ variables read under app/ but not in the docs').toEqual([]);
  });
});
