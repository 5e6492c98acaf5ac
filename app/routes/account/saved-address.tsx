import { useCallback, useState } from 'react';
import { addressLines } from '../../../domain/address-format';
import { buttonClass } from '../../components/ui/button';
import { useCopy, useIntlLocale } from '../../i18n/i18n';
import { formatPhoneNumber } from '../../lib/phone-format';
import {
  fetchSavedAddress,
  forgetSavedAddress,
  type SavedAddress,
} from '../../lib/saved-address-client';
import { useLoad } from '../../lib/use-load';

type State =
  | { kind: 'loading' }
  | { kind: 'ready'; saved: SavedAddress | null }
  | { kind: 'failed' };

/**
 * The address the checkout keeps for the signed-in buyer's next order (saved when they pay with the
 * box ticked): shown here with who receives the parcel, and forgotten with one button.
 */
export default function SavedAddressSection({
  getIdToken,
}: {
  getIdToken: () => Promise<string | null>;
}) {
  const { account } = useCopy('orders');
  const copy = account.savedAddress;
  const locale = useIntlLocale();
  const loaded = useLoad(
    useCallback(
      async (signal: AbortSignal) => {
        const idToken = await getIdToken();
        if (!idToken) throw new Error('signed out');
        return fetchSavedAddress(idToken, signal);
      },
      [getIdToken],
    ),
  );
  const state: State =
    loaded.state.kind === 'ready'
      ? { kind: 'ready', saved: loaded.state.value }
      : loaded.state.kind === 'failed'
        ? { kind: 'failed' }
        : loaded.state;
  const [forgetting, setForgetting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const forget = async () => {
    setForgetting(true);
    setProblem(null);
    try {
      const idToken = await getIdToken();
      if (!idToken) throw new Error('signed out');
      await forgetSavedAddress(idToken);
      loaded.update(() => ({ kind: 'ready', value: null }));
    } catch {
      setProblem(copy.forgetFailed);
    } finally {
      setForgetting(false);
    }
  };

  return (
    <section aria-labelledby="saved-address-heading" className="mt-12">
      <h2 id="saved-address-heading" className="text-2xl font-semibold">
        {copy.heading}
      </h2>
      <div aria-live="polite" className="mt-4">
        {state.kind === 'loading' ? <p className="text-ink-muted">{copy.loading}</p> : null}
        {state.kind === 'failed' ? <p className="text-danger">{copy.loadFailed}</p> : null}
        {state.kind === 'ready' && !state.saved ? (
          <p className="max-w-2xl text-ink-muted">{copy.none}</p>
        ) : null}
      </div>
      {state.kind === 'ready' && state.saved ? (
        <div className="mt-2 max-w-xl rounded-card border border-line bg-surface p-5 sm:p-6">
          <p className="font-medium text-ink">{state.saved.name}</p>
          <address
            className="mt-1 whitespace-pre-line text-ink-muted not-italic"
            data-testid="saved-address"
          >
            {addressLines(state.saved.address, locale).join('\n')}
          </address>
          <p className="mt-1 text-ink-muted">{formatPhoneNumber(state.saved.phone)}</p>
          <p className="mt-4 text-sm text-ink-muted">{copy.intro}</p>
          <button
            type="button"
            onClick={forget}
            disabled={forgetting}
            className={buttonClass('secondary', 'sm', 'mt-4')}
          >
            {copy.forget}
          </button>
        </div>
      ) : null}
      {problem ? (
        <p role="alert" className="mt-4 text-sm text-danger">
          {problem}
        </p>
      ) : null}
    </section>
  );
}
