import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import type { AbandonedCheckout } from '#domain/follow-up-answers';
import { Button } from '../../components/ui/button';
import { useIntlLocale } from '../../i18n/i18n';
import { fill, plural } from '../../lib/message-format';
import { useLoad } from '../../lib/use-load';
import type { ConsoleApi } from './console-api';
import { useConsoleWords } from './console-copy';
import { Message } from './console-ui';

/** How long ago, in the largest whole unit: '3 hours', '2 days' (Intl, the console's language). */
function ageText(fromIso: string, now: number, locale: string): string {
  const minutes = Math.max(0, Math.round((now - new Date(fromIso).getTime()) / 60_000));
  const [value, unit] =
    minutes >= 2 * 1_440
      ? [Math.floor(minutes / 1_440), 'day' as const]
      : minutes >= 120
        ? [Math.floor(minutes / 60), 'hour' as const]
        : [minutes, 'minute' as const];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

/**
 * Abandoned checkouts: orders created and never paid, newest first, with their contact, cart,
 * language and age, the purge's last run, and the one recovery email per order.
 */
export function AbandonedView({
  api,
  orderHref,
}: {
  api: ConsoleApi;
  orderHref: (ref: string) => string;
}) {
  const { followUpCopy, dateTime, money } = useConsoleWords();
  const locale = useIntlLocale();
  const copy = followUpCopy.abandoned;
  const { state, refresh: reload } = useLoad(
    useCallback((signal: AbortSignal) => api.abandoned(signal), [api]),
  );
  const [news, setNews] = useState('');

  if (state.kind === 'loading') return <p role="status">{copy.loading}</p>;
  if (state.kind === 'failed') return <Message tone="error">{state.error.message}</Message>;
  const { checkouts, abandonedAfterS, purgeAfterDays, lastPurge } = state.value;
  const now = Date.now();

  return (
    <section
      aria-labelledby="abandoned-heading"
      className="rounded-card border border-line bg-surface p-5 md:p-6"
    >
      <h2 id="abandoned-heading" className="text-xl font-semibold">
        {copy.heading}
      </h2>
      <p className="mt-3 text-sm text-ink-muted">
        {fill(copy.intro, {
          age: ageText(new Date(now - abandonedAfterS * 1000).toISOString(), now, locale),
          days: purgeAfterDays,
        })}
      </p>
      <p className="mt-2 text-sm text-ink-subtle">
        {lastPurge
          ? plural(locale, lastPurge.purged, copy.lastPurge, {
              date: dateTime(lastPurge.at),
              count: new Intl.NumberFormat(locale).format(lastPurge.purged),
            })
          : copy.noPurge}
      </p>
      <div role="status" className="mt-4 empty:hidden">
        {news ? (
          <Message tone="success" announce={false}>
            {news}
          </Message>
        ) : null}
      </div>
      {checkouts.length === 0 ? (
        <p className="mt-4 text-sm text-ink-muted">{copy.empty}</p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full min-w-[44rem] text-left text-sm">
            <caption className="sr-only">{copy.caption}</caption>
            <thead className="text-xs uppercase tracking-wide text-ink-subtle">
              <tr>
                {Object.values(copy.columns).map((label) => (
                  <th key={label} scope="col" className="pb-2 pr-4 font-semibold">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {checkouts.map((checkout) => (
                <Row
                  key={checkout.orderId}
                  api={api}
                  checkout={checkout}
                  href={orderHref(checkout.orderNumber)}
                  age={ageText(checkout.createdAt, now, locale)}
                  total={money(checkout.totalCents)}
                  onSent={() => {
                    setNews(fill(copy.done, { orderNumber: checkout.orderNumber }));
                    reload();
                  }}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function Row({
  api,
  checkout,
  href,
  age,
  total,
  onSent,
}: {
  api: ConsoleApi;
  checkout: AbandonedCheckout;
  href: string;
  age: string;
  total: string;
  onSent: () => void;
}) {
  const { followUpCopy, dateTime } = useConsoleWords();
  const copy = followUpCopy.abandoned;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const send = async () => {
    setBusy(true);
    setError(null);
    try {
      await api.recoveryEmail(checkout.orderNumber);
      onSent();
    } catch (failure) {
      setError((failure as Error).message);
      setBusy(false);
    }
  };
  return (
    <tr className="border-t border-line align-top">
      <th scope="row" className="py-3 pr-4 font-medium">
        <Link
          to={href}
          className="whitespace-nowrap font-mono text-holo-cyan underline-offset-4 hover:underline"
        >
          {checkout.orderNumber}
        </Link>
      </th>
      <td className="py-3 pr-4">
        <time dateTime={checkout.createdAt}>{dateTime(checkout.createdAt)}</time>
        <span className="block text-xs text-ink-subtle">{fill(copy.ago, { age })}</span>
      </td>
      <td className="max-w-56 break-words py-3 pr-4">
        {checkout.contact ? (
          <>
            {checkout.contact.name}
            <span className="block text-xs text-ink-muted">{checkout.contact.email}</span>
            <span className="block text-xs text-ink-muted">{checkout.contact.phone}</span>
          </>
        ) : (
          <span className="text-ink-muted">{copy.noContact}</span>
        )}
      </td>
      <td className="py-3 pr-4">
        <ul>
          {checkout.items.map((item) => (
            <li key={item.id}>
              {item.title} × {item.quantity}
            </li>
          ))}
        </ul>
        <span className="text-xs tabular-nums text-ink-muted">{total}</span>
      </td>
      <td className="py-3 pr-4">{copy.languages[checkout.locale]}</td>
      <td className="py-3">
        {checkout.recovery ? (
          <span className="text-ink-muted">
            {fill(copy.sent, {
              date: dateTime(checkout.recovery.at),
              who: checkout.recovery.actor.email ?? checkout.recovery.actor.uid,
            })}
          </span>
        ) : checkout.recoveryRefusal ? (
          <span className="text-ink-muted">
            {copy.refusals[checkout.recoveryRefusal] ?? checkout.recoveryRefusal}
          </span>
        ) : (
          <Button
            size="sm"
            variant="secondary"
            disabled={busy}
            aria-label={fill(copy.sendLabel, { orderNumber: checkout.orderNumber })}
            onClick={() => void send()}
          >
            {busy ? copy.sending : copy.send}
          </Button>
        )}
        {error ? (
          <div className="mt-2">
            <Message tone="error">{error}</Message>
          </div>
        ) : null}
      </td>
    </tr>
  );
}
