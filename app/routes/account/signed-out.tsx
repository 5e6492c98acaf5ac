import { buttonClass } from '../../components/ui/button';
import { useCopy } from '../../i18n/i18n';

/** The account page of a visitor who is not signed in: what it is for, and Sign in. */
export function SignedOut({ onSignIn }: { onSignIn: () => void }) {
  const { account: copy } = useCopy('orders');
  return (
    <section className="page-container pt-16 pb-24 md:pt-24" aria-labelledby="signed-out-heading">
      <p className="text-xs font-semibold uppercase tracking-eyebrow text-holo-cyan">
        {copy.eyebrow}
      </p>
      <h1 id="signed-out-heading" className="mt-3 max-w-3xl text-4xl font-semibold md:text-5xl">
        {copy.signedOutTitle}
      </h1>
      <p className="mt-5 max-w-2xl text-lg text-ink-muted">{copy.signedOutBody}</p>
      <button type="button" onClick={onSignIn} className={buttonClass('primary', 'lg', 'mt-8')}>
        {copy.signIn}
      </button>
    </section>
  );
}
