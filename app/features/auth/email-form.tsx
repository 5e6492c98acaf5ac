import { type FormEvent, useState } from 'react';
import { buttonClass } from '../../components/ui/button';
import { useMessages } from '../../i18n/i18n';
import { TextField } from './text-field';
import type { useAuthAction } from './use-auth-action';
import { checkEmailAndPassword, checkResetEmail } from './validation';

type Action = ReturnType<typeof useAuthAction>;

/** Email and password: sign in, create an account, or ask for a password reset email. */
export function EmailForm({ action }: { action: Action }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { pending, run } = action;
  const { login: loginCopy, messages: authMessages } = useMessages().auth;
  const address = email.trim();

  const signIn = (event: FormEvent) => {
    event.preventDefault();
    void run(
      () => checkEmailAndPassword(email, password, authMessages),
      async (auth) => {
        await auth.signInWithEmail(address, password);
        return undefined;
      },
    );
  };

  const register = () =>
    run(
      () => checkEmailAndPassword(email, password, authMessages),
      async (auth) => {
        await auth.register(address, password);
        setPassword('');
        return authMessages.registered;
      },
    );

  const resetPassword = () =>
    run(
      () => checkResetEmail(email, authMessages),
      async (auth) => {
        await auth.sendPasswordReset(address);
        return authMessages.resetSent;
      },
    );

  return (
    <form noValidate onSubmit={signIn} aria-busy={pending} className="space-y-4">
      <TextField
        id="login-email"
        label={loginCopy.email.email}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <div>
        <TextField
          id="login-password"
          label={loginCopy.email.password}
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <button
          type="button"
          onClick={resetPassword}
          disabled={pending}
          className="mt-2 rounded-sm text-sm font-medium text-holo-cyan underline-offset-4 hover:underline disabled:opacity-45"
        >
          {loginCopy.email.forgot}
        </button>
      </div>
      <div className="grid gap-3 pt-1 sm:grid-cols-2">
        <button type="submit" disabled={pending} className={buttonClass('primary', 'md')}>
          {loginCopy.email.signIn}
        </button>
        <button
          type="button"
          onClick={register}
          disabled={pending}
          className={buttonClass('secondary', 'md')}
        >
          {loginCopy.email.register}
        </button>
      </div>
    </form>
  );
}
