import { type FormEvent, useId, useState } from 'react';
import { NOTE_MAX } from '#domain/follow-up-rules';
import { Button } from '../../components/ui/button';
import { fill } from '../../lib/message-format';
import type { ConsoleApi } from './console-api';
import { useConsoleWords } from './console-copy';
import { Message, TextAreaField } from './console-ui';

/** An internal note on the order: only operators read it (the buyer never does). */
export function NoteForm({
  api,
  orderRef,
  onSaved,
}: {
  api: ConsoleApi;
  orderRef: string;
  onSaved: (message: string) => void;
}) {
  const { followUpCopy, number } = useConsoleWords();
  const copy = followUpCopy.notes;
  const id = useId();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setError(copy.empty);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await api.addNote(orderRef, text);
      setText('');
      onSaved(copy.saved);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-2" noValidate>
      <TextAreaField
        id={`${id}-note`}
        label={copy.label}
        hint={fill(copy.hint, { count: number(NOTE_MAX - text.length) })}
        value={text}
        maxLength={NOTE_MAX}
        rows={3}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={error ? true : undefined}
      />
      {error ? <Message tone="error">{error}</Message> : null}
      <Button type="submit" size="sm" disabled={busy}>
        {busy ? copy.saving : copy.save}
      </Button>
    </form>
  );
}
