import { create } from 'zustand';

/**
 * Who is signed in, as the navbar needs it. Filled by the Firebase loader; Firebase itself is
 * never imported here, so the navbar carries no SDK code.
 */

/** The parts of a Firebase user the site shows. */
export interface Account {
  uid: string;
  email: string | null;
  /** Written out as people read it (+52 55 9876 1959), by the Firebase loader that fills this. */
  phoneNumber: string | null;
  displayName: string | null;
  photoURL: string | null;
  /** Signs in with an email and a password, which it may change (not a Google or phone account). */
  hasPassword: boolean;
}

/** `unknown` until the page knows (prerendered HTML and hydration always render signed out). */
export type AuthStatus = 'unknown' | 'signed-out' | 'signed-in';

interface AuthState {
  status: AuthStatus;
  account: Account | null;
  setAccount: (account: Account | null) => void;
}

export const useAuthStore = create<AuthState>()((set) => ({
  status: 'unknown',
  account: null,
  setAccount: (account) => {
    rememberSession(account !== null);
    set({ account, status: account ? 'signed-in' : 'signed-out' });
  },
}));

/**
 * Firebase keeps the session in IndexedDB; this flag only tells a returning visitor's page that
 * there is one worth restoring, so anonymous visitors never download the SDK at all.
 */
const SESSION_HINT = 'ely.auth.session';

export function hasSessionHint(): boolean {
  try {
    return window.localStorage.getItem(SESSION_HINT) === '1';
  } catch {
    return false;
  }
}

function rememberSession(signedIn: boolean) {
  try {
    if (signedIn) window.localStorage.setItem(SESSION_HINT, '1');
    else window.localStorage.removeItem(SESSION_HINT);
  } catch {
    // Storage blocked: the session is still restored when the dialog opens.
  }
}

/** What the account menu names the account by: its email, else its phone number. */
export function accountLabel(account: Account): string {
  return account.email ?? account.phoneNumber ?? account.displayName ?? 'your account';
}

/** Up to two letters for the avatar when there is no photo: "Ada Lovelace" → "AL", ada@… → "A". */
export function initialsOf(account: Account): string {
  const words = (account.displayName ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length > 0) {
    const first = words[0]?.[0] ?? '';
    const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
    return (first + last).toUpperCase();
  }
  const letter = account.email?.trim()[0];
  return letter ? letter.toUpperCase() : '';
}
