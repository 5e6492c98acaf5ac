/**
 * The photoreal renders under public/images/renders/, made by dev/media/render-products.ts (see
 * dev/media/README.md): for each, the widths it is encoded at in AVIF and WebP, and the one file an
 * <img> falls back to where neither format is supported. File names follow
 * `/images/renders/<name>-<width>.<avif|webp>`.
 */

export interface RenderImage {
  readonly name: string;
  /** The encoded widths, smallest first. */
  readonly widths: readonly number[];
  /** The frame's intrinsic size (any of its files: they share the aspect ratio). */
  readonly width: number;
  readonly height: number;
  /** A JPEG for browsers without AVIF or WebP, and for crawlers. */
  readonly fallback: string;
}

const DIR = '/images/renders/';

function render(name: string, widths: readonly number[], aspect: number, fallback: number) {
  const width = widths[widths.length - 1] ?? 0;
  return {
    name,
    widths,
    width,
    height: Math.round(width / aspect),
    fallback: `${DIR}${name}-${fallback}.jpg`,
  } satisfies RenderImage;
}

const FRONT_JPEG = `${DIR}octahedron-front-640.jpg`;

export const RENDERS = {
  /** Three-quarter studio shot of the Octahedron: the product's main picture. */
  hero: render('octahedron-hero', [640, 960, 1280], 4 / 3, 1280),
  /** Straight-on studio shot. */
  front: render('octahedron-front', [640, 960], 4 / 3, 640),
  /** The cart line's square thumbnail (80 px at 2×). */
  thumb: { ...render('octahedron-front-thumb', [160], 1, 640), fallback: FRONT_JPEG },
  /** The checkout summary's thumbnail (64 × 48 at 2×). */
  summary: { ...render('octahedron-front-summary', [128], 4 / 3, 640), fallback: FRONT_JPEG },
  /** Close-up of ELY inside the crystal. */
  detail: render('octahedron-detail', [640, 960], 4 / 3, 640),
  /** The Octahedron on a walnut desk at dusk. */
  desk: render('octahedron-desk', [640, 1120], 4 / 3, 1120),
  /** The founder block's sculpted bust. */
  portrait: render('founder-portrait', [320, 576], 1, 576),
} as const satisfies Record<string, RenderImage>;

/** A `srcset` of one format: every width of the render. */
export function renderSrcSet(image: RenderImage, format: 'avif' | 'webp'): string {
  return image.widths.map((width) => `${DIR}${image.name}-${width}.${format} ${width}w`).join(', ');
}
