import type { OrderEventView } from '../../../domain/admin-api';
import { type ConsoleWords, useConsoleWords } from './console-copy';
import { detailsText } from './format';

/** Who did it: the operator's email (or uid), else the part of the shop that did. */
export function actorText(
  event: Pick<OrderEventView, 'actor' | 'source'>,
  { SOURCE_LABELS, detailCopy }: Pick<ConsoleWords, 'SOURCE_LABELS' | 'detailCopy'>,
): string {
  if (event.actor) return event.actor.email ?? event.actor.uid;
  return SOURCE_LABELS[event.source] ?? detailCopy.system;
}

/** An order's history, oldest first: when, what, who, and the details as plain text. */
export function OrderHistory({ events }: { events: readonly OrderEventView[] }) {
  const words = useConsoleWords();
  const { detailCopy, EVENT_LABELS, dateTime } = words;
  return (
    <ol className="space-y-3 border-l border-line pl-5">
      {events.map((event) => {
        const details = detailsText(event.details, words);
        return (
          <li key={event.id} className="relative text-sm">
            <span
              aria-hidden="true"
              className={`absolute top-1.5 -left-[1.59rem] size-2.5 rounded-pill ${event.source === 'operator' ? 'bg-holo-cyan' : 'bg-line-strong'}`}
            />
            <p>
              <span className="font-medium text-ink">{EVENT_LABELS[event.kind] ?? event.kind}</span>{' '}
              <span className="text-ink-muted">{detailCopy.by(actorText(event, words))}</span>
            </p>
            <p className="text-xs text-ink-subtle">
              <time dateTime={event.at}>{dateTime(event.at)}</time>
            </p>
            {details ? (
              <p className="mt-0.5 break-words text-xs text-ink-muted">{details}</p>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
