import { getApps, initializeApp } from 'firebase/app';
import {
  type Auth,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  EmailAuthProvider,
  GoogleAuthProvider,
  getAuth,
  onAuthStateChanged,
  RecaptchaVerifier,
  reauthenticateWithCredential,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPhoneNumber,
  signInWithPopup,
  signOut,
  type User,
  updatePassword,
} from 'firebase/auth';
import { formatPhoneNumber } from '../../lib/phone-format';
import { AuthFlowError } from './auth-errors';
import type { Account } from './auth-store';
import { type FirebaseWebSettings, loadFirebaseSettings } from './firebase-settings';

/**
 * The only module that imports the Firebase SDK. It is loaded on demand (see auth-client.ts) and
 * exposes the sign-in flows as plain functions, so the components never touch Firebase types.
 */
export interface AuthService {
  /** Opens Google's popup before it returns: call it from the click itself, nothing awaited first. */
  signInWithGoogle(): Promise<void>;
  signInWithEmail(email: string, password: string): Promise<void>;
  /** Creates the account, sends the verification email and signs out until it is verified. */
  register(email: string, password: string): Promise<void>;
  sendPasswordReset(email: string): Promise<void>;
  /** Texts a code (invisible reCAPTCHA first); the answer confirms it and signs in. */
  sendOtp(
    phoneNumber: string,
    recaptchaHost: HTMLElement,
  ): Promise<(code: string) => Promise<void>>;
  signOut(): Promise<void>;
  /**
   * Changes the signed-in email account's password: the current one is asked again first (Firebase
   * wants a recent sign-in for it), so a browser left signed in cannot have its password changed.
   */
  changePassword(currentPassword: string, newPassword: string): Promise<void>;
  /**
   * The signed-in user's ID token, for `Authorization: Bearer …` (null when signed out).
   * `forceRefresh` asks Firebase for a new one, carrying claims granted since (operators).
   */
  idToken(forceRefresh?: boolean): Promise<string | null>;
}

/**
 * An email-and-password account is usable once its email is verified; Google and phone accounts
 * are verified by their provider.
 */
function isUsable(user: User): boolean {
  const passwordOnly = user.providerData.every((info) => info.providerId === 'password');
  return user.emailVerified || !passwordOnly;
}

function toAccount(user: User): Account {
  return {
    uid: user.uid,
    email: user.email,
    // Formatted here, in the lazily loaded SDK's chunk, so the navbar's first paint carries none of it.
    phoneNumber: user.phoneNumber ? formatPhoneNumber(user.phoneNumber) : null,
    displayName: user.displayName,
    photoURL: user.photoURL,
    hasPassword: user.providerData.some((info) => info.providerId === 'password'),
  };
}

function initialize(settings: FirebaseWebSettings): Auth {
  const app = getApps()[0] ?? initializeApp(settings.options);
  const auth = getAuth(app);
  if (settings.emulatorUrl) {
    // Also turns app verification off: phone sign-in uses the SDK's mock reCAPTCHA.
    connectAuthEmulator(auth, settings.emulatorUrl, { disableWarnings: true });
  }
  auth.useDeviceLanguage();
  return auth;
}

export async function createAuthService(
  onAccount: (account: Account | null) => void,
): Promise<AuthService> {
  const auth = initialize(await loadFirebaseSettings());
  await auth.authStateReady();
  onAuthStateChanged(auth, (user) => onAccount(user && isUsable(user) ? toAccount(user) : null));

  // Firebase's verification and reset emails, its Google window and reCAPTCHA speak the page's
  // language: read at each step, since a visitor may switch language with the SDK loaded.
  const speakPageLanguage = () => {
    auth.languageCode = document.documentElement.lang || null;
  };

  let recaptcha: RecaptchaVerifier | null = null;
  const clearRecaptcha = () => {
    recaptcha?.clear();
    recaptcha = null;
  };

  return {
    signInWithGoogle() {
      speakPageLanguage();
      // Not async: the popup opens in this call, within the click that asked for it.
      return signInWithPopup(auth, new GoogleAuthProvider()).then(() => undefined);
    },
    async signInWithEmail(email, password) {
      const { user } = await signInWithEmailAndPassword(auth, email, password);
      if (!isUsable(user)) {
        await signOut(auth);
        throw new AuthFlowError('ely/email-not-verified');
      }
    },
    async register(email, password) {
      speakPageLanguage();
      const { user } = await createUserWithEmailAndPassword(auth, email, password);
      await sendEmailVerification(user);
      await signOut(auth);
    },
    async sendPasswordReset(email) {
      speakPageLanguage();
      await sendPasswordResetEmail(auth, email);
    },
    async sendOtp(phoneNumber, recaptchaHost) {
      clearRecaptcha();
      speakPageLanguage();
      // A fresh, empty element each time: a verifier cannot be rendered twice into one.
      const container = document.createElement('div');
      recaptchaHost.replaceChildren(container);
      recaptcha = new RecaptchaVerifier(auth, container, { size: 'invisible' });
      try {
        const confirmation = await signInWithPhoneNumber(auth, phoneNumber, recaptcha);
        return async (code) => {
          await confirmation.confirm(code);
          clearRecaptcha();
        };
      } catch (error) {
        clearRecaptcha();
        throw error;
      }
    },
    async signOut() {
      await signOut(auth);
    },
    async changePassword(currentPassword, newPassword) {
      const user = auth.currentUser;
      if (!user?.email) throw new AuthFlowError('ely/signed-out');
      const credential = EmailAuthProvider.credential(user.email, currentPassword);
      await reauthenticateWithCredential(user, credential);
      await updatePassword(user, newPassword);
    },
    async idToken(forceRefresh = false) {
      const user = auth.currentUser;
      return user && isUsable(user) ? user.getIdToken(forceRefresh) : null;
    },
  };
}
