import { NavLink as RouterNavLink } from 'react-router';
import { NAV_PAGES } from '#site/pages';
import { useMessages, useRoutes } from '../i18n/i18n';
import { cn } from '../lib/cn';

interface NavLinksProps {
  variant: 'bar' | 'menu';
  onNavigate?: () => void;
}

/** The navbar's nine links; React Router marks the current one with aria-current="page". */
export function NavLinks({ variant, onNavigate }: NavLinksProps) {
  const { links } = useMessages();
  const routes = useRoutes();
  return (
    <ul
      className={cn(
        variant === 'bar'
          ? 'flex flex-wrap items-center justify-center gap-x-1 gap-y-1 xl:gap-x-0.5'
          : 'flex flex-col gap-1',
      )}
    >
      {NAV_PAGES.map((key) => (
        <li key={key}>
          <RouterNavLink
            to={routes[key]}
            end
            prefetch="intent"
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                'block rounded-pill font-medium transition-colors',
                variant === 'bar'
                  ? 'px-3 py-1.5 text-sm xl:px-2'
                  : 'px-4 py-3 text-lg font-display tracking-tight',
                isActive
                  ? 'bg-white/8 text-ink shadow-[inset_0_0_0_1px_rgb(92_242_255/0.35)]'
                  : 'text-ink-muted hover:bg-white/5 hover:text-ink',
              )
            }
          >
            {links.nav[key]}
          </RouterNavLink>
        </li>
      ))}
    </ul>
  );
}
