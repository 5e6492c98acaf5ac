import { useId } from 'react';
import { Link } from 'react-router';
import { useRoutes } from '../i18n/i18n';

/** The wordmark with its octahedron glyph; links home. */
export function Logo({ onNavigate }: { onNavigate?: () => void }) {
  const routes = useRoutes();
  // The navbar and the footer both show the logo: each copy names its own gradient.
  const gradient = useId();
  return (
    <Link
      to={routes.home}
      onClick={onNavigate}
      className="group inline-flex items-center gap-2.5 rounded-md font-display text-lg font-semibold tracking-tight text-ink"
    >
      <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#5cf2ff" />
            <stop offset="0.55" stopColor="#a78bfa" />
            <stop offset="1" stopColor="#f472b6" />
          </linearGradient>
        </defs>
        <path
          d="M16 2 29 16 16 30 3 16Z M3 16h26 M16 2l-5 14 5 14 5-14Z"
          fill="none"
          stroke={`url(#${gradient})`}
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
      <span>SynthAmour</span>
    </Link>
  );
}
