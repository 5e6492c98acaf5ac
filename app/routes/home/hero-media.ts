/** The hero loop and its first frame, made by dev/media/render-hero.ts (960 × 540). */
export const HERO_MEDIA = {
  posterWebp: '/media/hero-poster.webp',
  posterJpg: '/media/hero-poster.jpg',
  webm: '/media/hero.webm',
  mp4: '/media/hero.mp4',
  width: 960,
  height: 540,
} as const;

/** Poster and video share one frame. The octahedron sits at x 62 %: narrow crops keep it in view. */
export const HERO_FRAME_CLASS =
  'absolute inset-0 h-full w-full object-cover object-[68%_50%] lg:object-[62%_50%]';
