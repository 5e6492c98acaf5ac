import { beforeEach, describe, expect, it } from 'vitest';
import { type Account, accountLabel, hasSessionHint, initialsOf, useAuthStore } from './auth-store';

const account = (fields: Partial<Account>): Account => ({
  uid: 'u1',
  email: null,
  phoneNumber: null,
  displayName: null,
  photoURL: null,
  hasPassword: false,
  ...fields,
});

describe('the account shown in the navbar', () => {
  it('takes initials from the name, else from the email', () => {
    expect(initialsOf(account({ displayName: 'Ada King Lovelace' }))).toBe('AL');
    expect(initialsOf(account({ displayName: 'ely' }))).toBe('E');
    expect(initialsOf(account({ email: 'grace@example.com' }))).toBe('G');
    expect(initialsOf(account({ phoneNumber: '+16505550123' }))).toBe('');
  });

  it('is named by its email, else its phone number', () => {
    expect(accountLabel(account({ email: 'grace@example.com', phoneNumber: '+1' }))).toBe(
      'grace@example.com',
    );
    expect(accountLabel(account({ phoneNumber: '+52 55 9876 1959' }))).toBe('+52 55 9876 1959');
  });
});

describe('useAuthStore', () => {
  beforeEach(() => window.localStorage.clear());

  it('remembers that a session exists, and forgets it on sign-out', () => {
    expect(useAuthStore.getState().status).toBe('unknown');
    useAuthStore.getState().setAccount(account({ email: 'grace@example.com' }));
    expect(useAuthStore.getState().status).toBe('signed-in');
    expect(hasSessionHint()).toBe(true);
    useAuthStore.getState().setAccount(null);
    expect(useAuthStore.getState()).toMatchObject({ status: 'signed-out', account: null });
    expect(hasSessionHint()).toBe(false);
  });
});
