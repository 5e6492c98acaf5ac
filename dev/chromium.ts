/**
 * Debian's Chromium, as every browser tool of the project starts it: the browser tests
 * (playwright.config.ts), Lighthouse (bench/lighthouse.ts), the screenshots (dev/screenshot.ts)
 * and the image renderer (dev/media/render-images.ts). Playwright cannot download its own
 * browser here; `CHROMIUM_PATH` points at another binary.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
