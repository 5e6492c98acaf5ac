import { existsSync } from 'node:fs';

/**
 * Debian's Chromium, as the project's browser tools start it: Lighthouse (bench/lighthouse.ts),
 * the screenshots (dev/screenshot.ts), the image renderer (dev/media/render-images.ts), and the
 * browser tests where the headless shell is not installed (below). Playwright cannot download its
 * own browser here; `CHROMIUM_PATH` points at another binary.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's `chromium-headless-shell`: the same Chromium's Blink and V8 without the browser's UI. */
const HEADLESS_SHELL_PATH = '/usr/lib/chromium/chromium-headless-shell';

/**
 * The browser tests' Chromium: the headless shell when it is installed, as Playwright itself runs
 * headless tests (its default `chromium-headless-shell`), else the full browser. A page load costs
 * the shell about 30 % less CPU (docs/performance.md), on machines where the browser suite is
 * CPU-bound. `CHROMIUM_PATH` still chooses the binary. Lighthouse, the screenshots and the
 * image renderer keep the full browser: they look at the page as a visitor's Chromium draws it.
 */
export const TEST_CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ??
  (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH);

/**
 * Flags that work on these machines (no GPU, no sandbox in the container, no network beyond the
 * loopback, nothing updating itself mid-run). Playwright adds `--headless` itself; Lighthouse's
 * launcher needs it in the list.
 */
export const CHROMIUM_FLAGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
