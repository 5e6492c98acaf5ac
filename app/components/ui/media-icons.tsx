import type { SVGProps } from 'react';

/**
 * Solid glyphs for media controls (pause, play, faster), on the line icons' 24-unit grid.
 * Decorative: their buttons carry the names.
 */
function Glyph(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      {...props}
    />
  );
}

export function PauseIcon() {
  return (
    <Glyph>
      <rect x="6" y="5" width="4" height="14" rx="1" />
      <rect x="14" y="5" width="4" height="14" rx="1" />
    </Glyph>
  );
}

export function PlayIcon() {
  return (
    <Glyph>
      <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5Z" />
    </Glyph>
  );
}

export function FasterIcon() {
  return (
    <Glyph>
      <path d="M3 6.5v11a1 1 0 0 0 1.6.8L12 13v4.5a1 1 0 0 0 1.6.8l7.5-5.5a1 1 0 0 0 0-1.6l-7.5-5.5A1 1 0 0 0 12 6.5V11L4.6 5.7A1 1 0 0 0 3 6.5Z" />
    </Glyph>
  );
}
