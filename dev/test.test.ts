import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { constants, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runsNoMore } from '#tests/support/processes';
import { type Command, runTests } from './test';

/** A Node one-liner as a step. */
const node = (script: string): Command => ({ command: process.execPath, args: ['-e', script] });

/**
 * Script text that writes the running process's pid to `file` whole (written aside, then renamed),
 * so that whoever sees the file can read the pid.
 */
const writePid = (file: string) =>
  `require('node:fs').writeFileSync(${JSON.stringify(`${file}.part`)}, String(process.pid)); require('node:fs').renameSync(${JSON.stringify(`${file}.part`)}, ${JSON.stringify(file)});`;

/** The pid a file written by `writePid` holds. */
const pidIn = (file: string) => Number(readFileSync(file, 'utf8'));

describe('npm test', () => {
  let dir = '';
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  /** A step that appends its name to the run's log, then exits with `code`. */
  const step = (name: string, code = 0) =>
    node(
      `require('node:fs').appendFileSync(${JSON.stringify(path.join(dir, 'log'))}, '${name}\\n'); process.exit(${code})`,
    );
  const log = () =>
    existsSync(path.join(dir, 'log')) ? readFileSync(path.join(dir, 'log'), 'utf8') : '';

  it('runs the steps in order with the build beside them, and shows its output before the last', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'ely-npm-test-'));
    const shown: string[] = [];
    const code = await runTests({
      // It reports the priority it ran at: the lowest, so it takes only what the steps leave idle.
      build: node(
        `console.log('built at priority', require('node:os').getPriority()); console.error('a warning')`,
      ),
      steps: [step('typecheck'), step('unit'), step('browser')],
      write: (text) => shown.push(`${text.toString()}(after: ${log().trim().split('\n')})`),
    });
    expect(code).toBe(0);
    expect(log()).toBe('typecheck\nunit\nbrowser\n');
    expect(shown).toEqual([
      `built at priority ${constants.priority.PRIORITY_LOW}\na warning\n(after: typecheck,unit)`,
    ]);
  });

  it('stops at the first failing step with its exit code, and stops the build with what it runs', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'ely-npm-test-'));
    const buildPid = path.join(dir, 'build.pid');
    const toolPid = path.join(dir, 'tool.pid');
    const code = await runTests({
      // As dev/build.ts runs `react-router build`: a child it waits for, blocked.
      build: node(
        `${writePid(buildPid)} require('node:child_process').spawnSync(process.execPath, ['-e', ${JSON.stringify(`${writePid(toolPid)} setInterval(() => {}, 1000)`)}], { stdio: 'inherit' })`,
      ),
      steps: [
        step('typecheck'),
        // Fails once the build's child runs: when its pid file appears (a watch, not a poll).
        node(
          `const fs = require('node:fs'); const fail = () => { fs.appendFileSync(${JSON.stringify(path.join(dir, 'log'))}, 'lint\\n'); process.exit(3); }; fs.watch(${JSON.stringify(dir)}, () => fs.existsSync(${JSON.stringify(toolPid)}) && fail()); if (fs.existsSync(${JSON.stringify(toolPid)})) fail();`,
        ),
        step('unit'),
        step('browser'),
      ],
      write: () => {},
    });
    expect(code).toBe(3);
    expect(log()).toBe('typecheck\nlint\n');
    // The build was stopped and waited for, and the child it ran was stopped with it.
    expect(runsNoMore(pidIn(buildPid))).toBe(true);
    expect(runsNoMore(pidIn(toolPid))).toBe(true);
  });

  it('does not start the last step when the build failed, and says so under its output', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'ely-npm-test-'));
    const shown: string[] = [];
    const code = await runTests({
      build: node(`console.error('vite: a module is missing'); process.exit(2)`),
      steps: [step('typecheck'), step('browser')],
      write: (text) => shown.push(text.toString()),
    });
    expect(code).toBe(2);
    expect(log()).toBe('typecheck\n');
    expect(shown.join('')).toBe(
      'vite: a module is missing\nThe test build failed (exit code 2).\n',
    );
  });

  it('stops the step under way and the build when told to stop', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'ely-npm-test-'));
    const stopping = new AbortController();
    /** A process that writes its pid to `name` and runs until stopped. */
    const forever = (name: string) =>
      node(`${writePid(path.join(dir, name))} setInterval(() => {}, 1000)`);
    const run = runTests(
      {
        build: forever('build.pid'),
        steps: [forever('step.pid'), step('browser')],
        write: () => {},
      },
      stopping.signal,
    );
    await vi.waitFor(() => {
      expect(existsSync(path.join(dir, 'build.pid'))).toBe(true);
      expect(existsSync(path.join(dir, 'step.pid'))).toBe(true);
    });
    stopping.abort();
    expect(await run).not.toBe(0);
    expect(log()).toBe('');
    for (const name of ['build.pid', 'step.pid']) {
      expect(runsNoMore(pidIn(path.join(dir, name))), name).toBe(true);
    }
  });
});
