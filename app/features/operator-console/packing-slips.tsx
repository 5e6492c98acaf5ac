import { type ReactNode, useCallback, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { addressLines } from '#domain/address-format';
import type { PackingSlipView } from '#domain/answers';
import { LOCALE_SETTINGS, localizedPath } from '#site/locales';
import { ROUTES } from '#site/pages';
import { CONTACT_ADDRESS, CONTACT_PHONE, SITE_NAME } from '#site/site';
import { Button } from '../../components/ui/button';
import { operatorConsole as en } from '../../content/en/operator-console';
import { operatorConsole as es } from '../../content/es/operator-console';
import { useLocale } from '../../i18n/i18n';
import { useHydrated } from '../../lib/use-hydrated';
import { useLoad } from '../../lib/use-load';
import { createConsoleApi, type IdTokenGetter } from './console-api';
import { useConsoleWords } from './console-copy';
import { ConsoleFrame } from './console-header';
import { Message } from './console-ui';
import { Gate } from './operator-console';

import { type SignInStatus, useOperator } from './use-operator';

/** Each order's slip speaks the order's language, whatever the page's. */
const SLIP_WORDS = { en: en.packingSlip.slip, es: es.packingSlip.slip } as const;

/**
 * The packing slips of the orders in the address (?orders=ELY-…,ELY-…), once the API has said the
 * signed-in account is an operator: one slip per printed sheet (`@page packing-slip`, app.css),
 * each in its order's language, with the order number as text and as the QR code the server drew.
 */
export function PackingSlips({
  status,
  accountLabel,
  getIdToken,
  onSignIn,
  onSignOut,
  brand,
  languageSwitch,
}: {
  status: SignInStatus;
  accountLabel: string | null;
  getIdToken: IdTokenGetter;
  onSignIn: () => void;
  onSignOut: () => void;
  /** The shop's wordmark and the language switch, for the console's header (as /admin). */
  brand: ReactNode;
  languageSwitch: ReactNode;
}) {
  const { packingSlipCopy: copy, errorText } = useConsoleWords();
  const locale = useLocale();
  const api = useMemo(() => createConsoleApi(getIdToken, errorText), [getIdToken, errorText]);
  const { state, recheck } = useOperator({ status, accountLabel, api, getIdToken });
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const orders = (params.get('orders') ?? '')
    .split(',')
    .map((ref) => ref.trim())
    .filter(Boolean);
  const wanted = orders.join(',');
  const operator = state.kind === 'operator' && hydrated;
  const loadSlips = useCallback(
    (signal: AbortSignal) =>
      api.packingSlips(wanted.split(','), signal).then((answer) => answer.slips),
    [api, wanted],
  );
  const { state: slips } = useLoad(operator && wanted ? loadSlips : null);

  return (
    <ConsoleFrame
      brand={brand}
      languageSwitch={languageSwitch}
      state={state}
      signedIn={status === 'signed-in'}
      onSignOut={onSignOut}
      className="pt-8 pb-20 md:pt-10 print:p-0"
    >
      <header className="flex flex-wrap items-end justify-between gap-4 print:hidden">
        <div>
          <h1 className="text-3xl font-semibold">{copy.title}</h1>
          <p className="mt-2 text-ink-muted">{copy.intro}</p>
        </div>
        {operator && slips.kind === 'ready' ? (
          <div className="flex flex-wrap items-center gap-4">
            <Link
              to={localizedPath(ROUTES.admin, locale)}
              className="inline-flex min-h-11 items-center text-sm text-holo-cyan underline underline-offset-4"
            >
              {copy.back}
            </Link>
            <Button onClick={() => window.print()}>{copy.print}</Button>
          </div>
        ) : null}
      </header>
      <div className="mt-8 print:mt-0">
        {!operator ? (
          <Gate state={state} onSignIn={onSignIn} onRecheck={recheck} />
        ) : !wanted ? (
          <Message tone="info">{copy.none}</Message>
        ) : slips.kind === 'loading' ? (
          <p role="status" className="text-ink-muted">
            {copy.loading}
          </p>
        ) : slips.kind === 'failed' ? (
          <Message tone="error">{slips.error.message}</Message>
        ) : (
          <div className="space-y-8 print:space-y-0">
            {slips.value.map((slip) => (
              <Slip key={slip.orderNumber} slip={slip} pageLocale={locale} />
            ))}
          </div>
        )}
      </div>
    </ConsoleFrame>
  );
}

function Slip({ slip, pageLocale }: { slip: PackingSlipView; pageLocale: string }) {
  const words = SLIP_WORDS[slip.locale];
  const intl = LOCALE_SETTINGS[slip.locale].intl;
  const headingId = `slip-${slip.orderNumber}`;
  const placed = new Intl.DateTimeFormat(intl, { dateStyle: 'long' }).format(
    new Date(slip.placedAt),
  );
  const country = new Intl.DisplayNames([intl], { type: 'region' }).of('MX') ?? 'MX';
  return (
    <article
      aria-labelledby={headingId}
      lang={slip.locale === pageLocale ? undefined : slip.locale}
      data-testid="packing-slip"
      className="rounded-card border border-line bg-surface p-6 text-ink md:p-8 print:break-after-page print:rounded-none print:border-0 print:p-0 print:[page:packing-slip]"
    >
      <div className="flex flex-wrap items-start justify-between gap-6">
        <div>
          <p className="text-sm font-semibold uppercase tracking-eyebrow text-ink-muted">
            {SITE_NAME}
          </p>
          <h2 id={headingId} className="mt-1 text-2xl font-semibold">
            {words.heading}
          </h2>
          <dl className="mt-4 space-y-1 text-sm">
            <div className="flex gap-2">
              <dt className="text-ink-muted">{words.orderNumber}:</dt>
              <dd className="font-mono text-lg font-semibold" data-testid="slip-order-number">
                {slip.orderNumber}
              </dd>
            </div>
            <div className="flex gap-2">
              <dt className="text-ink-muted">{words.placed}:</dt>
              <dd>{placed}</dd>
            </div>
          </dl>
        </div>
        <div
          className="size-32 shrink-0 bg-white [&>svg]:size-full"
          data-testid="slip-barcode"
          // The server drew it from the order number alone (server/console/barcode.ts).
          dangerouslySetInnerHTML={{ __html: slip.barcodeSvg }}
        />
      </div>
      <div className="mt-6 grid gap-6 sm:grid-cols-2 print:grid-cols-2">
        <section aria-labelledby={`${headingId}-to`}>
          <h3 id={`${headingId}-to`} className="text-sm font-semibold uppercase text-ink-muted">
            {words.shipTo}
          </h3>
          {slip.contact ? <p className="mt-2 font-semibold">{slip.contact.name}</p> : null}
          {slip.address ? (
            <p className="whitespace-pre-line">{addressLines(slip.address, intl).join('\n')}</p>
          ) : null}
          <p className="mt-2 text-sm">
            {slip.contact ? (
              <>
                {words.phone}: <span className="font-mono">{slip.contact.phone}</span>
              </>
            ) : (
              words.noContact
            )}
          </p>
        </section>
        <section aria-labelledby={`${headingId}-from`}>
          <h3 id={`${headingId}-from`} className="text-sm font-semibold uppercase text-ink-muted">
            {words.returnAddress}
          </h3>
          <p className="mt-2 whitespace-pre-line">
            {[
              SITE_NAME,
              CONTACT_ADDRESS.street,
              CONTACT_ADDRESS.neighborhood,
              `${CONTACT_ADDRESS.postalCode} ${CONTACT_ADDRESS.city}`,
              country,
              CONTACT_PHONE,
            ].join('\n')}
          </p>
        </section>
      </div>
      <table className="mt-6 w-full text-left text-sm">
        <caption className="mb-2 text-left text-sm font-semibold uppercase text-ink-muted">
          {words.items}
        </caption>
        <thead>
          <tr className="border-b border-line-strong">
            <th scope="col" className="py-2 pr-4 font-semibold">
              {words.product}
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              {words.quantity}
            </th>
          </tr>
        </thead>
        <tbody>
          {slip.items.map((item) => (
            <tr key={item.id} className="border-b border-line">
              <td className="py-2 pr-4">{item.title}</td>
              <td className="py-2 text-right tabular-nums">
                {new Intl.NumberFormat(intl).format(item.quantity)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-6 text-sm text-ink-muted">{words.thanks}</p>
    </article>
  );
}
