import { useCallback, useId, useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { ModalDialog } from '../../components/ui/modal-dialog';
import { deleteMyAccount, downloadMyData } from '../../features/orders/account-client';
import { useCopy, useRoutes } from '../../i18n/i18n';

type Busy = 'idle' | 'downloading' | 'deleting';

/** The shape of a button, in the danger colour: outlined to open, filled to confirm. */
const DANGER_SHAPE =
  'inline-flex h-11 items-center justify-center rounded-pill px-5 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-45';
const DANGER_OUTLINE = `${DANGER_SHAPE} border border-danger/60 text-danger hover:bg-danger/10`;
const DANGER_FILLED = `${DANGER_SHAPE} bg-danger text-void hover:bg-danger/85`;

/**
 * The buyer's data rights on their account page: "Download my data" (a JSON file of the account,
 * its orders and the emails sent) and "Delete my account", behind a confirmation dialog. The
 * server does both (routes /api/me/data and /api/me) and records them.
 */
export function AccountData({
  getIdToken,
  onDeleted,
}: {
  getIdToken: () => Promise<string | null>;
  /** The account is gone: sign the browser out and say so. */
  onDeleted: () => void;
}) {
  const { account } = useCopy('orders');
  const copy = account.data;
  const routes = useRoutes();
  const [busy, setBusy] = useState<Busy>('idle');
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const titleId = useId();
  const close = useCallback(() => setConfirming(false), []);

  const download = async () => {
    setBusy('downloading');
    setProblem(null);
    try {
      const idToken = await getIdToken();
      if (!idToken) throw new Error('signed out');
      await downloadMyData(idToken);
    } catch {
      setProblem(copy.downloadFailed);
    } finally {
      setBusy('idle');
    }
  };

  const remove = async () => {
    setBusy('deleting');
    setProblem(null);
    try {
      const idToken = await getIdToken();
      if (!idToken) throw new Error('signed out');
      await deleteMyAccount(idToken);
      setConfirming(false);
      onDeleted();
    } catch {
      setConfirming(false);
      setProblem(copy.deleteFailed);
    } finally {
      setBusy('idle');
    }
  };

  return (
    <section aria-labelledby="account-data-heading" className="mt-12">
      <h2 id="account-data-heading" className="text-2xl font-semibold">
        {copy.heading}
      </h2>
      <p className="mt-3 max-w-2xl text-ink-muted">{copy.intro}</p>
      <p className="mt-2">
        <Link
          to={`${routes.privacy}#retention`}
          className="text-sm text-holo-cyan underline underline-offset-4"
        >
          {copy.privacyLink}
        </Link>
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <button
          type="button"
          onClick={download}
          disabled={busy !== 'idle'}
          className={buttonClass('secondary', 'md')}
        >
          {copy.download}
        </button>
        <button
          type="button"
          onClick={() => setConfirming(true)}
          disabled={busy !== 'idle'}
          className={DANGER_OUTLINE}
        >
          {copy.delete}
        </button>
      </div>
      <div aria-live="polite" className="mt-4 min-h-6 text-sm">
        {busy === 'downloading' ? <p className="text-ink-muted">{copy.downloading}</p> : null}
        {problem ? (
          <p role="alert" className="text-danger">
            {problem}
          </p>
        ) : null}
      </div>
      <ModalDialog open={confirming} onClose={close} labelledBy={titleId}>
        <div className="space-y-4 p-6">
          <h2 id={titleId} className="text-xl font-semibold">
            {copy.deleteTitle}
          </h2>
          <p className="text-ink-muted">{copy.deleteBody}</p>
          <p className="text-ink-muted">{copy.deleteKept}</p>
          {busy === 'deleting' ? (
            <p role="status" className="text-sm text-ink-muted">
              {copy.deleting}
            </p>
          ) : null}
          <div className="flex flex-wrap justify-end gap-3 pt-2">
            <button
              type="button"
              onClick={close}
              disabled={busy === 'deleting'}
              className={buttonClass('ghost', 'md')}
            >
              {copy.cancel}
            </button>
            <button
              type="button"
              onClick={remove}
              disabled={busy === 'deleting'}
              className={DANGER_FILLED}
            >
              {copy.deleteConfirm}
            </button>
          </div>
        </div>
      </ModalDialog>
    </section>
  );
}
