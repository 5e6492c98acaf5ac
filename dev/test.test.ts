import { existsSync, mkdtempSync, readFileSync, rmSync, watch } from 'node:fs';
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

/**
 * A process that writes its pid to `pidFile`, then runs a child that writes its own to `childPidFile`
 * and waits for it, blocked (as dev/build.ts runs `react-router build`, or Playwright Chromium).
 */
const withChild = (pidFile: string, childPidFile: string): Command =>
  node(
    `${writePid(pidFile)} require('node:child_process').spawnSync(process.execPath, ['-e', ${JSON.stringify(`${writePid(childPidFile)} setInterval(() => {}, 1000)`)}], { stdio: 'inherit' })`,
  );

/**
 * A step that exits with `code` once `file` appears (a watch on its folder, not a poll), after
 * running `first` (script text).
 */
const failsOnce = (file: string, code: number, first = ''): Command =>
  node(
    `const fs = require('node:fs'); const fail = () => { ${first} process.exit(${code}); }; fs.watch(${JSON.stringify(path.dirname(file))}, () => fs.existsSync(${JSON.stringify(file)}) && fail()); if (fs.existsSync(${JSON.stringify(file)})) fail();`,
  );

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
  /**
   * A step that appends its name to the run's log once `other` has (a watch on the folder, not a
   * poll): it ends only if `other` runs while it does.
   */
  const stepAfter = (name: string, other: string) =>
    node(
      `const fs = require('node:fs'); const file = ${JSON.stringify(path.join(dir, 'log'))}; const go = () => { if (fs.existsSync(file) && fs.readFileSync(file, 'utf8').includes(${JSON.stringify(other)})) { fs.appendFileSync(file, '${name}\\n'); process.exit(0); } }; fs.watch(${JSON.stringify(dir)}, go); go();`,
    );

  it('runs the steps in order, the last beside the one before it, and shows the build’s and the last’s output once that one has passed', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'ely-npm-test-'));
    const shown: string[] = [];
    const code = await runTests({
      // It reports the priority it ran at: the lowest, so it takes only what the steps leave idle.
      build: node(
        `console.log('built at priority', require('node:os').getPriority()); console.error('a warning')`,
      ),
      steps: [
        step('typecheck'),
        // The unit suite ends only once the browser suite has run beside it.
        stepAfter('unit', 'browser'),
        node(
          `console.log('browser says'); require('node:fs').appendFileSync(${JSON.stringify(path.join(dir, 'log'))}, 'browser\\n')`,
        ),
      ],
      write: (text) => {
        if (text.length > 0) shown.push(`${text.toString()}(after: ${log().trim().split('\n')})`);
      },
    });
    expect(code).toBe(0);
    expect(log()).toBe('typecheck\nbrowser\nunit\n');
    expect(shown).toEqual([
      `built at priority ${constants.priority.PRIORITY_LOW}\na warning\n(after: typecheck,browser,unit)`,
      'browser says\n(after: typecheck,browser,unit)',
    ]);
  });

  it('ends with the last step’s exit code when it fails', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'ely-npm-test-'));
    const code = await runTests({
      build: node(''),
      steps: [step('typecheck'), step('unit'), step('browser', 4)],
      write: () => {},
    });
    expect(code).toBe(4);
    expect(log().split('\n').sort()).toEqual(['', 'browser', 'typecheck', 'unit']);
  });

  it('stops at the first failing step with its exit code, and stops the build with what it runs', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'ely-npm-test-'));
    const buildPid = path.join(dir, 'build.pid');
    const toolPid = path.join(dir, 'tool.pid');
    const code = await runTests({
      // As dev/build.ts runs `react-router build`: a child it waits for, blocked.
      build: withChild(buildPid, toolPid),
      steps: [
        step('typecheck'),
        // Fails once the build’s child runs.
        failsOnce(
          toolPid,
          3,
          `fs.appendFileSync(${JSON.stringify(path.join(dir, 'log'))}, 'lint\\n');`,
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

  /** Resolves once `file` exists (a watch on its folder, not a poll); rejects when `gone` aborts. */
  const appears = (file: string, gone: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      const watcher = watch(path.dirname(file), () => {
        if (existsSync(file)) done(resolve);
      });
      const done = (settle: () => void) => {
        watcher.close();
        settle();
      };
      gone.addEventListener('abort', () => done(() => reject(new Error('gone'))), { once: true });
      if (existsSync(file)) done(resolve);
    });

  /** A last step that logs whether it was told of the server, and whether the server was up. */
  const browserStep = (serverPid: string) =>
    node(
      `require('node:fs').appendFileSync(${JSON.stringify(path.join(dir, 'log'))}, 'browser ' + process.env.ELY_SERVER_UP + ' ' + require('node:fs').existsSync(${JSON.stringify(serverPid)}) + '\\n')`,
    );

  it('starts the server once the build is made, runs the last step with it answering, and stops it after', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'ely-npm-test-'));
    const shown: string[] = [];
    const serverPid = path.join(dir, 'server.pid');
    const built = path.join(dir, 'built');
    const code = await runTests({
      build: node(`require('node:fs').writeFileSync(${JSON.stringify(built)}, '')`),
      server: {
        // It says whether the build was there when it started, and what its environment holds.
        ...node(
          `console.log('build there:', require('node:fs').existsSync(${JSON.stringify(built)}), process.env.ELY_SERVER_SAYS); ${writePid(serverPid)} setInterval(() => {}, 1000)`,
        ),
        env: { ELY_SERVER_SAYS: 'serving' },
        ready: (gone) => appears(serverPid, gone),
        readyEnv: { ELY_SERVER_UP: 'yes' },
      },
      steps: [stepAfter('unit', 'browser'), browserStep(serverPid)],
      write: (text) => shown.push(text.toString()),
    });
    expect(code).toBe(0);
    // The last step ran with the server up and was told so.
    expect(log()).toBe('browser yes true\nunit\n');
    expect(shown.join('')).toBe('build there: true serving\n');
    // Stopped once the last step had ended, and waited for.
    expect(runsNoMore(pidIn(serverPid))).toBe(true);
  });

  it('leaves the last step to start its own server when the one it started ends before answering', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'ely-npm-test-'));
    const shown: string[] = [];
    const code = await runTests({
      build: node(''),
      server: {
        ...node(`console.error('the port is taken'); process.exit(1)`),
        ready: (gone) => appears(path.join(dir, 'never'), gone),
        readyEnv: { ELY_SERVER_UP: 'yes' },
      },
      steps: [stepAfter('unit', 'browser'), browserStep(path.join(dir, 'never'))],
      write: (text) => shown.push(text.toString()),
    });
    expect(code).toBe(0);
    expect(log()).toBe('browser undefined false\nunit\n');
    expect(shown.join('')).toBe('the port is taken\n');
  });

  /**
   * A server that writes its pid to `pidFile`, counts as answering once it has, and runs until
   * stopped; `first` runs before (a handler that ignores SIGTERM, say).
   */
  const serverUntilStopped = (pidFile: string, first = '') => ({
    ...node(`${first} ${writePid(pidFile)} setInterval(() => {}, 1000)`),
    ready: (gone: AbortSignal) => appears(pidFile, gone),
    readyEnv: {},
  });

  it('kills a server that does not stop when asked, once its time is up', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'ely-npm-test-'));
    const serverPid = path.join(dir, 'server.pid');
    const code = await runTests({
      build: node(''),
      server: serverUntilStopped(serverPid, `process.on('SIGTERM', () => {});`),
      steps: [step('browser')],
      write: () => {},
      graceMs: 200,
    });
    expect(code).toBe(0);
    expect(runsNoMore(pidIn(serverPid))).toBe(true);
  });

  it('stops the server when a step before the last fails', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'ely-npm-test-'));
    const serverPid = path.join(dir, 'server.pid');
    const code = await runTests({
      build: node(''),
      server: serverUntilStopped(serverPid),
      steps: [
        // Fails once the server runs.
        failsOnce(serverPid, 3),
        step('unit'),
        step('browser'),
      ],
      write: () => {},
    });
    expect(code).toBe(3);
    expect(log()).toBe('');
    expect(runsNoMore(pidIn(serverPid))).toBe(true);
  });

  it('stops the last step, with what it runs, and the server when the step beside it fails', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'ely-npm-test-'));
    const serverPid = path.join(dir, 'server.pid');
    const browserPid = path.join(dir, 'browser.pid');
    const chromiumPid = path.join(dir, 'chromium.pid');
    const code = await runTests({
      build: node(''),
      server: serverUntilStopped(serverPid),
      steps: [
        step('typecheck'),
        // Fails once the browser suite’s child runs.
        failsOnce(chromiumPid, 5),
        // As Playwright runs Chromium: a child it waits for.
        withChild(browserPid, chromiumPid),
      ],
      write: () => {},
    });
    expect(code).toBe(5);
    for (const file of [serverPid, browserPid, chromiumPid]) {
      expect(runsNoMore(pidIn(file)), path.basename(file)).toBe(true);
    }
  });
});
