import { Link } from 'react-router';
import { useMessages, useRoutes } from '../../i18n/i18n';
import { type Account, accountLabel } from './auth-store';

const menuItem =
  'flex h-10 w-full items-center rounded-md px-3 text-left text-sm font-medium text-ink transition-colors hover:bg-white/5';

/**
 * The signed-in account's menu under the navbar's account button: who is signed in, the account
 * page, and Sign out. Its own chunk, fetched once someone is signed in.
 */
export default function AccountMenu({
  id,
  account,
  close,
  signOut,
}: {
  id: string;
  account: Account;
  close: () => void;
  signOut: () => void;
}) {
  const labels = useMessages().shell.accountMenu;
  const routes = useRoutes();
  return (
    <div
      id={id}
      className="absolute top-full right-0 z-50 mt-2 w-64 animate-fade-in rounded-card border border-line bg-surface-raised p-2 shadow-overlay"
    >
      <div className="px-3 pt-2 pb-3">
        <p className="text-xs text-ink-subtle">{labels.signedInAs}</p>
        <p className="mt-0.5 truncate text-sm font-medium text-ink">{accountLabel(account)}</p>
      </div>
      <Link to={routes.account} onClick={close} className={menuItem}>
        {labels.myAccount}
      </Link>
      <button type="button" onClick={signOut} className={menuItem}>
        {labels.signOut}
      </button>
    </div>
  );
}
