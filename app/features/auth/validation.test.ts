import { describe, expect, it } from 'vitest';
import { en } from '../../content/en/index.ts';
import {
  checkEmailAndPassword,
  checkOtp,
  checkPhoneNumber,
  checkResetEmail,
  normalizePhoneNumber,
} from './validation';

const { messages } = en.auth;

describe('sign-in checks', () => {
  it('needs both an email and a password', () => {
    expect(checkEmailAndPassword('', 'secret', messages)).toBe('Email and password are required');
    expect(checkEmailAndPassword('ada@example.com', '', messages)).toBe(
      'Email and password are required',
    );
    expect(checkEmailAndPassword('   ', 'secret', messages)).toBe(
      'Email and password are required',
    );
    expect(checkEmailAndPassword('ada@example.com', 'secret', messages)).toBeNull();
  });

  it('needs a valid email to reset a password', () => {
    expect(checkResetEmail('', messages)).toBe('Enter a valid email');
    expect(checkResetEmail('ada', messages)).toBe('Enter a valid email');
    expect(checkResetEmail('ada@example', messages)).toBe('Enter a valid email');
    expect(checkResetEmail(' ada@example.com ', messages)).toBeNull();
  });

  it('needs a phone number to send a code', () => {
    expect(checkPhoneNumber('', messages)).toBe('Enter your phone number');
    expect(checkPhoneNumber(' - ', messages)).toBe('Enter your phone number');
    expect(checkPhoneNumber('+1 650 555 0123', messages)).toBeNull();
    expect(normalizePhoneNumber('+1 (650) 555-0123')).toBe('+16505550123');
  });

  it('needs a six-digit code to verify', () => {
    expect(checkOtp('', messages)).toBe('Invalid OTP');
    expect(checkOtp('12345', messages)).toBe('Invalid OTP');
    expect(checkOtp('12345a', messages)).toBe('Invalid OTP');
    expect(checkOtp(' 123456 ', messages)).toBeNull();
  });
});
