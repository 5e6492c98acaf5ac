import { builtinModules } from 'node:module';
import { defineConfig } from 'vite';
import { buildDirectory } from './app/config/build-flags.ts';

/** Bundles the API server (server/main.ts) into build/server-api/main.js; packages stay external. */
export default defineConfig({
  publicDir: false,
  build: {
    ssr: 'server/main.ts',
    outDir: `${buildDirectory}/server-api`,
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    rolldownOptions: {
      external: [...builtinModules, ...builtinModules.map((name) => `node:${name}`)],
      output: { entryFileNames: 'main.js' },
    },
  },
  ssr: {
    // Dependencies resolve from node_modules at run time.
    noExternal: [],
  },
});
