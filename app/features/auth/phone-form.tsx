import { type FormEvent, useEffect, useRef, useState } from 'react';
import { buttonClass } from '../../components/ui/button';
import { useMessages } from '../../i18n/i18n';
import { TextField } from './text-field';
import type { useAuthAction } from './use-auth-action';
import { checkOtp, checkPhoneNumber, normalizePhoneNumber } from './validation';

type Action = ReturnType<typeof useAuthAction>;
type Confirm = (code: string) => Promise<void>;

/** Phone: send a code (after an invisible reCAPTCHA), then an OTP field appears to verify it. */
export function PhoneForm({ action }: { action: Action }) {
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const recaptchaHost = useRef<HTMLDivElement>(null);
  const codeField = useRef<HTMLInputElement>(null);
  const { pending, run } = action;
  const { login: loginCopy, messages: authMessages } = useMessages().auth;

  useEffect(() => {
    if (confirm) codeField.current?.focus();
  }, [confirm]);

  // Sends a code to the number: the first time, and again when the text never came.
  const requestCode = () =>
    void run(
      () => checkPhoneNumber(phone, authMessages),
      async (auth) => {
        const host = recaptchaHost.current;
        if (!host) return undefined;
        const next = await auth.sendOtp(normalizePhoneNumber(phone), host);
        setCode('');
        setConfirm(() => next);
        return authMessages.otpSent;
      },
    );

  const sendCode = (event: FormEvent) => {
    event.preventDefault();
    requestCode();
  };

  const verify = (event: FormEvent) => {
    event.preventDefault();
    void run(
      () => (confirm ? checkOtp(code, authMessages) : authMessages.invalidOtp),
      async () => {
        await confirm?.(code.trim());
        return undefined;
      },
    );
  };

  return (
    <div className="space-y-5">
      <form noValidate onSubmit={sendCode} aria-busy={pending} className="space-y-4">
        <TextField
          id="login-phone"
          label={loginCopy.phone.number}
          hint={loginCopy.phone.numberHint}
          type="tel"
          name="phone"
          autoComplete="tel"
          inputMode="tel"
          value={phone}
          readOnly={confirm !== null}
          onChange={(event) => setPhone(event.target.value)}
        />
        {/* The invisible reCAPTCHA renders here (in production it adds Google's badge). */}
        <div ref={recaptchaHost} />
        {confirm ? (
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            <button
              type="button"
              onClick={requestCode}
              disabled={pending}
              className="rounded-sm text-sm font-medium text-holo-cyan underline-offset-4 hover:underline disabled:opacity-45"
            >
              {loginCopy.phone.resend}
            </button>
            <button
              type="button"
              onClick={() => setConfirm(null)}
              className="rounded-sm text-sm font-medium text-holo-cyan underline-offset-4 hover:underline"
            >
              {loginCopy.phone.otherNumber}
            </button>
          </div>
        ) : (
          <button
            type="submit"
            disabled={pending}
            className={buttonClass('primary', 'md', 'w-full')}
          >
            {loginCopy.phone.send}
          </button>
        )}
      </form>

      {confirm ? (
        <form noValidate onSubmit={verify} aria-busy={pending} className="space-y-4">
          <TextField
            ref={codeField}
            id="login-otp"
            label={loginCopy.phone.code}
            name="otp"
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          <button
            type="submit"
            disabled={pending}
            className={buttonClass('primary', 'md', 'w-full')}
          >
            {loginCopy.phone.verify}
          </button>
        </form>
      ) : null}
    </div>
  );
}
