import { useCallback, useEffect, useRef, useState } from 'react';
import type { TimelineAnswer, TimelineEntry } from '#domain/follow-up-answers';
import { Button } from '../../components/ui/button';
import { useIntlLocale } from '../../i18n/i18n';
import { fill, plural } from '../../lib/message-format';
import { useLoad } from '../../lib/use-load';
import type { ConsoleApi } from './console-api';
import { type ConsoleWords, useConsoleWords } from './console-copy';
import { Card, Message } from './console-ui';
import { detailsText } from './format';
import { NoteForm } from './notes';
import { actorText } from './order-history';

/**
 * The order's one timeline, newest first: every event of its history, every email sent (or owed),
 * every internal note and every change of the units it holds, each in words; the raw ids folded
 * in a <details>. Above it, the resend buttons and the note form; each reloads the timeline.
 */
export function TimelineCard({
  api,
  orderRef,
  titles,
  refreshKey,
}: {
  api: ConsoleApi;
  orderRef: string;
  /** Product titles by id, from the order's lines. */
  titles: Readonly<Record<string, string>>;
  /** Changes when the order was reloaded after another action: the timeline is asked again. */
  refreshKey: unknown;
}) {
  const { followUpCopy } = useConsoleWords();
  const { state, refresh: reload } = useLoad(
    useCallback((signal: AbortSignal) => api.timeline(orderRef, signal), [api, orderRef]),
  );
  const [news, setNews] = useState('');
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    reload();
  }, [refreshKey, reload]);

  const done = (message: string) => {
    setNews(message);
    reload();
  };

  return (
    <Card title={followUpCopy.timeline.heading} titleId="timeline-heading">
      <p className="mb-4 text-sm text-ink-muted">{followUpCopy.timeline.intro}</p>
      <div className="space-y-4">
        {state.kind === 'ready' ? (
          <ResendButtons api={api} orderRef={orderRef} resend={state.value.resend} onDone={done} />
        ) : null}
        <NoteForm api={api} orderRef={orderRef} onSaved={done} />
        <div role="status" className="empty:hidden">
          {news ? (
            <Message tone="success" announce={false}>
              {news}
            </Message>
          ) : null}
        </div>
      </div>
      <div className="mt-5">
        {state.kind === 'loading' ? (
          <p className="text-sm text-ink-muted">{followUpCopy.timeline.loading}</p>
        ) : state.kind === 'failed' ? (
          <Message tone="error">{state.error.message}</Message>
        ) : state.value.entries.length === 0 ? (
          <p className="text-sm text-ink-muted">{followUpCopy.timeline.empty}</p>
        ) : (
          <ol
            aria-label={followUpCopy.timeline.heading}
            className="space-y-4 border-l border-line pl-5"
          >
            {state.value.entries.map((entry) => (
              <TimelineItem key={entry.id} entry={entry} titles={titles} />
            ))}
          </ol>
        )}
      </div>
    </Card>
  );
}

/** What an entry says, in the console's words. */
function entryText(
  entry: TimelineEntry,
  words: ConsoleWords,
  locale: string,
  titles: Readonly<Record<string, string>>,
): { title: string; who: string | null } {
  const copy = words.followUpCopy.timeline;
  switch (entry.type) {
    case 'note':
      return { title: copy.note, who: entry.actor ? (entry.actor.email ?? entry.actor.uid) : null };
    case 'email':
      return {
        title: `${copy.emailStatus[entry.email?.status ?? 'queued']}: ${entry.email?.subject ?? entry.kind}`,
        who: null,
      };
    case 'stock': {
      const forms = copy.stock[entry.kind as keyof typeof copy.stock] ?? copy.stock.held;
      const product = String(entry.details.product ?? '');
      const quantity = Number(entry.details.quantity ?? 0);
      return {
        title: plural(locale, quantity, forms, {
          count: new Intl.NumberFormat(locale).format(quantity),
          product: titles[product] ?? product,
        }),
        who: null,
      };
    }
    default:
      return {
        title: words.EVENT_LABELS[entry.kind] ?? entry.kind,
        who: actorText(
          { actor: entry.actor, source: (entry.source ?? 'operator') as 'operator' },
          words,
        ),
      };
  }
}

const DOT: Record<TimelineEntry['type'], string> = {
  event: 'bg-line-strong',
  email: 'bg-holo-violet',
  note: 'bg-warning',
  stock: 'bg-success',
};

function TimelineItem({
  entry,
  titles,
}: {
  entry: TimelineEntry;
  titles: Readonly<Record<string, string>>;
}) {
  const words = useConsoleWords();
  const locale = useIntlLocale();
  const copy = words.followUpCopy.timeline;
  const { title, who } = entryText(entry, words, locale, titles);
  const byOperator = entry.source === 'operator' || entry.type === 'note';
  const details = detailsText(entry.details, words);
  return (
    <li className="relative text-sm">
      <span
        aria-hidden="true"
        className={`absolute top-1.5 -left-[1.59rem] size-2.5 rounded-pill ${byOperator ? 'bg-holo-cyan' : DOT[entry.type]}`}
      />
      <p className="break-words">
        <span className="font-medium text-ink">{title}</span>{' '}
        {who ? <span className="text-ink-muted">{fill(copy.by, { who })}</span> : null}
      </p>
      {entry.type === 'note' && entry.text ? (
        <p className="mt-1 whitespace-pre-line break-words rounded-md border border-line bg-surface-raised px-3 py-2 text-ink">
          {entry.text}
        </p>
      ) : null}
      {entry.type === 'email' && (entry.email?.to || entry.email?.status === 'skipped') ? (
        <p className="break-words text-xs text-ink-muted">
          {entry.email.to ? fill(copy.emailTo, { to: entry.email.to }) : copy.noRecipient}
        </p>
      ) : null}
      <p className="text-xs text-ink-subtle">
        <time dateTime={entry.at}>{words.dateTime(entry.at)}</time>
      </p>
      {details ? (
        <details className="mt-0.5 text-xs text-ink-muted">
          <summary className="inline-flex min-h-6 cursor-pointer items-center text-ink-subtle">
            {copy.ids}
          </summary>
          <p className="break-all">{details}</p>
        </details>
      ) : null}
    </li>
  );
}

/** "Resend confirmation", and "Resend shipping email" once the order shipped. */
function ResendButtons({
  api,
  orderRef,
  resend,
  onDone,
}: {
  api: ConsoleApi;
  orderRef: string;
  resend: TimelineAnswer['resend'];
  onDone: (message: string) => void;
}) {
  const { followUpCopy } = useConsoleWords();
  const copy = followUpCopy.resend;
  const [busy, setBusy] = useState<'confirmation' | 'shipped' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const emails = (['confirmation', 'shipped'] as const).filter((email) => resend[email] === null);
  if (emails.length === 0) return null;
  const send = async (email: 'confirmation' | 'shipped') => {
    setBusy(email);
    setError(null);
    try {
      await api.resend(orderRef, email);
      onDone(fill(copy.done, { email: copy.names[email] }));
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        {emails.map((email) => (
          <Button
            key={email}
            size="sm"
            variant="secondary"
            disabled={busy !== null}
            onClick={() => void send(email)}
          >
            {busy === email ? copy.working : copy[email]}
          </Button>
        ))}
      </div>
      <p className="text-xs text-ink-subtle">{copy.rule}</p>
      {error ? <Message tone="error">{error}</Message> : null}
    </div>
  );
}
