/** The account button's menu: loaded with the menu, never with a page's first paint. */
export interface AccountMenuCopy {
  readonly signedInAs: string;
  readonly myAccount: string;
  readonly signOut: string;
}

export const accountMenuCopy: AccountMenuCopy = {
  signedInAs: 'Signed in as',
  myAccount: 'Your account and orders',
  signOut: 'Sign out',
};
