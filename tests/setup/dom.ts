import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/dom';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// After each-file.ts, before each of the dom project's files (which share a worker's jsdom): a
// browser with nothing stored (the app sets no cookie), an empty document and the first URL.
localStorage.clear();
sessionStorage.clear();
for (const attribute of [...document.documentElement.attributes]) {
  document.documentElement.removeAttribute(attribute.name);
}
document.head.replaceChildren();
document.body.replaceChildren();
for (const attribute of [...document.body.attributes]) {
  document.body.removeAttribute(attribute.name);
}
window.history.replaceState(null, '', '/');

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
