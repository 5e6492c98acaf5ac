import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, loadEnv } from 'vite';
import { pesoEstimateRate } from './site/exchange-rate.ts';

const apiPort = process.env.API_PORT ?? '3001';

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/**
 * Small modules most pages use, bundled with the shell although the root route does not import
 * them: the UI kit, the meta-tag helper every route calls, the content helpers and the
 * reduced-motion hook. A page then gets them in the request it already makes, instead of one
 * chunk of a few hundred bytes each (its own request and compile task); measured, every route's
 * first-paint JavaScript is lighter with them here and loads in 6–10 files instead of 7–15. Only
 * modules whose own imports are in the shell already belong in this list: anything else they
 * import would become part of every page's first paint.
 */
const SHARED_WITH_THE_SHELL = [
  // Not the modal dialog and its close button: only overlays drawn on first use need them.
  /\/app\/components\/ui\/(?!modal-dialog|dialog-close-button)/,
  /\/app\/lib\/seo\.ts$/,
  // The product status pill: the products page, the home page's products and the academy's.
  /\/app\/components\/products\/status-badge\.tsx$/,
  /\/app\/lib\/use-prefers-reduced-motion\.ts$/,
  /\/app\/content\/shared\.ts$/,
];

/** The module every page starts from: the root route (the layout). */
const SHELL_ROOT = path.resolve('app/root.tsx');

/**
 * React DOM and its scheduler, all of it: the client, which only the client entry imports, and
 * the small public module (`flushSync`, `createPortal` …), which React Router imports too (alone
 * it was a chunk of its own on every page).
 */
const REACT_DOM = /\/node_modules\/(react-dom|scheduler)\//;

/**
 * Names the chunks of the code every page loads at start-up, in two:
 *
 * - `framework`: the packages the root route imports statically (React, React Router) and React
 *   DOM. It holds no code of ours, so a deploy that changes the app leaves its file, and the
 *   client entry's that imports only it, as they were: a returning visitor's browser keeps the
 *   93 KB it has and fetches the app's changed chunks alone. React DOM's client is a CommonJS
 *   module, which the bundler wraps to run when first required: the client entry requires it, so
 *   it still runs in the entry's task, after the route modules, and the entry the page imports
 *   last is about a kilobyte instead of React DOM's 56.
 * - `shell`: our part of that set (the layout in `app/shell/`, the cart and sign-in state, the UI
 *   kit, the meta helper).
 *
 * Left to itself the bundler splits that set by which routes share each part, into some fifteen
 * files that each page then fetches one by one while it hydrates.
 */
function startUpChunks() {
  let shell: Set<string> | undefined;
  return (id: string, graph: ModuleGraph): string | null => {
    if (!shell) {
      shell = new Set();
      const queue = [SHELL_ROOT];
      while (queue.length > 0) {
        const next = queue.pop() as string;
        if (shell.has(next)) continue;
        shell.add(next);
        queue.push(...(graph.getModuleInfo(next)?.importedIds ?? []));
      }
      shell.delete(SHELL_ROOT);
    }
    if (REACT_DOM.test(id)) return 'framework';
    // Stylesheets stay with the root route. Were app.css the shell's, every chunk loaded later
    // (the hero video's, for one) would list it as a dependency, and Vite's preload helper, which
    // looks for it by URL while React Router writes the page's link with a trailing "#", would
    // add the same stylesheet a second time: a restyle and relayout of the page, fonts included.
    const inShell = shell.has(id) || SHARED_WITH_THE_SHELL.some((pattern) => pattern.test(id));
    if (!inShell || /\.css($|\?)/.test(id)) return null;
    return id.includes('/node_modules/') ? 'framework' : 'shell';
  };
}

// The peso estimate's rate is the build's to carry: one nobody meant stops the build, naming why.
pesoEstimateRate(loadEnv('production', process.cwd(), 'VITE_'));

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    // Inline nothing as data: URLs: the CSP allows our own origin, and files cache better.
    assetsInlineLimit: 0,
  },
  environments: {
    // The browser's build only; the server build exists to prerender the pages.
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: startUpChunks(), debugName: 'framework and shell' },
                // What shows and sells a product, as one chunk: the product card's parts (picture,
                // price with its peso estimate and domain/pesos.ts; the status badge is the
                // shell's), the price words (product labels, kept out of every page's shell: only
                // these parts use them), and the add-to-cart buttons with the stock rules. The products page draws both at
                // first paint (7 scripts there, not 8); the home page's product section, Ely's
                // plans, the cart and the checkout load it after hydration. Left to itself the
                // bundler made six files of 200–600 B each, every one its own request (13 scripts
                // on the home page once) with its own header and import lines.
                {
                  name: 'product-card',
                  test: /\/(app\/(components\/products\/(product-image|product-price|peso-estimate)\.tsx|i18n\/use-product-labels\.ts|lib\/product-labels\.ts|features\/cart\/(add-to-cart-button\.tsx|add-to-cart\.ts|custom-ely-gate\.tsx)|lib\/stock\.ts)|domain\/pesos\.ts)$/,
                },
                // The checkout's contact fields with the stored-fields helper they share with the
                // saved address, and the tax rules its summary shares with the receipt: three
                // chunks of the checkout's first paint made one (8 scripts there, not 9). The
                // order page then loads the contact fields' 1.6 KiB too, which the checkout that
                // led there has cached already.
                {
                  name: 'contact-fields',
                  test: /\/(app\/features\/checkout\/(contact-fields\.tsx|contact-store\.ts|needs-shipping\.ts|stored-fields\.ts)|domain\/order\/taxes\.ts)$/,
                },
                // The API client, the loading hook and the payment statuses' table in one chunk:
                // the routes that load data (the order page, the account, the console) import all
                // three, and the route manifest, part of every first paint, would otherwise name
                // two more files for each of those routes.
                {
                  name: 'api-client',
                  test: /\/(app\/lib\/(api-client|use-load)|domain\/(order\/payment-status-look|subscription))\.ts$/,
                },
              ],
            },
          },
        },
      },
    },
  },
  server: {
    // `npm run dev`: the API runs beside Vite and is reached through it, as in production.
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/__paypal': `http://127.0.0.1:${apiPort}`,
    },
  },
});
