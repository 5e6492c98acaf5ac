import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENV_VARIABLES } from './config';

/** The documentation of the configuration cannot drift from what the server reads. */
describe('docs/configuration.md', () => {
  const docs = readFileSync('docs/configuration.md', 'utf8');

  it('documents every variable the configuration schema reads', () => {
    const missing = ENV_VARIABLES.filter((name) => !docs.includes(`\`${name}\``));
    expect(missing, 'variables read by server/platform/config.ts but not in the docs').toEqual([]);
  });
});
