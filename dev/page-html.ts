import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * What the build changes in the prerendered pages after React Router has written them.
 *
 * React Router puts a `<link rel="modulepreload">` in the head for every chunk the page hydrates
 * with. On a prerendered page that is the wrong priority: the HTML already shows everything, and
 * those preloads (≈110 KiB of script fetched at high priority) compete with the stylesheet and
 * the fonts that the first paint waits for. Without them the module script at the end of the body
 * still loads the same chunks (their imports follow from it), one round trip later, after the page
 * is painted. Measured with Lighthouse's mobile profile (bench/README.md): first contentful paint
 * 2.1 s → 0.9 s on /ethics.
 */
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\/?>/g;

export function withoutModulePreloads(html: string): string {
  return html.replace(MODULE_PRELOAD, '');
}

const BOOT_SCRIPT = /(<script type="module" async="">)([\s\S]*?)(<\/script>)/;
const SIDE_EFFECT_IMPORT = /^import ("[^"]+");$/;
const WAIT_FOR_PAINT =
  "await new Promise((go) => document.visibilityState === 'hidden' ? go() : requestAnimationFrame(() => setTimeout(go)));";
const NAMESPACE_IMPORT = /^import \* as (route\d+) from ("[^"]+");$/;

/**
 * React Router's boot script imports the route modules statically, so the browser fetches them
 * (≈110 KiB) the moment the parser reaches the end of the body, while the stylesheet and fonts
 * of the first paint are still coming. This rewrites the same imports as dynamic ones that start
 * once the page has been painted (the frame after the first animation frame; at once in a hidden
 * tab, where there are no frames). The manifest and the route modules are still all evaluated
 * before the client entry starts, as before.
 */
export function hydrateAfterFirstPaint(html: string): string {
  const match = BOOT_SCRIPT.exec(html);
  if (!match)
    throw new Error('No React Router boot script (<script type="module" async>) in the page');
  const [whole, open, body = '', close] = match;
  if (body.startsWith(WAIT_FOR_PAINT)) return html;
  const names: string[] = [];
  const urls: string[] = [];
  const rest: string[] = [];
  for (const line of body.split('\n')) {
    const sideEffect = SIDE_EFFECT_IMPORT.exec(line);
    const namespace = NAMESPACE_IMPORT.exec(line);
    if (sideEffect?.[1]) {
      names.push('');
      urls.push(sideEffect[1]);
    } else if (namespace?.[1] && namespace[2]) {
      names.push(namespace[1]);
      urls.push(namespace[2]);
    } else if (/^\s*import[\s*{"]/.test(line)) {
      throw new Error(`Unexpected import in React Router's boot script: ${line}`);
    } else if (line.trim() !== '') {
      rest.push(line.trim());
    }
  }
  if (urls.length === 0 || !rest.some((line) => line.startsWith('import('))) {
    throw new Error("React Router's boot script does not look as expected");
  }
  const boot = [
    WAIT_FOR_PAINT,
    `const [${names.join(', ')}] = await Promise.all([${urls.map((url) => `import(${url})`).join(', ')}]);`,
    ...rest,
  ].join('\n');
  // Spliced, not String#replace: route ids may hold `$`, which a replacement string would read.
  const start = match.index;
  return `${html.slice(0, start)}${open}${boot}${close}${html.slice(start + whole.length)}`;
}

/** Applies both to every page of the client build; returns how many pages changed. */
export async function finishPages(clientDir: string): Promise<number> {
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  const pages = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
  let changed = 0;
  await Promise.all(
    pages.map(async (file) => {
      const html = await readFile(file, 'utf8');
      const finished = hydrateAfterFirstPaint(withoutModulePreloads(html));
      if (finished === html) return;
      await writeFile(file, finished);
      changed += 1;
    }),
  );
  return changed;
}
