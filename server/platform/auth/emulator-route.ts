import type { FastifyInstance } from 'fastify';

export interface AuthEmulatorInfo {
  /** `http://127.0.0.1:9099`, what the browser passes to connectAuthEmulator. */
  url: string;
  projectId: string;
}

/**
 * GET /api/auth/emulator: where the browser finds the Auth Emulator. The browser learns it at run
 * time rather than from the build, so one build works with any emulator port (parallel test
 * servers each run their own) and the value has one owner, the server, which also puts it in the
 * pages' CSP. Registered only in emulator mode: with a real project nothing here exists.
 */
export async function registerAuthEmulatorRoute(app: FastifyInstance, info: AuthEmulatorInfo) {
  const body: AuthEmulatorInfo = { url: info.url, projectId: info.projectId };
  app.get('/auth/emulator', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return body;
  });
}
