import { type FormEvent, useState } from 'react';
import { buttonClass } from '../../components/ui/button';
import { loadAuth } from '../../features/auth/auth-client';
import { useCopy, useMessages } from '../../i18n/i18n';

type Outcome = { tone: 'error' | 'success'; text: string } | null;

/** What Firebase answers when the current password is not the account's. */
const WRONG_CURRENT = new Set([
  'auth/wrong-password',
  'auth/invalid-credential',
  'auth/invalid-login-credentials',
]);

/**
 * An email account's password change: the current password first (Firebase re-authenticates with
 * it before it takes a new one), then the new one. Shown only to accounts that sign in with a
 * password; Google and phone accounts have none to change.
 */
export default function ChangePassword() {
  const { account } = useCopy('orders');
  const copy = account.password;
  const authErrors = useMessages().auth.errors;
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!current || !next) {
      setOutcome({ tone: 'error', text: copy.required });
      return;
    }
    if (current === next) {
      setOutcome({ tone: 'error', text: copy.same });
      return;
    }
    setBusy(true);
    setOutcome(null);
    try {
      await (await loadAuth()).changePassword(current, next);
      setCurrent('');
      setNext('');
      setOutcome({ tone: 'success', text: copy.changed });
    } catch (error) {
      // The provider's code in the page's words (auth-errors.ts is not imported: it would become a
      // chunk of its own, listed in the shell's preload of the sign-in code).
      const code = String((error as { code?: unknown } | null)?.code ?? '');
      const text = WRONG_CURRENT.has(code)
        ? copy.currentWrong
        : (authErrors[code] ?? authErrors['ely/unavailable'] ?? '');
      setOutcome({ tone: 'error', text });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="password-heading" className="mt-12">
      <h2 id="password-heading" className="text-2xl font-semibold">
        {copy.heading}
      </h2>
      <p className="mt-3 max-w-2xl text-ink-muted">{copy.intro}</p>
      <form onSubmit={submit} noValidate className="mt-6 grid max-w-xl gap-5">
        <PasswordField
          id="current-password"
          label={copy.current}
          autoComplete="current-password"
          value={current}
          onChange={setCurrent}
        />
        <PasswordField
          id="new-password"
          label={copy.next}
          hint={copy.nextHint}
          autoComplete="new-password"
          value={next}
          onChange={setNext}
        />
        <div>
          <button type="submit" disabled={busy} className={buttonClass('secondary', 'md')}>
            {busy ? copy.saving : copy.submit}
          </button>
        </div>
      </form>
      <div aria-live="polite" className="mt-4 min-h-6 text-sm">
        {outcome ? (
          <p
            role={outcome.tone === 'error' ? 'alert' : 'status'}
            className={outcome.tone === 'error' ? 'text-danger' : 'text-success'}
          >
            {outcome.text}
          </p>
        ) : null}
      </div>
    </section>
  );
}

/**
 * A labelled password input. Not the sign-in dialog's TextField: sharing it would split it into a
 * chunk of its own, listed in the shell's preload of the sign-in forms.
 */
function PasswordField({
  id,
  label,
  hint,
  autoComplete,
  value,
  onChange,
}: {
  id: string;
  label: string;
  hint?: string;
  autoComplete: 'current-password' | 'new-password';
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={id}
        type="password"
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-1.5 block h-11 w-full rounded-md border border-line-strong bg-surface-raised px-3 text-base text-ink transition-colors hover:border-ink-subtle focus-visible:border-holo-cyan"
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-ink-subtle">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
