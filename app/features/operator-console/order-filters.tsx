import { type FormEvent, useEffect, useState } from 'react';
import { ORDER_FILTER_STATUSES, SEARCH_MIN_LENGTH } from '#domain/admin-api';
import { Button } from '../../components/ui/button';
import { useConsoleWords } from './console-copy';
import { InputField, SelectField } from './console-ui';
import type { OrderFilters } from './console-url';

/**
 * The list's filters. The lists and dates apply as soon as they change; the search applies when
 * submitted (Enter or the button), so a half-typed name never sends a request.
 */
export function OrderFiltersForm({
  filters,
  onChange,
  actions,
}: {
  filters: OrderFilters;
  onChange: (filters: OrderFilters) => void;
  actions: React.ReactNode;
}) {
  const { ordersCopy, STATUS_FILTER_LABELS } = useConsoleWords();
  const [search, setSearch] = useState(filters.q);
  useEffect(() => setSearch(filters.q), [filters.q]);
  const tooShort = search.trim().length > 0 && search.trim().length < SEARCH_MIN_LENGTH;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!tooShort) onChange({ ...filters, q: search.trim() });
  };
  const set = (key: keyof OrderFilters) => (event: { target: { value: string } }) =>
    onChange({ ...filters, [key]: event.target.value });

  return (
    <search aria-label={ordersCopy.filtersLabel}>
      <form
        onSubmit={submit}
        className="grid gap-4 rounded-card border border-line bg-surface p-4 md:grid-cols-6 md:p-5 xl:grid-cols-12"
      >
        <InputField
          id="order-search"
          className="md:col-span-6 xl:col-span-4"
          label={ordersCopy.search}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={ordersCopy.searchPlaceholder}
          hint={ordersCopy.searchHint}
          aria-invalid={tooShort || undefined}
          maxLength={100}
          autoComplete="off"
          spellCheck={false}
        />
        <SelectField
          id="order-status"
          className="md:col-span-2"
          label={ordersCopy.status}
          value={filters.status}
          onChange={set('status')}
        >
          <option value="">{ordersCopy.anyStatus}</option>
          {ORDER_FILTER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_FILTER_LABELS[status]}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="order-type"
          className="md:col-span-2"
          label={ordersCopy.typeLabel}
          value={filters.type}
          onChange={set('type')}
        >
          <option value="">{ordersCopy.anyType}</option>
          <option value="product">{ordersCopy.types.product}</option>
          <option value="subscription">{ordersCopy.types.subscription}</option>
        </SelectField>
        <InputField
          id="order-from"
          className="md:col-span-1 xl:col-span-2"
          label={ordersCopy.from}
          type="date"
          value={filters.from}
          max={filters.to || undefined}
          onChange={set('from')}
        />
        <InputField
          id="order-to"
          className="md:col-span-1 xl:col-span-2"
          label={ordersCopy.to}
          type="date"
          value={filters.to}
          min={filters.from || undefined}
          onChange={set('to')}
        />
        <div className="flex flex-wrap items-center gap-3 md:col-span-6 xl:col-span-12">
          <Button type="submit" size="sm">
            {ordersCopy.searchButton}
          </Button>
          {actions}
        </div>
      </form>
    </search>
  );
}
