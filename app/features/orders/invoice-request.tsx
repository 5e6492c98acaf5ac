import {
  createContext,
  type FormEvent,
  use,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import {
  InvoiceRequestView,
  InvoiceStatusAnswer,
  type InvoiceStatusAnswer as Status,
} from '#domain/invoice/api';
import {
  checkInvoiceRequest,
  INVOICE_FIELDS,
  type InvoiceField,
  type InvoiceFieldError,
  type InvoiceRequestInput,
} from '#domain/invoice/request';
import { normaliseRfc } from '#domain/invoice/rfc';
import { findCfdiUse, findTaxRegime, regimesFor, usesFor } from '#domain/invoice/sat-catalogues';
import { SHOP_TIME_ZONE } from '#domain/shop-calendar';
import { buttonClass } from '../../components/ui/button';
import { useCopy, useIntlLocale, useLocale } from '../../i18n/i18n';
import { ApiCallError, callApi, callApiForFile, saveFile } from '../../lib/api-client';
import { fill } from '../../lib/message-format';
import { useLoad } from '../../lib/use-load';
import type { OrderCredentials } from './order-access';

/**
 * The order page's invoice (CFDI factura) panel: "Request an invoice" opens the form (RFC, name or
 * razón social, régimen fiscal, uso del CFDI — only the uses the SAT allows with the régimen —
 * and the fiscal postal code), checked here as the server checks it (domain/invoice); then the
 * request's state, and once the operator attached the factura, its PDF and XML to download.
 * Loaded lazily (invoice-panel.tsx): the SAT's catalogues are in no first paint.
 */

type Shown = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; status: Status };
type Problems = Partial<Record<InvoiceField, InvoiceFieldError['problem']>>;

const EMPTY: InvoiceRequestInput = {
  rfc: '',
  name: '',
  taxRegime: '',
  cfdiUse: '',
  postalCode: '',
};
const FIELD_CLASS =
  'mt-2 block h-12 w-full rounded-md border border-line-strong bg-void/60 px-4 text-base text-ink placeholder:text-ink-subtle focus:border-holo-cyan focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-2 aria-invalid:border-danger';

const path = (orderNumber: string, rest: string) =>
  `/api/orders/${encodeURIComponent(orderNumber)}/${rest}`;

/**
 * The order's credentials for an API call, handed down by the invoice panel (order-access.ts is
 * not imported here: shared with the order page's route chunk, it would be split into a chunk of
 * its own, listed in the route manifest every first paint carries).
 */
const Credentials = createContext<() => Promise<OrderCredentials>>(async () => ({
  idToken: null,
  headers: {},
}));

export default function InvoiceRequest({
  orderNumber,
  credentials,
}: {
  orderNumber: string;
  credentials: () => Promise<OrderCredentials>;
}) {
  return (
    <Credentials value={credentials}>
      <InvoiceRequestPanel orderNumber={orderNumber} />
    </Credentials>
  );
}

function InvoiceRequestPanel({ orderNumber }: { orderNumber: string }) {
  const { invoice: copy } = useCopy('orders');
  const credentialsOf = use(Credentials);
  const { state, reload, update } = useLoad(
    useCallback(
      async (signal: AbortSignal) =>
        callApi({
          path: path(orderNumber, 'invoice-request'),
          ...(await credentialsOf()),
          answer: InvoiceStatusAnswer,
          signal,
        }),
      [orderNumber, credentialsOf],
    ),
  );
  const shown: Shown =
    state.kind === 'ready'
      ? { kind: 'ready', status: state.value }
      : state.kind === 'failed'
        ? { kind: 'failed' }
        : state;

  return (
    <section
      aria-labelledby="invoice-heading"
      className="rounded-card border border-line bg-surface p-6 md:p-8 print:hidden"
      data-testid="invoice-panel"
    >
      <h2 id="invoice-heading" className="text-xl font-semibold">
        {shown.kind === 'ready' && shown.status.request?.status === 'attached'
          ? copy.readyHeading
          : shown.kind === 'ready' && shown.status.request
            ? copy.openHeading
            : copy.heading}
      </h2>
      {shown.kind === 'loading' ? (
        <p className="mt-3 text-sm text-ink-muted" role="status">
          {copy.loading}
        </p>
      ) : shown.kind === 'failed' ? (
        <div className="mt-3 flex flex-wrap items-center gap-4">
          <p className="text-sm text-ink-muted">{copy.loadFailed}</p>
          <button
            type="button"
            onClick={() => void reload()}
            className={buttonClass('secondary', 'sm')}
          >
            {copy.retry}
          </button>
        </div>
      ) : (
        <InvoiceState
          orderNumber={orderNumber}
          status={shown.status}
          onRequested={(request) =>
            update((now) =>
              now.kind === 'ready' ? { kind: 'ready', value: { ...now.value, request } } : now,
            )
          }
        />
      )}
    </section>
  );
}

function InvoiceState({
  orderNumber,
  status,
  onRequested,
}: {
  orderNumber: string;
  status: Status;
  onRequested: (request: InvoiceRequestView) => void;
}) {
  const { invoice: copy } = useCopy('orders');
  const intl = useIntlLocale();
  const [open, setOpen] = useState(false);
  const request = status.request;
  if (request) return <RequestState orderNumber={orderNumber} request={request} />;
  if (status.availability !== 'open') {
    return <p className="mt-3 text-ink-muted">{copy.unavailable[status.availability]}</p>;
  }
  // The window closes at midnight; its last day is the one before, in Mexico City.
  const lastDay = new Intl.DateTimeFormat(intl, {
    dateStyle: 'long',
    timeZone: SHOP_TIME_ZONE,
  }).format(new Date(new Date(status.closesAt).getTime() - 1));
  return (
    <>
      <p className="mt-3 max-w-2xl text-ink-muted">{fill(copy.intro, { date: lastDay })}</p>
      {open ? (
        <InvoiceForm
          orderNumber={orderNumber}
          onCancel={() => setOpen(false)}
          onRequested={onRequested}
        />
      ) : (
        <button
          type="button"
          onClick={() => setOpen(true)}
          aria-expanded={false}
          className={buttonClass('primary', 'md', 'mt-6')}
        >
          {copy.request}
        </button>
      )}
    </>
  );
}

/** The catalogue entry's name in the page's language, after its code. */
function useCatalogueName() {
  const locale = useLocale();
  return (entry: { code: string; es: string; en: string }) =>
    `${entry.code} · ${locale === 'es' ? entry.es : entry.en}`;
}

function RequestState({
  orderNumber,
  request,
}: {
  orderNumber: string;
  request: InvoiceRequestView;
}) {
  const { invoice: copy } = useCopy('orders');
  const intl = useIntlLocale();
  const name = useCatalogueName();
  const regime = findTaxRegime(request.taxRegime);
  const use = findCfdiUse(request.cfdiUse);
  const requestedOn = new Intl.DateTimeFormat(intl, {
    dateStyle: 'long',
    timeZone: SHOP_TIME_ZONE,
  }).format(new Date(request.requestedAt));
  return (
    <div data-testid="invoice-state" data-status={request.status}>
      <p className="mt-3 max-w-2xl text-ink-muted">
        {request.status === 'attached'
          ? copy.readyBody
          : fill(copy.openBody, { date: requestedOn })}
      </p>
      <dl className="mt-5 grid gap-4 text-sm sm:grid-cols-2">
        <Fact label={copy.receiver}>
          <span className="block font-medium">{request.name}</span>
          <span className="font-mono">{request.rfc}</span>
        </Fact>
        <Fact label={copy.labels.postalCode}>
          <span className="font-mono">{request.postalCode}</span>
        </Fact>
        <Fact label={copy.labels.taxRegime}>{regime ? name(regime) : request.taxRegime}</Fact>
        <Fact label={copy.labels.cfdiUse}>{use ? name(use) : request.cfdiUse}</Fact>
        {request.uuid ? (
          <Fact label={copy.uuid}>
            <span className="font-mono break-all" data-testid="invoice-uuid">
              {request.uuid}
            </span>
          </Fact>
        ) : null}
      </dl>
      {request.status === 'attached' ? <Downloads orderNumber={orderNumber} /> : null}
    </div>
  );
}

function Downloads({ orderNumber }: { orderNumber: string }) {
  const { invoice: copy } = useCopy('orders');
  const credentialsOf = use(Credentials);
  const [failed, setFailed] = useState(false);
  const download = useCallback(
    async (file: 'pdf' | 'xml') => {
      setFailed(false);
      try {
        const credentials = await credentialsOf();
        const blob = await callApiForFile(
          { path: path(orderNumber, `invoice/${file}`), ...credentials },
          file === 'pdf' ? 'application/pdf' : 'application/xml',
        );
        // The files travel with the order's credentials (a header), so a plain link cannot
        // fetch them: the browser saves what the call brought back.
        saveFile(blob, `factura-${orderNumber}.${file}`);
      } catch {
        setFailed(true);
      }
    },
    [credentialsOf, orderNumber],
  );
  return (
    <div className="mt-6">
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          onClick={() => void download('pdf')}
          className={buttonClass('primary', 'sm')}
        >
          {copy.downloadPdf}
        </button>
        <button
          type="button"
          onClick={() => void download('xml')}
          className={buttonClass('secondary', 'sm')}
        >
          {copy.downloadXml}
        </button>
      </div>
      {failed ? (
        <p className="mt-3 text-sm text-danger" role="alert">
          {copy.downloadFailed}
        </p>
      ) : null}
    </div>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-eyebrow text-ink-subtle">{label}</dt>
      <dd className="mt-1 text-ink">{children}</dd>
    </div>
  );
}

/** The kind of taxpayer the RFC typed so far names, once its length says so. */
function personTypeOf(rfc: string) {
  const normalised = normaliseRfc(rfc);
  if (normalised.length === 13) return 'fisica' as const;
  if (normalised.length === 12) return 'moral' as const;
  return null;
}

function InvoiceForm({
  orderNumber,
  onCancel,
  onRequested,
}: {
  orderNumber: string;
  onCancel: () => void;
  onRequested: (request: InvoiceRequestView) => void;
}) {
  const { invoice: copy } = useCopy('orders');
  const credentialsOf = use(Credentials);
  const name = useCatalogueName();
  const [input, setInput] = useState<InvoiceRequestInput>(EMPTY);
  const [problems, setProblems] = useState<Problems>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const [focusFirst, setFocusFirst] = useState(0);

  // The form opens on its first field; after a refused submit, on the first field at fault.
  useEffect(() => {
    const target =
      focusFirst === 0
        ? form.current?.querySelector<HTMLElement>('input, select')
        : form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    target?.focus();
  }, [focusFirst]);

  const personType = personTypeOf(input.rfc);
  const regimes = regimesFor(personType);
  const uses = input.taxRegime ? usesFor(input.taxRegime, personType) : [];

  const set = (field: InvoiceField, value: string) => {
    setInput((previous) => {
      const next = { ...previous, [field]: value };
      // A use the new régimen does not allow is chosen again.
      if (field === 'taxRegime' && !usesFor(value).some((use) => use.code === previous.cfdiUse)) {
        next.cfdiUse = '';
      }
      return next;
    });
    setProblems((previous) => ({ ...previous, [field]: undefined }));
  };

  const refuse = (errors: InvoiceFieldError[]) => {
    setProblems(Object.fromEntries(errors.map((error) => [error.field, error.problem])));
    setFocusFirst((n) => n + 1);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const checked = checkInvoiceRequest(input);
    if (!checked.ok) return refuse(checked.errors);
    setSending(true);
    try {
      const credentials = await credentialsOf();
      const request = await callApi({
        method: 'POST',
        path: path(orderNumber, 'invoice-request'),
        body: input,
        ...credentials,
        answer: InvoiceRequestView,
      });
      onRequested(request);
    } catch (error) {
      setSending(false);
      if (error instanceof ApiCallError && error.code === 'INVOICE_INVALID') {
        const fields = error.facts.fields;
        return refuse(Array.isArray(fields) ? (fields as InvoiceFieldError[]) : []);
      }
      const code = error instanceof ApiCallError ? error.code : '';
      setRefusal(
        code in copy.refusals ? copy.refusals[code as keyof typeof copy.refusals] : copy.failed,
      );
    }
  };

  const faults = INVOICE_FIELDS.filter((field) => problems[field]);
  const words = (field: InvoiceField) => {
    const problem = problems[field];
    if (!problem) return null;
    const byProblem: Partial<Record<string, string>> = copy.problems[field];
    return byProblem[problem] ?? copy.problems[field].required;
  };
  const control = (field: InvoiceField, hint: boolean) => ({
    id: `invoice-${field}`,
    name: field,
    'aria-invalid': problems[field] ? true : undefined,
    'aria-describedby':
      [problems[field] ? `invoice-${field}-error` : null, hint ? `invoice-${field}-hint` : null]
        .filter(Boolean)
        .join(' ') || undefined,
    className: FIELD_CLASS,
  });
  const below = (field: InvoiceField, hint?: string) => (
    <>
      {hint ? (
        <p id={`invoice-${field}-hint`} className="mt-1.5 text-xs text-ink-muted">
          {hint}
        </p>
      ) : null}
      {problems[field] ? (
        <p id={`invoice-${field}-error`} className="mt-1.5 text-sm text-danger">
          {words(field)}
        </p>
      ) : null}
    </>
  );
  const label = (field: InvoiceField) => (
    <label htmlFor={`invoice-${field}`} className="block text-sm font-medium text-ink">
      {copy.labels[field]}
    </label>
  );

  return (
    <form ref={form} onSubmit={submit} noValidate className="mt-6 space-y-5">
      {faults.length > 1 ? (
        <p className="text-sm text-danger" role="alert">
          {fill(copy.errorsSummary, { count: faults.length })}
        </p>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          {label('rfc')}
          <input
            {...control('rfc', true)}
            value={input.rfc}
            onChange={(event) => set('rfc', event.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={20}
            className={`${FIELD_CLASS} font-mono uppercase`}
          />
          {below('rfc', copy.hints.rfc)}
        </div>
        <div>
          {label('postalCode')}
          <input
            {...control('postalCode', true)}
            value={input.postalCode}
            onChange={(event) => set('postalCode', event.target.value)}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
          />
          {below('postalCode', copy.hints.postalCode)}
        </div>
        <div className="sm:col-span-2">
          {label('name')}
          <input
            {...control('name', true)}
            value={input.name}
            onChange={(event) => set('name', event.target.value)}
            autoComplete="organization"
            maxLength={254}
          />
          {below('name', copy.hints.name)}
        </div>
        <div className="sm:col-span-2">
          {label('taxRegime')}
          <select
            {...control('taxRegime', false)}
            value={input.taxRegime}
            onChange={(event) => set('taxRegime', event.target.value)}
          >
            <option value="">{copy.chooseRegime}</option>
            {regimes.map((regime) => (
              <option key={regime.code} value={regime.code}>
                {name(regime)}
              </option>
            ))}
          </select>
          {below('taxRegime')}
        </div>
        <div className="sm:col-span-2">
          {label('cfdiUse')}
          <select
            {...control('cfdiUse', false)}
            value={input.cfdiUse}
            onChange={(event) => set('cfdiUse', event.target.value)}
          >
            <option value="">{input.taxRegime ? copy.chooseUse : copy.chooseRegimeFirst}</option>
            {uses.map((use) => (
              <option key={use.code} value={use.code}>
                {name(use)}
              </option>
            ))}
          </select>
          {below('cfdiUse')}
        </div>
      </div>
      {refusal ? (
        <p className="text-sm text-danger" role="alert">
          {refusal}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={sending} className={buttonClass('primary', 'md')}>
          {sending ? copy.sending : copy.submit}
        </button>
        <button type="button" onClick={onCancel} className={buttonClass('secondary', 'md')}>
          {copy.cancel}
        </button>
      </div>
    </form>
  );
}
