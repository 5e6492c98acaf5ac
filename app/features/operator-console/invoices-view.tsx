import { type FormEvent, useCallback, useId, useState } from 'react';
import { InvoiceRequestsAnswer, InvoiceRequestView } from '#domain/invoice/api';
import { findCfdiUse, findTaxRegime } from '#domain/invoice/sat-catalogues';
import { Button } from '../../components/ui/button';
import { useLocale } from '../../i18n/i18n';
import { ApiCallError, saveFile } from '../../lib/api-client';
import { fill } from '../../lib/message-format';
import { useLoad } from '../../lib/use-load';
import type { ConsoleApi } from './console-api';
import { useConsoleWords } from './console-copy';
import { Card, Message } from './console-ui';

/**
 * Invoice (CFDI) requests: those waiting for their factura, newest first, each with the upload of
 * the PDF and XML the company's PAC stamped; or those attached, with their UUID and files. The
 * server checks the files by their content; the size is checked here first too.
 */

/** As the server's limit (server/invoices/cfdi-files.ts): 2 MB a file. */
const MAX_FILE_BYTES = 2 * 1024 * 1024;
const MAX_LABEL = '2 MB';

type Request = InvoiceRequestsAnswer['requests'][number];

async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  }
  return btoa(binary);
}

export default function InvoicesView({
  api,
  orderHref,
}: {
  api: ConsoleApi;
  orderHref: (orderNumber: string) => string;
}) {
  const { invoicesCopy: copy } = useConsoleWords();
  const [status, setStatus] = useState<'open' | 'attached'>('open');
  const [done, setDone] = useState<string | null>(null);
  const { state, refresh: reload } = useLoad(
    useCallback(
      (signal: AbortSignal) =>
        api.call({
          path: `/api/admin/invoice-requests?status=${status}`,
          answer: InvoiceRequestsAnswer,
          signal,
        }),
      [api, status],
    ),
  );

  return (
    <Card
      title={copy.heading}
      titleId="invoices-heading"
      level={2}
      actions={
        <fieldset className="flex gap-2">
          <legend className="sr-only">{copy.filterLabel}</legend>
          {(['open', 'attached'] as const).map((value) => (
            <label
              key={value}
              className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-line px-3 text-sm has-checked:border-holo-cyan"
            >
              <input
                type="radio"
                name="invoice-status"
                value={value}
                checked={status === value}
                onChange={() => setStatus(value)}
              />
              {value === 'open' ? copy.showOpen : copy.showAttached}
            </label>
          ))}
        </fieldset>
      }
    >
      <p className="mb-4 max-w-3xl text-sm text-ink-muted">{copy.intro}</p>
      {done ? (
        <div className="mb-4">
          <Message tone="success">{done}</Message>
        </div>
      ) : null}
      {state.kind === 'loading' ? (
        <p role="status">{copy.loading}</p>
      ) : state.kind === 'failed' ? (
        <Message tone="error">{state.error.message}</Message>
      ) : state.value.requests.length === 0 ? (
        <p className="text-sm text-ink-muted">{copy.none}</p>
      ) : (
        <ul className="divide-y divide-line" data-testid="invoice-requests">
          {state.value.requests.map((request) => (
            <InvoiceRow
              key={request.orderNumber}
              api={api}
              request={request}
              orderHref={orderHref}
              onAttached={(message) => {
                setDone(message);
                reload();
              }}
            />
          ))}
        </ul>
      )}
    </Card>
  );
}

function InvoiceRow({
  api,
  request,
  orderHref,
  onAttached,
}: {
  api: ConsoleApi;
  request: Request;
  orderHref: (orderNumber: string) => string;
  onAttached: (message: string) => void;
}) {
  const { invoicesCopy: copy, dateTime, money } = useConsoleWords();
  const locale = useLocale();
  const regime = findTaxRegime(request.taxRegime);
  const use = findCfdiUse(request.cfdiUse);
  const named = (entry: { code: string; es: string; en: string } | undefined, code: string) =>
    entry ? `${entry.code} · ${locale === 'es' ? entry.es : entry.en}` : code;
  return (
    <li
      className="grid gap-4 py-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]"
      data-order={request.orderNumber}
    >
      <div className="min-w-0 space-y-1 text-sm">
        <p>
          <a
            href={orderHref(request.orderNumber)}
            className="font-mono font-medium text-ink underline underline-offset-4 hover:text-holo-cyan"
          >
            {request.orderNumber}
          </a>{' '}
          <span className="text-ink-muted">
            · {copy.columns.requested} {dateTime(request.requestedAt)} · {copy.columns.total}{' '}
            {money(request.totalCents)}
          </span>
        </p>
        <p className="font-medium text-ink">{request.name}</p>
        <p className="font-mono text-ink">
          {request.rfc} · {copy.columns.postalCode} {request.postalCode}
        </p>
        <p className="text-ink-muted">{named(regime, request.taxRegime)}</p>
        <p className="text-ink-muted">{named(use, request.cfdiUse)}</p>
        {request.email ? <p className="break-all text-ink-muted">{request.email}</p> : null}
      </div>
      {request.status === 'open' ? (
        <AttachForm api={api} orderNumber={request.orderNumber} onAttached={onAttached} />
      ) : (
        <AttachedFiles api={api} request={request} />
      )}
    </li>
  );
}

function AttachedFiles({ api, request }: { api: ConsoleApi; request: Request }) {
  const { invoicesCopy: copy } = useConsoleWords();
  const [failed, setFailed] = useState<string | null>(null);
  const save = async (file: 'pdf' | 'xml') => {
    try {
      const blob = await api.invoiceFile(request.orderNumber, file);
      saveFile(blob, `factura-${request.orderNumber}.${file}`);
    } catch (error) {
      setFailed(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <div className="space-y-3 text-sm">
      <p>
        <span className="text-ink-subtle">{copy.uuid}</span>{' '}
        <span className="font-mono break-all">{request.uuid}</span>
      </p>
      <div className="flex gap-2">
        {(['pdf', 'xml'] as const).map((file) => (
          <Button key={file} variant="secondary" size="sm" onClick={() => void save(file)}>
            {copy.download[file]} · {request.orderNumber}
          </Button>
        ))}
      </div>
      {failed ? <Message tone="error">{failed}</Message> : null}
    </div>
  );
}

function AttachForm({
  api,
  orderNumber,
  onAttached,
}: {
  api: ConsoleApi;
  orderNumber: string;
  onAttached: (message: string) => void;
}) {
  const { invoicesCopy: copy } = useConsoleWords();
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const fileWords = (file: 'pdf' | 'xml', code: keyof typeof copy.fileProblems) =>
    fill(copy.fileProblems[code], { file: file.toUpperCase(), max: MAX_LABEL });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    const data = new FormData(event.currentTarget);
    const pdf = data.get('pdf');
    const xml = data.get('xml');
    if (!(pdf instanceof File) || !(xml instanceof File) || pdf.size === 0 || xml.size === 0) {
      return setProblem(copy.chooseBoth);
    }
    for (const [kind, file] of [
      ['pdf', pdf],
      ['xml', xml],
    ] as const) {
      if (file.size > MAX_FILE_BYTES) return setProblem(fileWords(kind, 'too-large'));
    }
    setBusy(true);
    try {
      // The PAC's stamped PDF and XML, base64, attached to the order's open request.
      const attached = await api.call({
        method: 'PUT',
        path: `/api/admin/orders/${encodeURIComponent(orderNumber)}/invoice`,
        body: { pdf: await base64Of(pdf), xml: await base64Of(xml) },
        answer: InvoiceRequestView,
      });
      onAttached(fill(copy.attached, { orderNumber, uuid: attached.uuid ?? '' }));
    } catch (error) {
      setBusy(false);
      const facts = error instanceof ApiCallError ? error.facts : {};
      const code = facts.problem as keyof typeof copy.fileProblems | undefined;
      const file = facts.file === 'xml' ? 'xml' : 'pdf';
      setProblem(
        error instanceof ApiCallError &&
          error.code === 'INVOICE_FILE_INVALID' &&
          code &&
          code in copy.fileProblems
          ? fileWords(file, code)
          : error instanceof Error
            ? error.message
            : String(error),
      );
    }
  };

  const input =
    'mt-1.5 block w-full text-sm text-ink file:mr-3 file:min-h-11 file:rounded-md file:border file:border-line-strong file:bg-surface-raised file:px-3 file:text-ink';
  return (
    <form onSubmit={submit} className="space-y-3" aria-label={`${copy.attach} · ${orderNumber}`}>
      <div>
        <label htmlFor={`${id}-pdf`} className="block text-sm font-medium text-ink">
          {copy.pdf} · {orderNumber}
        </label>
        <input
          id={`${id}-pdf`}
          name="pdf"
          type="file"
          accept=".pdf,application/pdf"
          className={input}
          aria-describedby={`${id}-hint`}
        />
      </div>
      <div>
        <label htmlFor={`${id}-xml`} className="block text-sm font-medium text-ink">
          {copy.xml} · {orderNumber}
        </label>
        <input
          id={`${id}-xml`}
          name="xml"
          type="file"
          accept=".xml,application/xml,text/xml"
          className={input}
          aria-describedby={`${id}-hint`}
        />
      </div>
      <p id={`${id}-hint`} className="text-xs text-ink-subtle">
        {fill(copy.filesHint, { max: MAX_LABEL })}
      </p>
      {problem ? <Message tone="error">{problem}</Message> : null}
      <Button type="submit" size="sm" disabled={busy}>
        {busy ? copy.attaching : copy.attach}
      </Button>
    </form>
  );
}
