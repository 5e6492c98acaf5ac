import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/dom';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// findBy… and waitFor wait for the DOM, not for a clock: on two cores shared with other work a
// render can take seconds, so they may wait that long (they return as soon as it is there).
configure({ asyncUtilTimeout: 15_000 });

// An unexpected console.error (a React warning, a failed prop type) fails the test that caused it.
let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
});
afterEach(() => {
  cleanup();
  const calls = consoleError.mock.calls;
  consoleError.mockRestore();
  if (calls.length > 0) {
    throw new Error(
      `console.error was called:\n${calls.map((args: unknown[]) => args.join(' ')).join('\n')}`,
    );
  }
});
