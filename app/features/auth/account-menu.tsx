import { type RefObject, useEffect } from 'react';
import { Link } from 'react-router';
import { useMessages, useRoutes } from '../../i18n/i18n';
import { loadAuth } from './auth-client';
import { type Account, accountLabel, useAuthStore } from './auth-store';

// The navbar's avatar is drawn from this chunk too: signed-out visitors load neither.
export { Avatar } from './avatar';

const menuItem =
  'flex h-10 w-full items-center rounded-md px-3 text-left text-sm font-medium text-ink transition-colors hover:bg-white/5';

/**
 * The signed-in account's menu under the navbar's account button: who is signed in, the account
 * page, and Sign out. Its own chunk, fetched once someone is signed in. A pointer or focus outside
 * `wrapper` (the button and the menu) closes it; Escape closes it and hands focus back to the
 * button (`close(true)`).
 */
export default function AccountMenu({
  id,
  account,
  wrapper,
  close,
}: {
  id: string;
  account: Account;
  wrapper: RefObject<HTMLDivElement | null>;
  close: (refocus: boolean) => void;
}) {
  const labels = useMessages().shell.accountMenu;
  const routes = useRoutes();

  useEffect(() => {
    const closeOutside = (event: Event) => {
      if (!wrapper.current?.contains(event.target as Node)) close(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('focusin', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('focusin', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [wrapper, close]);

  const signOut = () => {
    close(true);
    loadAuth()
      .then((auth) => auth.signOut())
      .catch(() => useAuthStore.getState().setAccount(null));
  };

  return (
    <div
      id={id}
      className="absolute top-full right-0 z-50 mt-2 w-64 animate-fade-in rounded-card border border-line bg-surface-raised p-2 shadow-overlay"
    >
      <div className="px-3 pt-2 pb-3">
        <p className="text-xs text-ink-subtle">{labels.signedInAs}</p>
        <p className="mt-0.5 truncate text-sm font-medium text-ink">{accountLabel(account)}</p>
      </div>
      <Link to={routes.account} onClick={() => close(false)} className={menuItem}>
        {labels.myAccount}
      </Link>
      <button type="button" onClick={signOut} className={menuItem}>
        {labels.signOut}
      </button>
    </div>
  );
}
