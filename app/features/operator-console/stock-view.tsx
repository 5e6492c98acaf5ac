import { type FormEvent, useCallback, useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { useLoad } from '../../lib/use-load';
import type { ConsoleApi } from './console-api';
import { useConsoleWords } from './console-copy';
import { Card, InputField, Message } from './console-ui';

const MAX_UNITS = 1_000_000;

/** Units on sale per product that ships (held, sold), set here; the latest changes, who made them. */
export function StockView({ api }: { api: ConsoleApi }) {
  const { stockCopy, dateTime } = useConsoleWords();
  const { state, refresh: reload } = useLoad(
    useCallback((signal: AbortSignal) => api.stock(signal), [api]),
  );

  if (state.kind === 'loading') return <p role="status">{stockCopy.loading}</p>;
  if (state.kind === 'failed') return <Message tone="error">{state.error.message}</Message>;
  const { products, changes } = state.value;
  const number = (units: number | null) => (units === null ? stockCopy.unlimited : String(units));

  return (
    <div className="space-y-8">
      <Card title={stockCopy.heading} titleId="stock-heading">
        <p className="mb-4 text-sm text-ink-muted">{stockCopy.intro}</p>
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <HeaderRow
              columns={[
                { label: stockCopy.product },
                { label: stockCopy.available },
                { label: stockCopy.held },
                { label: stockCopy.sold },
                { label: stockCopy.save, hidden: true },
              ]}
            />
            <tbody>
              {products.map((product) => (
                <tr key={product.productId} className="border-t border-line align-top">
                  <th scope="row" className="py-3 pr-4 font-medium">
                    {product.title}
                  </th>
                  <td className="py-3 pr-4 tabular-nums">{number(product.available)}</td>
                  <td className="py-3 pr-4 tabular-nums">{product.held}</td>
                  <td className="py-3 pr-4 tabular-nums">{product.sold}</td>
                  <td className="py-3">
                    <UnitsForm
                      api={api}
                      productId={product.productId}
                      title={product.title}
                      current={product.available}
                      onSaved={reload}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Card>
      <Card title={stockCopy.changes} titleId="stock-changes-heading">
        {changes.length === 0 ? (
          <p className="text-sm text-ink-muted">{stockCopy.noChanges}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <HeaderRow
                columns={[
                  { label: stockCopy.when },
                  { label: stockCopy.product },
                  { label: stockCopy.from },
                  { label: stockCopy.to },
                  { label: stockCopy.who },
                ]}
              />
              <tbody>
                {changes.map((change) => (
                  <tr key={`${change.at}-${change.productId}`} className="border-t border-line">
                    <td className="py-2 pr-4">{dateTime(change.at)}</td>
                    <td className="py-2 pr-4">
                      {products.find((product) => product.productId === change.productId)?.title ??
                        change.productId}
                    </td>
                    <td className="py-2 pr-4 tabular-nums">{number(change.from)}</td>
                    <td className="py-2 pr-4 tabular-nums">{number(change.to)}</td>
                    <td className="py-2 break-all">{change.actor.email ?? change.actor.uid}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
    </div>
  );
}

/** A table's column headings; a hidden one is named for screen readers only (an action column). */
function HeaderRow({ columns }: { columns: readonly { label: string; hidden?: boolean }[] }) {
  return (
    <thead className="text-ink-subtle">
      <tr>
        {columns.map(({ label, hidden = false }, index) => (
          <th
            key={label}
            scope="col"
            className={index < columns.length - 1 ? 'py-2 pr-4 font-medium' : 'py-2 font-medium'}
          >
            {hidden ? <span className="sr-only">{label}</span> : label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

function UnitsForm({
  api,
  productId,
  title,
  current,
  onSaved,
}: {
  api: ConsoleApi;
  productId: string;
  title: string;
  current: number | null;
  onSaved: () => void;
}) {
  const { stockCopy } = useConsoleWords();
  const id = useId();
  const [draft, setDraft] = useState(current === null ? '' : String(current));
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    const units = text === '' ? null : Number(text);
    if (units !== null && (!Number.isInteger(units) || units < 0 || units > MAX_UNITS)) {
      setMessage({ tone: 'error', text: stockCopy.invalid });
      return;
    }
    setSaving(true);
    try {
      const change = await api.setStock(productId, units);
      setMessage({ tone: 'success', text: stockCopy.saved(title, change.to) });
      onSaved();
    } catch (error) {
      setMessage({ tone: 'error', text: (error as Error).message });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3" noValidate>
      <InputField
        id={id}
        label={stockCopy.field(title)}
        inputMode="numeric"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        className="w-44"
      />
      <Button type="submit" variant="secondary" disabled={saving}>
        {stockCopy.save}
      </Button>
      {message ? <Message tone={message.tone}>{message.text}</Message> : null}
    </form>
  );
}
