import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { copyPgliteTemplate } from '../support/pglite-template';
import { freePort } from '../support/processes';

const BUILD = process.env.ELY_BUILD_DIR ?? 'build-test';

/** A server of a spec's own: the test build's, on a free port, with a database of its own. */
export interface OwnServer {
  /** Its origin, `http://127.0.0.1:<port>`. */
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts the test build's server (build-test/server-api) apart from the suite's shared one, for a
 * spec that changes what every other spec relies on (the units on sale) or runs it differently
 * (real PayPal's mode). `env` is added to the suite's environment; the port, the data folder and
 * the public address are this server's own (the port a free one unless `port` is given, for a
 * spec that must name its `baseURL` before it starts). Fails, naming the exit code, if the server ends before
 * it listens (a configuration it refused: its reason is on stderr).
 */
export async function startOwnServer(
  env: NodeJS.ProcessEnv,
  { port: chosenPort }: { port?: number } = {},
): Promise<OwnServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'ely-own-server-'));
  // Its PGlite database starts as a copy of the tests' migrated one, made once for every run
  // (the unit suite's, when it ran first): the server then opens it and finds nothing to migrate,
  // where creating one runs initdb (some 5 s of CPU a server).
  await copyPgliteTemplate(path.join(dataDir, 'pglite'));
  const port = chosenPort ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(
    process.execPath,
    [path.join(BUILD, 'server-api', 'main.js')],
    {
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        STATIC_DIR: path.join(BUILD, 'client'),
        DATABASE_URL: '',
        EMBEDDED_DATABASE: 'pglite',
        LOG_LEVEL: 'info',
        ...env,
        PORT: String(port),
        DATA_DIR: dataDir,
        PUBLIC_URL: url,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let listening = false;
  for await (const line of createInterface({ input: server.stdout as NodeJS.ReadableStream })) {
    if (line.includes('Server listening at')) {
      listening = true;
      break;
    }
  }
  // Its log goes on; nobody reads it, so it must not fill the pipe.
  server.stdout?.resume();
  if (!listening) {
    await rm(dataDir, { recursive: true, force: true });
    throw new Error(`the spec's own server exited (${server.exitCode}) before listening`);
  }
  return {
    url,
    async stop() {
      if (server.exitCode === null && server.signalCode === null) {
        const exited = once(server, 'exit');
        server.kill('SIGTERM');
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
