import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { UserIcon } from '../../components/ui/icons';
import type { ShellCopy } from '../../content/en/shell';
import { useUiStore } from '../../lib/ui-store';
import { restoreSession } from './auth-client';
import { hasSessionHint, useAuthStore } from './auth-store';

// The avatar and the menu are fetched once someone is signed in (or a session is being restored):
// signed-out visitors never load them, and they are not part of any page's first paint.
const loadMenu = () => import('./account-menu');
const AccountMenu = lazy(loadMenu);
const Avatar = lazy(() => loadMenu().then((module) => ({ default: module.Avatar })));

const buttonBase =
  'inline-flex h-10 min-w-10 items-center justify-center gap-2 rounded-pill border border-line text-sm font-medium text-ink transition-colors hover:border-line-strong hover:bg-white/5';

/**
 * The navbar's account control. Signed out: "Sign in", which opens the login dialog. Signed in:
 * the user's picture (or initials) opening a small panel with the account and "Sign out". One
 * button element serves both, so focus stays on it when the dialog closes after signing in.
 * It imports no Firebase code: the SDK loads only when needed (see auth-client.ts).
 * `labels`: its words in the page's language, from the shell's copy.
 */
export function AccountButton({ labels }: { labels: ShellCopy['account'] }) {
  const account = useAuthStore((state) => (state.status === 'signed-in' ? state.account : null));
  const openOverlay = useUiStore((state) => state.open);
  const [menuOpen, setMenuOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    // A session to restore: the avatar's code is fetched meanwhile, not after Firebase answers.
    if (hasSessionHint()) void loadMenu();
    restoreSession();
  }, []);
  useEffect(() => {
    if (!account) setMenuOpen(false);
  }, [account]);
  const closeMenu = useCallback((refocus: boolean) => {
    setMenuOpen(false);
    if (refocus) button.current?.focus();
  }, []);

  return (
    <div ref={wrapper} className="relative grid justify-items-end">
      {/*
        An invisible twin of the "Sign in" button in the same grid cell: the control keeps that
        width when the avatar replaces it, so the navbar's links do not move on signing in.
      */}
      <span
        aria-hidden="true"
        className={`${buttonBase} invisible col-start-1 row-start-1 px-2.5 sm:px-4`}
      >
        <UserIcon className="text-base" />
        <span className="hidden sm:inline">{labels.signInButton}</span>
      </span>
      <button
        ref={button}
        type="button"
        onClick={() => (account ? setMenuOpen((open) => !open) : openOverlay('login'))}
        aria-label={account ? labels.button : undefined}
        aria-expanded={account ? menuOpen : undefined}
        aria-controls={account && menuOpen ? menuId : undefined}
        className={`col-start-1 row-start-1 ${buttonBase} ${account ? 'p-0.5' : 'px-2.5 sm:px-4'}`}
      >
        {account ? (
          // The button keeps its place and its label while the avatar's code arrives.
          <Suspense>
            <Avatar account={account} />
          </Suspense>
        ) : (
          <>
            <UserIcon className="text-base" />
            <span className="sr-only sm:not-sr-only">{labels.signInButton}</span>
          </>
        )}
      </button>
      {account && menuOpen ? (
        <Suspense>
          <AccountMenu id={menuId} account={account} wrapper={wrapper} close={closeMenu} />
        </Suspense>
      ) : null}
    </div>
  );
}
