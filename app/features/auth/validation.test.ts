import { describe, expect, it } from 'vitest';
import {
  checkEmailAndPassword,
  checkOtp,
  checkPhoneNumber,
  checkResetEmail,
  normalizePhoneNumber,
} from './validation';

describe('sign-in checks', () => {
  it('needs both an email and a password', () => {
    expect(checkEmailAndPassword('', 'secret')).toBe('Email and password are required');
    expect(checkEmailAndPassword('ada@example.com', '')).toBe('Email and password are required');
    expect(checkEmailAndPassword('   ', 'secret')).toBe('Email and password are required');
    expect(checkEmailAndPassword('ada@example.com', 'secret')).toBeNull();
  });

  it('needs a valid email to reset a password', () => {
    expect(checkResetEmail('')).toBe('Enter a valid email');
    expect(checkResetEmail('ada')).toBe('Enter a valid email');
    expect(checkResetEmail('ada@example')).toBe('Enter a valid email');
    expect(checkResetEmail(' ada@example.com ')).toBeNull();
  });

  it('needs a phone number to send a code', () => {
    expect(checkPhoneNumber('')).toBe('Enter your phone number');
    expect(checkPhoneNumber(' - ')).toBe('Enter your phone number');
    expect(checkPhoneNumber('+1 650 555 0123')).toBeNull();
    expect(normalizePhoneNumber('+1 (650) 555-0123')).toBe('+16505550123');
  });

  it('needs a six-digit code to verify', () => {
    expect(checkOtp('')).toBe('Invalid OTP');
    expect(checkOtp('12345')).toBe('Invalid OTP');
    expect(checkOtp('12345a')).toBe('Invalid OTP');
    expect(checkOtp(' 123456 ')).toBeNull();
  });
});
