'use strict';
/**
 * Loaded into the Firebase Auth Emulator's process before firebase-tools (`node --require`, see
 * dev/firebase-emulator.ts).
 *
 * The emulator serves Google's Identity Toolkit API through exegesis, which by default compiles an
 * ajv validator for every request and response schema of that API before the emulator answers
 * anything: 6 of the 8 s of its cold start on two idle cores (docs/performance.md). exegesis has
 * an option for this, `lazyCompileValidationSchemas`, which compiles each validator the first time
 * it is used; firebase-tools does not set it. This makes it exegesis's default in the emulator's
 * process. The same schemas still check every request and response; only when they are compiled
 * changes (dev/firebase-emulator.test.ts).
 */
const path = require('node:path');

/** exegesis's options module, as the emulator of the firebase-tools CLI at `cli` loads it. */
function exegesisOptions(cli) {
  const express = require.resolve('exegesis-express', { paths: [path.dirname(cli)] });
  return require(require.resolve('exegesis/lib/options', { paths: [path.dirname(express)] }));
}

/** Makes exegesis compile its validators on first use unless its caller says otherwise. */
function compileValidatorsOnUse(cli) {
  const options = exegesisOptions(cli);
  const compile = options.compileOptions;
  if (typeof compile !== 'function') {
    throw new Error('exegesis/lib/options no longer exports compileOptions');
  }
  options.compileOptions = (given = {}) =>
    compile({ lazyCompileValidationSchemas: true, ...given });
  return options;
}

module.exports = { compileValidatorsOnUse };

// As the emulator's preload, its main script is the CLI. Should a new firebase-tools lay exegesis
// out otherwise, the emulator still starts, the old way (dev/firebase-emulator.test.ts fails).
const cli = process.argv[1];
if (cli && /firebase-tools[\\/]lib[\\/]bin[\\/]firebase\.js$/.test(cli)) {
  try {
    compileValidatorsOnUse(cli);
  } catch (error) {
    process.stderr.write(`Auth Emulator: validators compile at start (${error.message})\n`);
  }
}
