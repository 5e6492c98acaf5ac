/**
 * Every word of sign-in: the login dialog, the account menu, the checks made before the identity
 * provider is called, and the provider's errors in plain words. The quoted strings of the product
 * specification appear here exactly.
 */

export interface AuthCopy {
  readonly login: {
    readonly google: string;
    /** Said of the Google button while the sign-in SDK loads (it cannot be pressed until then). */
    readonly googleLoading: string;
    readonly divider: string;
    readonly methodsLabel: string;
    readonly methods: { readonly email: string; readonly phone: string };
    readonly email: {
      readonly email: string;
      readonly password: string;
      readonly signIn: string;
      readonly register: string;
      readonly forgot: string;
    };
    readonly phone: {
      readonly number: string;
      readonly numberHint: string;
      readonly send: string;
      readonly code: string;
      readonly verify: string;
      readonly otherNumber: string;
      readonly resend: string;
    };
  };
  /** Checks made before calling the provider, and what a successful step says. */
  readonly messages: {
    readonly emailAndPasswordRequired: string;
    readonly enterValidEmail: string;
    readonly phoneRequired: string;
    readonly invalidOtp: string;
    readonly registered: string;
    readonly resetSent: string;
    readonly otpSent: string;
  };
  /** Firebase error codes in plain words; any other code shows the provider's own message. */
  readonly errors: Readonly<Record<string, string>>;
}

const loginCopy = {
  google: 'Continue with Google',
  googleLoading: 'Getting Google sign-in ready…',
  divider: 'or',
  methodsLabel: 'Sign-in method',
  methods: { email: 'Email', phone: 'Phone' },
  email: {
    email: 'Email',
    password: 'Password',
    signIn: 'Sign in',
    register: 'Create account',
    forgot: 'Forgot password?',
  },
  phone: {
    number: 'Phone number',
    // A Mexican example for a Mexico City company; a non-breaking hyphen (U+2011) keeps
    // "6‑digit" on one line.
    numberHint: 'With the country code, e.g. +52 55 1234 5678. We text you a 6\u2011digit code.',
    send: 'Send code',
    code: 'Code from the text message',
    verify: 'Verify and sign in',
    otherNumber: 'Use another number',
    resend: 'Send a new code',
  },
};

const authMessages = {
  emailAndPasswordRequired: 'Email and password are required',
  enterValidEmail: 'Enter a valid email',
  phoneRequired: 'Enter your phone number',
  invalidOtp: 'Invalid OTP',
  registered: 'User registered. Please verify your email before logging in.',
  resetSent: 'Password reset email sent.',
  otpSent: 'OTP sent.',
};

const authErrorMessages: Readonly<Record<string, string>> = {
  'auth/wrong-password': 'That password is not right. Try again, or reset it.',
  'auth/user-not-found': 'No account uses that email. Check it, or create an account.',
  'auth/invalid-credential':
    'The email or password is not right. Try again, or reset your password.',
  'auth/invalid-login-credentials':
    'The email or password is not right. Try again, or reset your password.',
  'auth/email-already-in-use': 'An account already uses that email. Sign in instead.',
  'auth/weak-password': 'Choose a stronger password: at least 6 characters.',
  'auth/invalid-email': 'That email address does not look right.',
  'auth/missing-email': 'Enter your email address.',
  'auth/missing-password': 'Enter your password.',
  'auth/invalid-phone-number':
    'That phone number does not look right. Include the country code, e.g. +52 55 1234 5678.',
  'auth/missing-phone-number': 'Enter your phone number.',
  'auth/invalid-verification-code': 'That code is not right. Check the text message and try again.',
  'auth/code-expired': 'That code has expired. Send a new one.',
  'auth/too-many-requests': 'Too many attempts. Wait a few minutes, then try again.',
  'auth/quota-exceeded': 'Too many attempts. Wait a few minutes, then try again.',
  'auth/popup-closed-by-user': 'The Google window was closed before you finished signing in.',
  'auth/cancelled-popup-request': 'The Google window was closed before you finished signing in.',
  'auth/popup-blocked': 'Your browser blocked the Google window. Allow pop-ups for this site.',
  'auth/user-disabled': 'This account has been disabled. Contact us for help.',
  'auth/network-request-failed': 'We could not reach the sign-in service. Check your connection.',
  'auth/account-exists-with-different-credential':
    'An account already uses this email with another sign-in method. Use that method.',
  'auth/operation-not-allowed': 'This sign-in method is not available right now.',
  // Only a real project gives these (the emulator allows every domain and mocks reCAPTCHA); the
  // provider's own words for them are meant for the site's developers.
  'auth/unauthorized-domain':
    'Google sign-in is not available here right now. Sign in with your email or phone instead.',
  'auth/captcha-check-failed': 'The security check expired or did not pass. Send the code again.',
  'auth/invalid-app-credential':
    'The security check did not pass. Reload the page, then send the code again.',
  'auth/missing-app-credential':
    'The security check did not finish. Reload the page, then send the code again.',
  'ely/email-not-verified':
    'Please verify your email before logging in: open the link we sent you, then sign in.',
  'ely/unavailable': 'Sign-in is not available right now. Please try again later.',
  /** Any other refusal, on a page whose language the provider's own message is not in. */
  'ely/unknown': 'Sign-in did not work. Please try again.',
};

export const auth: AuthCopy = {
  login: loginCopy,
  messages: authMessages,
  errors: authErrorMessages,
};
