import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EMULATOR_PRELOAD,
  FIREBASE_CLI,
  type RunningAuthEmulator,
  startTestAuthEmulator,
} from './firebase-emulator';

const require = createRequire(import.meta.url);

interface ExegesisOptions {
  compileOptions(given?: object): { lazyCompileValidationSchemas: boolean };
}
const { compileValidatorsOnUse } = require(EMULATOR_PRELOAD) as {
  compileValidatorsOnUse(cli: string): ExegesisOptions;
};

describe("the Auth Emulator's preload", () => {
  it("makes the installed exegesis compile the emulator's validators on first use", () => {
    // The module the emulator's exegesis-express compiles its options with, found as it is.
    const options = compileValidatorsOnUse(FIREBASE_CLI);
    expect(options.compileOptions().lazyCompileValidationSchemas).toBe(true);
    expect(options.compileOptions({}).lazyCompileValidationSchemas).toBe(true);
    // A caller that asks for compilation at start still gets it.
    expect(
      options.compileOptions({ lazyCompileValidationSchemas: false }).lazyCompileValidationSchemas,
    ).toBe(false);
  });
});

describe('the Auth Emulator, validators compiled on use', () => {
  let emulator: RunningAuthEmulator;

  beforeAll(async () => {
    emulator = await startTestAuthEmulator();
  }, 130_000);

  afterAll(async () => {
    await emulator?.stop();
  });

  const signUp = (body: string) =>
    fetch(`${emulator.url}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });

  it('runs with the preload', () => {
    expect(emulator.pid).toBeTypeOf('number');
    const argv = readFileSync(`/proc/${emulator.pid}/cmdline`, 'utf8').split('\0');
    expect(argv.slice(1, 4)).toEqual(['--require', EMULATOR_PRELOAD, FIREBASE_CLI]);
  });

  it('still refuses a request its schema refuses, in the API’s words', async () => {
    const response = await signUp('[1]');
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { message: string; status: string } };
    expect(error).toMatchObject({
      // exegesis's words after the (empty) path of the body's root.
      message: 'Invalid JSON payload received.  must be object',
      status: 'INVALID_ARGUMENT',
    });
  });

  it('signs up a well-formed request', async () => {
    const response = await signUp(
      JSON.stringify({
        email: 'preload@example.com',
        password: 'correct-horse-9',
        returnSecureToken: true,
      }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      kind: 'identitytoolkit#SignupNewUserResponse',
      email: 'preload@example.com',
    });
  });
});
