/** The account button's menu: loaded with the menu, never with a page's first paint. */
export const accountMenuCopy = {
  signedInAs: 'Signed in as',
  myAccount: 'Your account and orders',
  signOut: 'Sign out',
} as const;
