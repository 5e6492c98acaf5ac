import { buttonClass } from '../../components/ui/button';
import type { Account } from '../../features/auth/auth-store';
import { Avatar } from '../../features/auth/avatar';
import { useCopy } from '../../i18n/i18n';

/** Who is signed in: picture or initials, name, email or phone, and Sign out. */
export function AccountProfile({
  account,
  onSignOut,
}: {
  account: Account;
  onSignOut: () => void;
}) {
  const { account: copy } = useCopy('orders');
  const contact = account.email ?? account.phoneNumber;
  return (
    <section
      aria-labelledby="profile-heading"
      className="flex flex-col gap-6 rounded-card holo-border p-6 sm:flex-row sm:items-center md:p-8"
    >
      <Avatar account={account} size="size-16 text-xl" />
      <div className="min-w-0 flex-1">
        <h2
          id="profile-heading"
          className="text-xs font-semibold uppercase tracking-eyebrow text-ink-subtle"
        >
          {copy.profileHeading}
        </h2>
        {account.displayName ? (
          <p className="mt-1 text-xl font-semibold text-ink">{account.displayName}</p>
        ) : null}
        {contact ? (
          <p className="mt-0.5 break-all text-ink-muted" data-testid="account-contact">
            {contact}
          </p>
        ) : null}
      </div>
      <button type="button" onClick={onSignOut} className={buttonClass('secondary', 'md')}>
        {copy.signOut}
      </button>
    </section>
  );
}
