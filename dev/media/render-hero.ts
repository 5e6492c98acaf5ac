/**
 * Procedural hero loop: a slowly rotating holographic octahedron.
 *
 * Pure TypeScript software rasterizer (float buffers, anti-aliased lines,
 * additive glow via half-resolution box blurs, exponential tone mapping) that
 * pipes raw RGB24 frames into ffmpeg.
 *
 * Run from the repository root:  npx tsx dev/media/render-hero.ts
 *
 * Outputs:
 *   public/media/hero.webm         VP9, no audio
 *   public/media/hero.mp4          H.264 high, yuv420p, faststart, no audio
 *   public/media/hero-poster.webp  first frame of the loop
 *   public/media/hero-poster.jpg   first frame of the loop (fallback)
 *
 * The loop is exactly periodic: every animated quantity is a function of
 * phase = frame / FRAMES, with only integer-frequency oscillations, so the
 * frame after the last one is identical to frame 0.
 */
import { type ChildProcessWithoutNullStreams, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const OUT_DIR = resolve(ROOT, 'public', 'media');

const W = 960;
const H = 540;
const FPS = 24;
const SECONDS = 8;
const FRAMES = FPS * SECONDS; // 192
const TAU = Math.PI * 2;

// Palette (sRGB 0..1)
type RGB = readonly [number, number, number];
const hex = (h: string): RGB => [
  Number.parseInt(h.slice(1, 3), 16) / 255,
  Number.parseInt(h.slice(3, 5), 16) / 255,
  Number.parseInt(h.slice(5, 7), 16) / 255,
];
const BG = hex('#05060b');
const SURFACE = hex('#0b0e17');
const CYAN = hex('#5cf2ff');
const VIOLET = hex('#a78bfa');
const MAGENTA = hex('#f472b6');
const ICE = hex('#eaf6ff');

// Composition: octahedron centred-right (62% of width), slightly above middle.
const CX = Math.round(W * 0.62); // 595
const CY = 242;
const SCALE = 128; // px per world unit
const CAM_DIST = 6.5;
const HEIGHT = 1.38; // vertical stretch of the octahedron (apex at ±HEIGHT)

// ---------------------------------------------------------------------------
// Buffers
const N = W * H;
const lineBuf = new Float32Array(N); // hologram light intensity (gradient coloured)
const hw = W >> 1;
const hh = H >> 1;
const half = new Float32Array(hw * hh);
const glowA = new Float32Array(hw * hh);
const glowB = new Float32Array(hw * hh);
const tmp = new Float32Array(hw * hh);

// Static per-pixel data computed once: gradient colour, background, dither.
const gradR = new Float32Array(N);
const gradG = new Float32Array(N);
const gradB = new Float32Array(N);
const bgR = new Float32Array(N);
const bgG = new Float32Array(N);
const bgB = new Float32Array(N);
const dither = new Float32Array(N);

function lerp3(a: RGB, b: RGB, t: number): RGB {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

function holo(s: number): RGB {
  const t = Math.min(1, Math.max(0, s));
  return t < 0.5 ? lerp3(CYAN, VIOLET, t / 0.5) : lerp3(VIOLET, MAGENTA, (t - 0.5) / 0.5);
}

// sRGB <-> linear helpers so glow blends in linear light.
const toLin = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const toSrgb = (c: number) => (c <= 0.0031308 ? c * 12.92 : 1.055 * c ** (1 / 2.4) - 0.055);
const linRGB = (c: RGB): RGB => [toLin(c[0]), toLin(c[1]), toLin(c[2])];

// Typed-array and list access under noUncheckedIndexedAccess. Every index below is in bounds by
// construction; reading a missing float as 0 keeps the hot loops branch-light and the output the same.
const at = (buf: Float32Array, i: number): number => buf[i] ?? 0;
function addAt(buf: Float32Array, i: number, v: number) {
  buf[i] = (buf[i] ?? 0) + v;
}
function item<T>(list: readonly T[], i: number): T {
  const value = list[i];
  if (value === undefined) throw new Error(`index ${i} out of range`);
  return value;
}

// 4x4 Bayer matrix for a static ordered dither (static => compresses well).
const BAYER = [0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5];

(function precompute() {
  // 120deg CSS gradient direction: towards right-and-down.
  const dx = Math.sin((120 * Math.PI) / 180);
  const dy = -Math.cos((120 * Math.PI) / 180);
  const span = 300;
  const bgL = linRGB(BG);
  const surfL = linRGB(SURFACE);
  const violetL = linRGB(VIOLET);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const i = y * W + x;
      const s = ((x - CX) * dx + (y - CY) * dy) / (2 * span) + 0.5;
      const c = linRGB(holo(s));
      gradR[i] = c[0];
      gradG[i] = c[1];
      gradB[i] = c[2];
      // Background: #05060b with a very soft surface/violet bloom behind the device.
      const rx = (x - CX) / 430;
      const ry = (y - (CY + 30)) / 300;
      const r2 = rx * rx + ry * ry;
      const bloom = Math.exp(-r2 * 1.6);
      const vio = Math.exp(-r2 * 5.0) * 0.012;
      bgR[i] = bgL[0] + (surfL[0] - bgL[0]) * bloom + violetL[0] * vio;
      bgG[i] = bgL[1] + (surfL[1] - bgL[1]) * bloom + violetL[1] * vio;
      bgB[i] = bgL[2] + (surfL[2] - bgL[2]) * bloom + violetL[2] * vio;
      dither[i] = ((BAYER[(y & 3) * 4 + (x & 3)] ?? 0) + 0.5) / 16 - 0.5;
    }
  }
})();

// ---------------------------------------------------------------------------
// 3D helpers
type V3 = [number, number, number];
type P2 = { x: number; y: number; z: number; front: number };

function rotX(v: V3, a: number): V3 {
  const c = Math.cos(a);
  const s = Math.sin(a);
  return [v[0], v[1] * c - v[2] * s, v[1] * s + v[2] * c];
}
function project(v: V3): P2 {
  // Camera looks along +z; larger z = further away.
  const z = CAM_DIST + v[2];
  const f = CAM_DIST / z;
  return { x: CX + v[0] * SCALE * f, y: CY - v[1] * SCALE * f, z: v[2], front: -v[2] };
}

// ---------------------------------------------------------------------------
// Rasterization primitives (all additive into lineBuf)

/** Anti-aliased line with a soft core; weight interpolated along the segment. */
function drawLine(a: P2, b: P2, wa: number, wb: number, width = 1.1) {
  const pad = width + 4;
  const x0 = Math.max(0, Math.floor(Math.min(a.x, b.x) - pad));
  const x1 = Math.min(W - 1, Math.ceil(Math.max(a.x, b.x) + pad));
  const y0 = Math.max(0, Math.floor(Math.min(a.y, b.y) - pad));
  const y1 = Math.min(H - 1, Math.ceil(Math.max(a.y, b.y) + pad));
  const ex = b.x - a.x;
  const ey = b.y - a.y;
  const len2 = ex * ex + ey * ey || 1e-6;
  const halo2 = 2 * 1.8 * 1.8;
  for (let y = y0; y <= y1; y++) {
    const py = y + 0.5 - a.y;
    const row = y * W;
    for (let x = x0; x <= x1; x++) {
      const px = x + 0.5 - a.x;
      let t = (px * ex + py * ey) / len2;
      t = t < 0 ? 0 : Math.min(1, t);
      const dx = px - t * ex;
      const dy = py - t * ey;
      const d2 = dx * dx + dy * dy;
      if (d2 > pad * pad) continue;
      const d = Math.sqrt(d2);
      const core = d < width ? 1 : d < width + 1 ? width + 1 - d : 0;
      const v = core + 0.35 * Math.exp(-d2 / halo2);
      addAt(lineBuf, row + x, v * (wa + (wb - wa) * t));
    }
  }
}

/** Soft round dot (particle). */
function drawDot(cx: number, cy: number, r: number, w: number) {
  const pad = r * 3 + 1;
  const x0 = Math.max(0, Math.floor(cx - pad));
  const x1 = Math.min(W - 1, Math.ceil(cx + pad));
  const y0 = Math.max(0, Math.floor(cy - pad));
  const y1 = Math.min(H - 1, Math.ceil(cy + pad));
  const k = 1 / (2 * r * r);
  for (let y = y0; y <= y1; y++) {
    const dy = y + 0.5 - cy;
    for (let x = x0; x <= x1; x++) {
      const dx = x + 0.5 - cx;
      addAt(lineBuf, y * W + x, w * Math.exp(-(dx * dx + dy * dy) * k));
    }
  }
}

/** Flat translucent triangle with a gentle internal falloff (brighter towards centroid). */
function fillTri(a: P2, b: P2, c: P2, w: number) {
  const x0 = Math.max(0, Math.floor(Math.min(a.x, b.x, c.x)));
  const x1 = Math.min(W - 1, Math.ceil(Math.max(a.x, b.x, c.x)));
  const y0 = Math.max(0, Math.floor(Math.min(a.y, b.y, c.y)));
  const y1 = Math.min(H - 1, Math.ceil(Math.max(a.y, b.y, c.y)));
  const area = (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);
  if (Math.abs(area) < 1e-3) return;
  const inv = 1 / area;
  for (let y = y0; y <= y1; y++) {
    const py = y + 0.5;
    for (let x = x0; x <= x1; x++) {
      const px = x + 0.5;
      const l0 = ((b.x - px) * (c.y - py) - (b.y - py) * (c.x - px)) * inv;
      const l1 = ((c.x - px) * (a.y - py) - (c.y - py) * (a.x - px)) * inv;
      const l2 = 1 - l0 - l1;
      if (l0 < 0 || l1 < 0 || l2 < 0) continue;
      // Brighter along edges (fresnel-like rim) and a touch at the apex.
      const m = Math.min(l0, l1, l2);
      const rim = 0.55 + 0.45 * (1 - Math.min(1, m * 3));
      addAt(lineBuf, y * W + x, w * rim);
    }
  }
}

// ---------------------------------------------------------------------------
// Box blur (separable, running sum) on half-res buffers

function boxBlurH(src: Float32Array, dst: Float32Array, r: number) {
  const norm = 1 / (2 * r + 1);
  for (let y = 0; y < hh; y++) {
    const row = y * hw;
    let acc = 0;
    for (let x = -r; x <= r; x++) acc += at(src, row + Math.min(hw - 1, Math.max(0, x)));
    for (let x = 0; x < hw; x++) {
      dst[row + x] = acc * norm;
      const add = at(src, row + Math.min(hw - 1, x + r + 1));
      const sub = at(src, row + Math.max(0, x - r));
      acc += add - sub;
    }
  }
}
function boxBlurV(src: Float32Array, dst: Float32Array, r: number) {
  const norm = 1 / (2 * r + 1);
  for (let x = 0; x < hw; x++) {
    let acc = 0;
    for (let y = -r; y <= r; y++) acc += at(src, Math.min(hh - 1, Math.max(0, y)) * hw + x);
    for (let y = 0; y < hh; y++) {
      dst[y * hw + x] = acc * norm;
      const add = at(src, Math.min(hh - 1, y + r + 1) * hw + x);
      const sub = at(src, Math.max(0, y - r) * hw + x);
      acc += add - sub;
    }
  }
}
/** Approximate gaussian: three box passes. Result in dst. */
function gaussish(src: Float32Array, dst: Float32Array, r: number) {
  boxBlurH(src, tmp, r);
  boxBlurV(tmp, dst, r);
  boxBlurH(dst, tmp, r);
  boxBlurV(tmp, dst, r);
  boxBlurH(dst, tmp, r);
  boxBlurV(tmp, dst, r);
}

// ---------------------------------------------------------------------------
// Scene

const EQ = [0, 1, 2, 3];
function octaVerts(size: number, height: number, yaw: number, tilt: number, bob: number): V3[] {
  const v: V3[] = [];
  v.push([0, height * size, 0]); // 0 top
  v.push([0, -height * size, 0]); // 1 bottom
  for (const k of EQ) {
    const a = yaw + (k * Math.PI) / 2;
    v.push([Math.cos(a) * size, 0, Math.sin(a) * size]);
  }
  return v.map((p) => {
    const r = rotX(p, tilt);
    return [r[0], r[1] + bob, r[2]] as V3;
  });
}
const EDGES: [number, number][] = [
  [0, 2],
  [0, 3],
  [0, 4],
  [0, 5],
  [1, 2],
  [1, 3],
  [1, 4],
  [1, 5],
  [2, 3],
  [3, 4],
  [4, 5],
  [5, 2],
];
const FACES: [number, number, number][] = [
  [0, 2, 3],
  [0, 3, 4],
  [0, 4, 5],
  [0, 5, 2],
  [1, 3, 2],
  [1, 4, 3],
  [1, 5, 4],
  [1, 2, 5],
];

// Deterministic particles (mulberry32)
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = rng(20240611);
const PARTICLES = Array.from({ length: 34 }, () => ({
  x: CX + (rand() - 0.5) * 420,
  y0: rand(),
  travel: 260 + rand() * 160, // px per loop (one wrap per loop => seamless)
  sway: 4 + rand() * 10,
  phase: rand() * TAU,
  size: 0.7 + rand() * 1.1,
  w: 0.35 + rand() * 0.6,
}));

function depthWeight(p: P2, bright: number, dim: number) {
  // p.front in [-size, size] -> weight
  const t = Math.min(1, Math.max(0, (p.front + 1) / 2));
  return dim + (bright - dim) * t;
}

function renderFrame(frame: number, out: Buffer) {
  const phase = frame / FRAMES; // [0,1)
  lineBuf.fill(0);

  // Motion: a quarter turn per loop (octahedron has 4-fold symmetry => seamless).
  const yaw = phase * (Math.PI / 2) + 0.3;
  const tilt = 0.24 + 0.035 * Math.sin(TAU * phase);
  const bob = 0.045 * Math.sin(TAU * phase + 0.6);
  const breath = 0.5 + 0.5 * Math.sin(TAU * 2 * phase - Math.PI / 2); // two breaths per loop, 0 at frame 0

  // Outer octahedron
  const vOuter = octaVerts(1, HEIGHT, yaw, tilt, bob);
  const pOuter = vOuter.map(project);

  // Translucent faces (back faces dimmer)
  for (const [a, b, c] of FACES) {
    const A = item(vOuter, a);
    const B = item(vOuter, b);
    const C = item(vOuter, c);
    const u: V3 = [B[0] - A[0], B[1] - A[1], B[2] - A[2]];
    const v: V3 = [C[0] - A[0], C[1] - A[1], C[2] - A[2]];
    const n: V3 = [u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0]];
    const ln = Math.hypot(n[0], n[1], n[2]) || 1;
    const nz = n[2] / ln; // camera looks +z; facing the camera => nz < 0 (depends on winding)
    const facing = Math.abs(nz);
    const lightTop = 0.5 + 0.5 * (n[1] / ln) * Math.sign(-nz || 1);
    const w = 0.035 + 0.05 * (1 - facing) + 0.03 * lightTop;
    fillTri(item(pOuter, a), item(pOuter, b), item(pOuter, c), w);
  }

  // Edges
  for (const [a, b] of EDGES) {
    const pa = item(pOuter, a);
    const pb = item(pOuter, b);
    drawLine(pa, pb, depthWeight(pa, 1.45, 0.42), depthWeight(pb, 1.45, 0.42), 0.9);
  }

  // Inner counter-rotating octahedron (subtle inner structure)
  const vInner = octaVerts(0.36, HEIGHT, -yaw * 2 + 0.4, tilt, bob);
  const pInner = vInner.map(project);
  for (const [a, b] of EDGES) {
    const pa = item(pInner, a);
    const pb = item(pInner, b);
    const k = 0.22 + 0.14 * breath;
    drawLine(pa, pb, depthWeight(pa, k * 1.4, k * 0.6), depthWeight(pb, k * 1.4, k * 0.6), 0.55);
  }

  // Vertex nodes
  for (const p of pOuter) drawDot(p.x, p.y, 1.6, depthWeight(p, 1.3, 0.4));

  // Projector base: two concentric ellipses below the bottom apex, and a faint one
  const ringY = -HEIGHT - 0.26;
  const rings: [number, number][] = [
    [0.95, 0.5],
    [0.62, 0.32 + 0.12 * breath],
  ];
  for (const [radius, wRing] of rings) {
    const seg = 96;
    let prev: P2 | null = null;
    for (let i = 0; i <= seg; i++) {
      const a = (i / seg) * TAU + yaw;
      // Rings use the perspective factor of their centre (near-orthographic) so the
      // ellipse keeps a readable minor axis instead of flattening into a line.
      const p3 = rotX([Math.cos(a) * radius, ringY, Math.sin(a) * radius], tilt);
      const centre = rotX([0, ringY, 0], tilt);
      const f = CAM_DIST / (CAM_DIST + centre[2]);
      const p: P2 = {
        x: CX + p3[0] * SCALE * f,
        y: CY - (p3[1] + bob * 0.3) * SCALE * f,
        z: p3[2],
        front: -p3[2],
      };
      if (prev) {
        drawLine(
          prev,
          p,
          depthWeight(prev, wRing, wRing * 0.35),
          depthWeight(p, wRing, wRing * 0.35),
          0.6,
        );
      }
      prev = p;
    }
  }

  // Drifting particles: each rises exactly one wrap per loop, fading at both ends.
  for (const pt of PARTICLES) {
    const u = (pt.y0 + phase) % 1;
    const y = CY + 230 - u * pt.travel;
    const x = pt.x + pt.sway * Math.sin(TAU * phase + pt.phase);
    const fade = Math.sin(Math.PI * u) ** 2;
    drawDot(x, y, pt.size, pt.w * fade);
  }

  // ---- Glow: downsample 2x, blur at two radii
  for (let y = 0; y < hh; y++) {
    for (let x = 0; x < hw; x++) {
      const i = 2 * y * W + 2 * x;
      half[y * hw + x] =
        0.25 * (at(lineBuf, i) + at(lineBuf, i + 1) + at(lineBuf, i + W) + at(lineBuf, i + W + 1));
    }
  }
  gaussish(half, glowA, 3); // tight glow (~6px full-res)
  gaussish(half, glowB, 14); // wide bloom (~28px full-res)

  // ---- Composite
  const scroll = phase * 4 * 6; // scanlines scroll 6 periods per loop
  const sweepY = CY - 330 + phase * 660; // one bright sweep per loop, off-device at wrap
  const coreA = 0.55 + 0.45 * breath;
  const coreX = CX;
  const coreYs = CY - bob * SCALE;
  const sig1 = 1 / (2 * (14 + 4 * breath) ** 2);
  const sig2 = 1 / (2 * (46 + 10 * breath) ** 2);
  const sig3 = 1 / (2 * 120 ** 2);
  const beamTop = item(pOuter, 1).y - 40;
  const beamBottom = CY + (HEIGHT + 0.26) * SCALE;
  const vioL = linRGB(VIOLET);
  const magL = linRGB(MAGENTA);
  const iceL = linRGB(ICE);
  const cyanL = linRGB(CYAN);

  for (let y = 0; y < H; y++) {
    const scan = 0.84 + 0.16 * Math.cos((TAU * (y + scroll)) / 4);
    const sd = (y - sweepY) / 18;
    const sweep = 1 + 0.55 * Math.exp(-sd * sd);
    const holoMod = scan * sweep;
    // Faint projector beam between the base ring and the bottom apex.
    const by = (y - beamTop) / (beamBottom - beamTop);
    const beamY =
      by > 0 && by < 1.15
        ? Math.sin(Math.min(1, by) * Math.PI * 0.5) ** 2 * (by > 1 ? 1 - (by - 1) / 0.15 : 1)
        : 0;
    const dyc = y - coreYs;
    for (let x = 0; x < W; x++) {
      const i = y * W + x;
      // bilinear sample of half-res glow
      const hxf = (x + 0.5) / 2 - 0.5;
      const hyf = (y + 0.5) / 2 - 0.5;
      const hx0 = hxf < 0 ? 0 : Math.floor(hxf);
      const hy0 = hyf < 0 ? 0 : Math.floor(hyf);
      const hx1 = Math.min(hw - 1, hx0 + 1);
      const hy1 = Math.min(hh - 1, hy0 + 1);
      const tx = hxf < 0 ? 0 : hxf - hx0;
      const ty = hyf < 0 ? 0 : hyf - hy0;
      const i00 = hy0 * hw + hx0;
      const i10 = hy0 * hw + hx1;
      const i01 = hy1 * hw + hx0;
      const i11 = hy1 * hw + hx1;
      const gA =
        (at(glowA, i00) * (1 - tx) + at(glowA, i10) * tx) * (1 - ty) +
        (at(glowA, i01) * (1 - tx) + at(glowA, i11) * tx) * ty;
      const gB =
        (at(glowB, i00) * (1 - tx) + at(glowB, i10) * tx) * (1 - ty) +
        (at(glowB, i01) * (1 - tx) + at(glowB, i11) * tx) * ty;

      let beam = 0;
      if (beamY > 0) {
        const bx = (x - CX) / (38 + 70 * by);
        beam = beamY * Math.exp(-bx * bx) * (0.05 + 0.03 * breath);
      }
      const light = (at(lineBuf, i) * 0.95 + gA * 1.6 + gB * 2.2 + beam) * holoMod;

      // Core: soft pulsing presence (violet/magenta with an ice-white heart)
      const dxc = x - coreX;
      const r2 = dxc * dxc + dyc * dyc;
      const c1 = Math.exp(-r2 * sig1) * coreA;
      const c2 = Math.exp(-r2 * sig2) * coreA * 0.45;
      const c3 = Math.exp(-r2 * sig3) * (0.05 + 0.03 * breath);

      let r =
        light * at(gradR, i) +
        (c1 * iceL[0] * 1.4 + c2 * (vioL[0] * 0.7 + magL[0] * 0.3) + c3 * vioL[0]) * scan;
      let g =
        light * at(gradG, i) +
        (c1 * iceL[1] * 1.4 + c2 * (vioL[1] * 0.7 + magL[1] * 0.3) + c3 * vioL[1]) * scan;
      let b =
        light * at(gradB, i) +
        (c1 * iceL[2] * 1.4 + c2 * (vioL[2] * 0.7 + magL[2] * 0.3) + c3 * vioL[2]) * scan;
      // Slight cyan lift in the hottest areas so cores read as light, not paint.
      const hot = Math.max(0, light - 1.2) * 0.08;
      r += hot * cyanL[0];
      g += hot * cyanL[1];
      b += hot * cyanL[2];

      // Tone map light (exponential), then add onto the background in linear space.
      r = at(bgR, i) + (1 - Math.exp(-r * 1.25));
      g = at(bgG, i) + (1 - Math.exp(-g * 1.25));
      b = at(bgB, i) + (1 - Math.exp(-b * 1.25));

      const d = at(dither, i);
      const o = i * 3;
      out[o] = clamp255(toSrgb(Math.min(1, r)) * 255 + d);
      out[o + 1] = clamp255(toSrgb(Math.min(1, g)) * 255 + d);
      out[o + 2] = clamp255(toSrgb(Math.min(1, b)) * 255 + d);
    }
  }
}

function clamp255(v: number) {
  const r = Math.round(v);
  return r < 0 ? 0 : Math.min(255, r);
}

// ---------------------------------------------------------------------------
// ffmpeg plumbing

function ffmpeg(args: string[]): { proc: ChildProcessWithoutNullStreams; done: Promise<void> } {
  const proc = spawn('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args]);
  let err = '';
  proc.stderr.on('data', (d) => {
    err += d;
  });
  const done = new Promise<void>((res, rej) => {
    proc.on('close', (code) =>
      code === 0 ? res() : rej(new Error(`ffmpeg ${args.at(-1)} exited ${code}\n${err}`)),
    );
  });
  return { proc, done };
}

const rawIn = [
  '-f',
  'rawvideo',
  '-pix_fmt',
  'rgb24',
  '-s',
  `${W}x${H}`,
  '-r',
  String(FPS),
  '-i',
  '-',
];

function write(proc: ChildProcessWithoutNullStreams, buf: Buffer): Promise<void> {
  return new Promise((res, rej) => {
    const ok = proc.stdin.write(buf, (e) => (e ? rej(e) : undefined));
    if (ok) res();
    else proc.stdin.once('drain', () => res());
  });
}

async function main() {
  mkdirSync(OUT_DIR, { recursive: true });
  const webm = resolve(OUT_DIR, 'hero.webm');
  const mp4 = resolve(OUT_DIR, 'hero.mp4');
  const posterWebp = resolve(OUT_DIR, 'hero-poster.webp');
  const posterJpg = resolve(OUT_DIR, 'hero-poster.jpg');

  const vp9 = ffmpeg([
    ...rawIn,
    '-an',
    '-c:v',
    'libvpx-vp9',
    '-pix_fmt',
    'yuv420p',
    '-b:v',
    '0',
    '-crf',
    process.env.VP9_CRF ?? '30',
    '-row-mt',
    '1',
    '-deadline',
    'good',
    '-cpu-used',
    '2',
    '-g',
    String(FRAMES),
    '-threads',
    '2',
    webm,
  ]);
  const h264 = ffmpeg([
    ...rawIn,
    '-an',
    '-c:v',
    'libx264',
    '-profile:v',
    'high',
    '-preset',
    'slow',
    '-tune',
    'animation',
    '-crf',
    process.env.X264_CRF ?? '21',
    '-pix_fmt',
    'yuv420p',
    '-g',
    String(FRAMES),
    '-movflags',
    '+faststart',
    mp4,
  ]);
  // Errors surface through `done`; avoid unhandled EPIPE crashes.
  vp9.proc.stdin.on('error', () => {});
  h264.proc.stdin.on('error', () => {});

  const t0 = Date.now();
  let first: Buffer | null = null;
  for (let f = 0; f < FRAMES; f++) {
    const buf = Buffer.alloc(W * H * 3);
    renderFrame(f, buf);
    if (f === 0) first = buf;
    await Promise.all([write(vp9.proc, buf), write(h264.proc, buf)]);
    if (f % 24 === 0)
      process.stdout.write(`frame ${f}/${FRAMES} (${((Date.now() - t0) / 1000).toFixed(1)}s)\n`);
  }
  vp9.proc.stdin.end();
  h264.proc.stdin.end();

  // Posters from frame 0 (the loop's first frame)
  const webp = ffmpeg([
    ...rawIn,
    '-frames:v',
    '1',
    '-c:v',
    'libwebp',
    '-quality',
    '75',
    '-compression_level',
    '6',
    posterWebp,
  ]);
  const jpg = ffmpeg([...rawIn, '-frames:v', '1', '-q:v', '4', posterJpg]);
  webp.proc.stdin.end(first);
  jpg.proc.stdin.end(first);

  await Promise.all([vp9.done, h264.done, webp.done, jpg.done]);
  console.log(`rendered ${FRAMES} frames in ${((Date.now() - t0) / 1000).toFixed(1)}s`);

  let videoTotal = 0;
  for (const p of [webm, mp4, posterWebp, posterJpg]) {
    const size = statSync(p).size;
    if (p === webm || p === mp4) videoTotal += size;
    console.log(`${(size / 1024).toFixed(1).padStart(8)} KB  ${p.slice(ROOT.length + 1)}`);
  }
  console.log(
    `${(videoTotal / 1024).toFixed(1).padStart(8)} KB  webm + mp4 total (budget 1536 KB)`,
  );
  spawnSync('ls', ['-l', webm, mp4, posterWebp, posterJpg], { stdio: 'inherit' });
  if (videoTotal > 1.5 * 1024 * 1024) {
    console.error('WARNING: video budget exceeded');
    process.exitCode = 1;
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
