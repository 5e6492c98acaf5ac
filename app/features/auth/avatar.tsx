import { useState } from 'react';
import { UserIcon } from '../../components/ui/icons';
import { type Account, initialsOf } from './auth-store';

/**
 * The account's picture, or its initials (a person icon when there are none). `size`: its size
 * and text classes (the navbar's by default; the account page shows a larger one).
 */
export function Avatar({
  account,
  size = 'size-[2.125rem] text-sm',
}: {
  account: Account;
  size?: string;
}) {
  const [broken, setBroken] = useState(false);
  const initials = initialsOf(account);
  if (account.photoURL && !broken) {
    return (
      <img
        src={account.photoURL}
        alt=""
        data-testid="account-avatar"
        referrerPolicy="no-referrer"
        onError={() => setBroken(true)}
        className={`${size} rounded-pill object-cover`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      data-testid="account-initials"
      className={`${size} inline-flex items-center justify-center rounded-pill bg-gradient-to-br from-holo-cyan/80 to-holo-violet/80 font-semibold text-void`}
    >
      {initials || <UserIcon className="text-base" />}
    </span>
  );
}
