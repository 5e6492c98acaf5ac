/**
 * Renders raster brand images from HTML/SVG compositions with headless Chromium.
 *
 * Run from the repository root:  npx tsx dev/media/render-images.ts
 *
 * Outputs:
 *   public/images/og-image.jpg   1200x630 Open Graph / Twitter share image: the Blender hero
 *                                render (public/images/renders/octahedron-hero-1280.jpg, made by
 *                                render-products.ts) on the right, the wordmark on the left
 *   public/apple-touch-icon.png  180x180 iOS home-screen icon (opaque)
 *
 * Only system sans-serif fonts are used (no web fonts, no network access).
 * PNGs are re-encoded with ffmpeg (palette-free, max compression) when smaller.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const OG = resolve(ROOT, 'public', 'images', 'og-image.jpg');
const HERO_RENDER = resolve(ROOT, 'public', 'images', 'renders', 'octahedron-hero-1280.jpg');
const ICON = resolve(ROOT, 'public', 'apple-touch-icon.png');

const HOLO = 'linear-gradient(120deg, #5cf2ff 0%, #a78bfa 50%, #f472b6 100%)';

/** Wireframe octahedron motif (same geometry language as the hero loop). */
function octahedron(size: number, id: string, strokeW = 2.2, glow = 6): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 400 400">
  <defs>
    <linearGradient id="${id}h" x1="90" y1="20" x2="330" y2="380" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="#5cf2ff"/><stop offset=".5" stop-color="#a78bfa"/><stop offset="1" stop-color="#f472b6"/>
    </linearGradient>
    <radialGradient id="${id}c" cx="200" cy="196" r="120" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="#eaf6ff" stop-opacity=".95"/><stop offset=".16" stop-color="#a78bfa" stop-opacity=".5"/>
      <stop offset="1" stop-color="#a78bfa" stop-opacity="0"/>
    </radialGradient>
    <filter id="${id}g" x="-30%" y="-30%" width="160%" height="160%">
      <feGaussianBlur stdDeviation="${glow}" result="b"/>
      <feGaussianBlur in="SourceGraphic" stdDeviation="${glow * 3}" result="w"/>
      <feMerge><feMergeNode in="w"/><feMergeNode in="b"/><feMergeNode in="SourceGraphic"/></feMerge>
    </filter>
  </defs>
  <circle cx="200" cy="196" r="120" fill="url(#${id}c)"/>
  <path fill="url(#${id}h)" fill-opacity=".12" d="M200 30 78 186l92 34 152-34z"/>
  <path fill="url(#${id}h)" fill-opacity=".07" d="M200 362 78 186l92 34 152-34z"/>
  <g fill="none" stroke="url(#${id}h)" stroke-linecap="round" stroke-linejoin="round">
    <path stroke-opacity=".35" stroke-width="${strokeW * 0.55}" d="M200 30 236 162 200 362M78 186l158-24 86 24"/>
    <g filter="url(#${id}g)" stroke-width="${strokeW}">
      <path d="M200 30 78 186 200 362 322 186z"/><path d="M78 186l92 34 152-34M200 30l-30 190 30 142"/>
    </g>
  </g>
  <g fill="#eaf6ff"><circle cx="200" cy="30" r="3.5"/><circle cx="78" cy="186" r="3"/><circle cx="322" cy="186" r="3"/><circle cx="170" cy="220" r="3.5"/><circle cx="200" cy="362" r="3.5"/></g>
</svg>`;
}

const SANS = `system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "DejaVu Sans", Arial, sans-serif`;

/** The share card: the photoreal hero render on the right, faded into the page colour on its
 * left, and the wordmark treatment of the site on the left. */
function ogHtml(heroDataUrl: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
  * { box-sizing: border-box; margin: 0; padding: 0; }
  html, body { width: 1200px; height: 630px; overflow: hidden; background: #05060b; }
  body { position: relative; font-family: ${SANS}; color: #eaf6ff; }
  .render { position: absolute; left: 400px; top: 0; width: 840px; height: 630px;
    -webkit-mask-image: linear-gradient(90deg, transparent 0%, #000 22%, #000 100%);
            mask-image: linear-gradient(90deg, transparent 0%, #000 22%, #000 100%); }
  .copy { position: absolute; left: 84px; top: 0; bottom: 0; width: 600px; display: flex; flex-direction: column; justify-content: center; }
  .eyebrow { font-size: 20px; letter-spacing: .32em; text-transform: uppercase; color: rgba(234,246,255,.62); margin-bottom: 26px; }
  .word { font-size: 82px; white-space: nowrap; font-weight: 700; letter-spacing: -.035em; line-height: 1;
    background: linear-gradient(100deg, #eaf6ff 0%, #eaf6ff 42%, #5cf2ff 62%, #a78bfa 82%, #f472b6 100%);
    -webkit-background-clip: text; background-clip: text; color: transparent; }
  .rule { width: 120px; height: 3px; border-radius: 2px; background: ${HOLO}; margin: 34px 0 30px; box-shadow: 0 0 16px rgba(167,139,250,.6); }
  .line { font-size: 33px; font-weight: 500; line-height: 1.3; letter-spacing: -.01em; color: #eaf6ff; max-width: 580px; }
  .line b { font-weight: 700; background: ${HOLO}; -webkit-background-clip: text; background-clip: text; color: transparent; }
  .foot { position: absolute; left: 84px; bottom: 48px; font-size: 20px; color: rgba(234,246,255,.5); letter-spacing: .04em; }
</style></head><body>
  <img class="render" src="${heroDataUrl}" alt="">
  <div class="copy">
    <div class="eyebrow">Holographic emotional AI</div>
    <div class="word">SynthAmour</div>
    <div class="rule"></div>
    <div class="line"><b>ELY</b> — the holographic companion that understands you</div>
  </div>
  <div class="foot">Mexico City</div>
</body></html>`;
}

const iconHtml = `<!doctype html><html><head><meta charset="utf-8"><style>
  * { margin: 0; padding: 0; }
  html, body { width: 180px; height: 180px; overflow: hidden; }
  body { background: radial-gradient(120px 120px at 50% 48%, #1a1733 0%, #0b0e17 55%, #05060b 100%);
    display: grid; place-items: center; }
</style></head><body>${octahedron(168, 'i', 7, 4)}</body></html>`;

/** Re-encode a PNG with ffmpeg at maximum deflate effort; keep whichever is smaller. */
function squeezePng(path: string) {
  const tmp = `${path}.tmp.png`;
  const r = spawnSync('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-i',
    path,
    '-compression_level',
    '100',
    '-pred',
    'mixed',
    tmp,
  ]);
  if (r.status === 0 && statSync(tmp).size < statSync(path).size) renameSync(tmp, path);
  else spawnSync('rm', ['-f', tmp]);
}

async function main() {
  mkdirSync(dirname(OG), { recursive: true });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS],
  });
  try {
    const og = await browser.newPage({
      viewport: { width: 1200, height: 630 },
      deviceScaleFactor: 1,
    });
    const hero = `data:image/jpeg;base64,${readFileSync(HERO_RENDER).toString('base64')}`;
    await og.setContent(ogHtml(hero), { waitUntil: 'load' });
    // A photograph: JPEG, not a palette PNG (which bands on the render's dark gradients).
    const shot = `${OG}.tmp.png`;
    writeFileSync(shot, await og.screenshot({ type: 'png' }));
    spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-i', shot, '-q:v', '3', OG]);
    spawnSync('rm', ['-f', shot]);

    const icon = await browser.newPage({
      viewport: { width: 180, height: 180 },
      deviceScaleFactor: 1,
    });
    await icon.setContent(iconHtml, { waitUntil: 'load' });
    writeFileSync(ICON, await icon.screenshot({ type: 'png', omitBackground: false }));
    squeezePng(ICON);
  } finally {
    await browser.close();
  }
  for (const p of [OG, ICON])
    console.log(
      `${(statSync(p).size / 1024).toFixed(1).padStart(8)} KB  ${p.slice(ROOT.length + 1)}`,
    );
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
