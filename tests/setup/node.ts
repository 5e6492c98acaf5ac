import { deleteApp, getApps } from 'firebase-admin/app';

// After each-file.ts, before each of the node project's files: no Firebase Admin app. Its registry
// lives in node_modules, which the module reset keeps, so an app an earlier file made would still
// point at that file's Auth Emulator, stopped by then.
await Promise.all(getApps().map((app) => deleteApp(app)));
