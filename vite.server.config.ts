import { builtinModules } from 'node:module';
import { defineConfig } from 'vite';
import { buildDirectory } from './app/config/build-flags.ts';

/**
 * Bundles the API server (server/main.ts) into build/server-api/main.js; packages stay external
 * (but React Email's components, below).
 * The PayPal stand-in is an entry of its own (paypal-stand-in.js), which the server imports at
 * run time only in stand-in mode: main.js carries none of its code.
 */
export default defineConfig({
  publicDir: false,
  build: {
    ssr: true,
    outDir: `${buildDirectory}/server-api`,
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    rolldownOptions: {
      external: [...builtinModules, ...builtinModules.map((name) => `node:${name}`)],
      input: {
        main: 'server/main.ts',
        'paypal-stand-in': 'dev/paypal-stand-in/rest.ts',
      },
      output: { entryFileNames: '[name].js' },
    },
  },
  ssr: {
    // Dependencies resolve from node_modules at run time, but for React Email's components,
    // bundled so that only those the emails use are kept: the package's entry also loads Tailwind,
    // Prism and marked (its own Tailwind, code block and Markdown components), 0.4 s and some
    // 25 MB of the server's memory at its first email (docs/performance.md).
    noExternal: ['react-email'],
  },
});
