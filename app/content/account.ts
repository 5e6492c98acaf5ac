/**
 * The navbar's account button, and the frame of the login dialog (its menu: account-menu.ts). Kept apart from the
 * sign-in copy (auth.ts) because they are on every page's first paint, while the forms' words
 * load with the forms.
 */
export const accountCopy = {
  button: 'Account',
  signInButton: 'Sign in',
} as const;

export const loginDialogCopy = {
  title: 'Sign in',
  intro: 'Sign in or create your SynthAmour account.',
  close: 'Close sign-in',
  loading: 'Loading sign-in…',
  /** The notice once the dialog closes after signing in. */
  signedIn: (account: string) => `Signed in as ${account}.`,
} as const;
