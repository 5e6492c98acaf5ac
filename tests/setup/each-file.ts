import { vi } from 'vitest';

// Both projects' files share a worker's process (`isolate: false`, vitest.config.ts): a process or
// jsdom and a module graph of its own for every file took the unit suite twice the time
// (docs/performance.md). Each file still starts as if alone, as this runs before each: fresh
// modules (whatever state the app's and the server's modules keep), no global or environment
// variable a file before it stubbed, and real timers. What a project shares beyond its modules
// is reset by its own setup file after this one (node.ts, dom.ts).
vi.resetModules();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
vi.useRealTimers();
