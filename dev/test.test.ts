import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { constants, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Command, runTests } from './test';

/** A Node one-liner as a step. */
const node = (script: string): Command => ({ command: process.execPath, args: ['-e', script] });

/**
 * Whether the process whose pid the file holds still runs: it exists and, where /proc tells, is not
 * a zombie (a child whose parent died is reaped by the system's init, at its own pace).
 */
function running(pidFile: string): boolean {
  const pid = Number(readFileSync(pidFile, 'utf8'));
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0] !== 'Z';
  } catch {
    // No /proc (it runs, as far as this system tells), or the process was reaped meanwhile.
    return !existsSync('/proc/self/stat');
  }
}

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
        `const fs = require('node:fs'); fs.writeFileSync(${JSON.stringify(buildPid)}, String(process.pid)); require('node:child_process').spawnSync(process.execPath, ['-e', "require('node:fs').writeFileSync(${JSON.stringify(toolPid).replaceAll('"', '\\"')}, String(process.pid)); setInterval(() => {}, 1000)"], { stdio: 'inherit' })`,
      ),
      steps: [
        step('typecheck'),
        // Fails once the build's child runs (it has written its pid).
        node(
          `const fs = require('node:fs'); const check = () => fs.existsSync(${JSON.stringify(toolPid)}) ? (fs.appendFileSync(${JSON.stringify(path.join(dir, 'log'))}, 'lint\\n'), process.exit(3)) : setTimeout(check, 10); check()`,
        ),
        step('unit'),
        step('browser'),
      ],
      write: () => {},
    });
    expect(code).toBe(3);
    expect(log()).toBe('typecheck\nlint\n');
    // The build was stopped and waited for, and the child it ran was stopped with it.
    expect(running(buildPid)).toBe(false);
    expect(running(toolPid)).toBe(false);
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
      node(
        `require('node:fs').writeFileSync(${JSON.stringify(path.join(dir, name))}, String(process.pid)); setInterval(() => {}, 1000)`,
      );
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
      expect(running(path.join(dir, name)), name).toBe(false);
    }
  });
});
