import type { OrderEventView } from '#domain/admin-api';
import type { ConsoleWords } from './console-copy';

/** Who did it: the operator's email (or uid), else the part of the shop that did. */
export function actorText(
  event: Pick<OrderEventView, 'actor' | 'source'>,
  { SOURCE_LABELS, detailCopy }: Pick<ConsoleWords, 'SOURCE_LABELS' | 'detailCopy'>,
): string {
  if (event.actor) return event.actor.email ?? event.actor.uid;
  return SOURCE_LABELS[event.source] ?? detailCopy.system;
}
