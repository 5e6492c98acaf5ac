/**
 * Photoreal product renders: runs Blender on dev/media/blender/product-scene.py for each shot,
 * then writes the web files at the sizes the pages use.
 *
 * Run from the repository root:
 *   npx tsx dev/media/render-products.ts              # render every shot, then encode
 *   npx tsx dev/media/render-products.ts hero desk    # only these shots
 *   ENCODE_ONLY=1 npx tsx dev/media/render-products.ts  # re-encode the masters already rendered
 *
 * Needs Debian's `blender` (3.4, /usr/bin/blender; BLENDER=… to use another) and `ffmpeg`.
 * Blender runs on one thread (`-t 1`): the machine is shared. Masters (16-bit PNG) are kept in
 * MASTER_DIR (default /tmp/ely-renders) so encoding can be tuned without rendering again.
 *
 * Outputs (public/images/renders/): for each image AVIF (10-bit, the first choice) and WebP at
 * each width, plus a JPEG where an <img> fallback or a crawler needs one. See dev/media/README.md.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const SCENE = resolve(ROOT, 'dev', 'media', 'blender', 'product-scene.py');
const OUT_DIR = resolve(ROOT, 'public', 'images', 'renders');
const MASTER_DIR = process.env.MASTER_DIR ?? '/tmp/ely-renders';
const BLENDER = process.env.BLENDER ?? '/usr/bin/blender';

interface Export {
  /** Output width and height in pixels. */
  width: number;
  height: number;
  formats: readonly ('avif' | 'webp' | 'jpg')[];
  /** A centred square (or other) crop of the master before scaling, as ffmpeg's crop=w:h:x:y. */
  crop?: string;
  /** Name suffix when it is not just the width (thumbnails). */
  suffix?: string;
}

interface Shot {
  /** The shot name in product-scene.py. */
  shot: string;
  /** Stable file name stem under public/images/renders/. */
  name: string;
  width: number;
  height: number;
  samples: number;
  /**
   * Strength of a wavelet denoise (ffmpeg's vaguedenoiser threshold, at 16 bits) applied to the
   * master before scaling: Debian's Blender has no denoiser, and the desk's depth of field and the
   * crystal's close-up leave grain that more samples would take hours to settle.
   */
  denoise?: number;
  exports: readonly Export[];
}

const WEB = ['avif', 'webp'] as const;

export const SHOTS: readonly Shot[] = [
  {
    shot: 'hero',
    name: 'octahedron-hero',
    width: 1280,
    height: 960,
    samples: 128,
    exports: [
      { width: 640, height: 480, formats: WEB },
      { width: 960, height: 720, formats: WEB },
      { width: 1280, height: 960, formats: [...WEB, 'jpg'] },
    ],
  },
  {
    shot: 'front',
    name: 'octahedron-front',
    width: 960,
    height: 720,
    samples: 128,
    exports: [
      { width: 640, height: 480, formats: [...WEB, 'jpg'] },
      { width: 960, height: 720, formats: WEB },
      // Cart line (80×80, object-cover) and checkout summary (64×48), at 2×.
      {
        width: 160,
        height: 160,
        formats: WEB,
        crop: 'ih*0.78:ih*0.78:(iw-ow)/2:ih*0.08',
        suffix: 'thumb-160',
      },
      {
        width: 128,
        height: 96,
        formats: WEB,
        crop: 'iw*0.72:ih*0.72:(iw-ow)/2:ih*0.1',
        suffix: 'summary-128',
      },
    ],
  },
  {
    shot: 'detail',
    name: 'octahedron-detail',
    width: 960,
    height: 720,
    samples: 96,
    denoise: 3,
    exports: [
      { width: 640, height: 480, formats: [...WEB, 'jpg'] },
      { width: 960, height: 720, formats: WEB },
    ],
  },
  {
    shot: 'desk',
    name: 'octahedron-desk',
    width: 1120,
    height: 840,
    samples: 128,
    denoise: 4,
    exports: [
      { width: 640, height: 480, formats: WEB },
      { width: 1120, height: 840, formats: [...WEB, 'jpg'] },
    ],
  },
  {
    shot: 'portrait',
    name: 'founder-portrait',
    width: 720,
    height: 720,
    samples: 128,
    exports: [
      { width: 320, height: 320, formats: WEB },
      { width: 576, height: 576, formats: [...WEB, 'jpg'] },
    ],
  },
];

function run(cmd: string, args: readonly string[]) {
  const r = spawnSync(cmd, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (r.status !== 0) {
    throw new Error(`${cmd} failed (${r.status}):\n${r.stderr.slice(-2000)}`);
  }
  return r.stdout;
}

function render(shot: Shot): number {
  const master = resolve(MASTER_DIR, `${shot.shot}.png`);
  const started = performance.now();
  const out = run(BLENDER, [
    '-b',
    '--factory-startup',
    '-t',
    '1',
    '--python',
    SCENE,
    '--',
    '--shot',
    shot.shot,
    '--out',
    master,
    '--width',
    String(shot.width),
    '--height',
    String(shot.height),
    '--samples',
    String(shot.samples),
  ]);
  if (!out.includes('RENDERED')) throw new Error(`Blender did not render ${shot.shot}`);
  return (performance.now() - started) / 1000;
}

/**
 * The ffmpeg filter chain for one export: denoise (at 16 bits), crop, Lanczos scale,
 * error-diffusion dither to 8 bit.
 */
function filter(exp: Export, pixFmt: string, denoise: number | undefined) {
  const scale = `scale=${exp.width}:${exp.height}:flags=lanczos+accurate_rnd+full_chroma_int:sws_dither=ed`;
  const clean = denoise
    ? `format=gbrp16le,vaguedenoiser=threshold=${denoise}:method=soft:nsteps=5`
    : '';
  return [clean, exp.crop ? `crop=${exp.crop}` : '', scale, `format=${pixFmt}`]
    .filter(Boolean)
    .join(',');
}

function encode(
  master: string,
  exp: Export,
  format: 'avif' | 'webp' | 'jpg',
  target: string,
  denoise: number | undefined,
) {
  const base = ['-hide_banner', '-loglevel', 'error', '-y', '-i', master];
  if (format === 'avif') {
    // 10-bit keeps the dark gradients free of banding; still-picture AVIF, one thread.
    run('ffmpeg', [
      ...base,
      '-vf',
      filter(exp, 'yuv420p10le', denoise),
      '-c:v',
      'libaom-av1',
      '-still-picture',
      '1',
      '-crf',
      exp.width <= 200 ? '28' : '30',
      '-b:v',
      '0',
      '-cpu-used',
      '4',
      '-threads',
      '1',
      '-f',
      'avif',
      target,
    ]);
  } else if (format === 'webp') {
    run('ffmpeg', [
      ...base,
      '-vf',
      filter(exp, 'rgb24', denoise),
      '-c:v',
      'libwebp',
      '-quality',
      '80',
      '-compression_level',
      '6',
      '-preset',
      'photo',
      target,
    ]);
  } else {
    run('ffmpeg', [...base, '-vf', filter(exp, 'yuvj444p', denoise), '-q:v', '3', target]);
  }
}

function main() {
  const wanted = process.argv.slice(2);
  const shots = wanted.length ? SHOTS.filter((s) => wanted.includes(s.shot)) : SHOTS;
  if (wanted.length && shots.length !== wanted.length) {
    console.error(
      `unknown shot in ${wanted.join(' ')}; known: ${SHOTS.map((s) => s.shot).join(' ')}`,
    );
    process.exit(1);
  }
  mkdirSync(OUT_DIR, { recursive: true });
  mkdirSync(MASTER_DIR, { recursive: true });
  for (const shot of shots) {
    const master = resolve(MASTER_DIR, `${shot.shot}.png`);
    if (!process.env.ENCODE_ONLY) {
      const seconds = render(shot);
      console.log(`rendered ${shot.shot} ${shot.width}×${shot.height} in ${seconds.toFixed(0)} s`);
    } else if (!existsSync(master)) {
      throw new Error(`no master ${master}: render it first`);
    }
    for (const exp of shot.exports) {
      for (const format of exp.formats) {
        const stem = `${shot.name}-${exp.suffix ?? exp.width}`;
        const target = resolve(OUT_DIR, `${stem}.${format}`);
        encode(master, exp, format, target, shot.denoise);
        const kb = (statSync(target).size / 1024).toFixed(1);
        console.log(`${kb.padStart(8)} KB  ${target.slice(ROOT.length + 1)}`);
      }
    }
  }
}

main();
