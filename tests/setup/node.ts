import { deleteApp, getApps } from 'firebase-admin/app';
import { vi } from 'vitest';

// The node project's files share one process per worker (`isolate: false`, vitest.config.ts): a
// process and a module graph of its own for each of its 108 files took the project 376 s on two
// cores, against 148–194 s shared (docs/performance.md). Each file still starts as if alone, as
// this runs before each file: fresh modules (whatever state the server's modules keep), no global
// or environment variable a file before it stubbed, real timers, and no Firebase Admin app (its
// registry lives in node_modules, which the module reset keeps: an app an earlier file made would
// still point at that file's Auth Emulator).
vi.resetModules();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
vi.useRealTimers();
await Promise.all(getApps().map((app) => deleteApp(app)));
