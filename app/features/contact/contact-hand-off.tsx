import { useState } from 'react';
import { CONTACT_EMAIL } from '#site/site';
import { buttonClass } from '../../components/ui/button';
import { useCopy } from '../../i18n/i18n';
import { around } from '../../lib/message-format';

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * After the mail app was opened (whether the visitor then sent the email is out of the site's
 * sight): the address to write to, the message to copy, and clearing the form when they choose.
 */
export default function HandOff({
  message,
  onClear,
}: {
  /** The whole email as text (address, subject, body), to copy. */
  message: () => string;
  onClear: () => void;
}) {
  const { handOff: contactHandOff } = useCopy('contact');
  const [before, after] = around(contactHandOff.text, 'email');
  const [copy, setCopy] = useState<CopyState>('idle');
  const copyMessage = () => {
    navigator.clipboard
      .writeText(message())
      .then(() => setCopy('copied'))
      .catch(() => setCopy('failed'));
  };
  return (
    <div className="mt-6 rounded-card border border-line bg-surface-raised p-5 text-sm">
      <p className="text-ink-muted">
        {before}
        <a
          href={`mailto:${CONTACT_EMAIL}`}
          className="font-medium text-holo-cyan underline underline-offset-4"
        >
          {CONTACT_EMAIL}
        </a>
        {after}
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button type="button" onClick={copyMessage} className={buttonClass('secondary', 'sm')}>
          {contactHandOff.copy}
        </button>
        <button type="button" onClick={onClear} className={buttonClass('ghost', 'sm')}>
          {contactHandOff.clear}
        </button>
        <p role="status" className="min-h-5 text-ink-muted">
          {copy === 'copied' ? contactHandOff.copied : null}
          {copy === 'failed' ? contactHandOff.copyFailed : null}
        </p>
      </div>
    </div>
  );
}
