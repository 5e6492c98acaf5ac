import type {
  InputHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';
import type { PaymentStatus } from '#domain/order/payment';
import { PAYMENT_STATUS_LOOK } from '#domain/order/payment-status-look';
import { Pill } from '../../components/ui/pill';
import { cn } from '../../lib/cn';
import { useConsoleWords } from './console-copy';

/** The console's small building blocks: cards, labelled fields, badges and messages. */

export const controlClass =
  'mt-1.5 block h-11 w-full rounded-md border border-line-strong bg-surface-raised px-3 text-base text-ink placeholder:text-ink-subtle transition-colors hover:border-ink-subtle focus-visible:border-holo-cyan aria-invalid:border-danger';

export function Card({
  title,
  titleId,
  className,
  children,
  actions,
  level = 3,
}: {
  title: string;
  titleId: string;
  className?: string;
  children: ReactNode;
  actions?: ReactNode;
  /** Its heading's level: 3 inside a view with a heading of its own, 2 for a view that is one card. */
  level?: 2 | 3;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section
      aria-labelledby={titleId}
      className={cn('rounded-card border border-line bg-surface p-5 md:p-6', className)}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Heading
          id={titleId}
          className={level === 2 ? 'text-xl font-semibold' : 'text-lg font-semibold'}
        >
          {title}
        </Heading>
        {actions}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

interface FieldProps {
  id: string;
  label: string;
  hint?: string;
  className?: string;
}

const describedBy = (...ids: (string | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

/** The label above a control and the hint below it, tied together for screen readers. */
function FieldFrame({
  id,
  label,
  hint,
  className,
  children,
}: FieldProps & { children: (hintId: string | undefined) => ReactNode }) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      {children(hintId)}
      {hint ? (
        <p id={hintId} className="mt-1.5 text-xs text-ink-subtle">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export function InputField({
  id,
  label,
  hint,
  className,
  ...input
}: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldFrame id={id} label={label} hint={hint} className={className}>
      {(hintId) => (
        <input
          id={id}
          className={controlClass}
          {...input}
          aria-describedby={describedBy(hintId, input['aria-describedby'])}
        />
      )}
    </FieldFrame>
  );
}

export function SelectField({
  id,
  label,
  className,
  children,
  ...select
}: FieldProps & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <FieldFrame id={id} label={label} className={className}>
      {() => (
        <select id={id} className={controlClass} {...select}>
          {children}
        </select>
      )}
    </FieldFrame>
  );
}

export function TextAreaField({
  id,
  label,
  hint,
  className,
  ...area
}: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldFrame id={id} label={label} hint={hint} className={className}>
      {(hintId) => (
        <textarea
          id={id}
          className={cn(controlClass, 'h-auto min-h-24 py-2')}
          {...area}
          aria-describedby={describedBy(hintId, area['aria-describedby'])}
        />
      )}
    </FieldFrame>
  );
}

export function StatusBadge({ status }: { status: PaymentStatus }) {
  const { PAYMENT_STATUS_LABELS } = useConsoleWords();
  return (
    <Pill tone={PAYMENT_STATUS_LOOK[status].tone} className="whitespace-nowrap">
      {PAYMENT_STATUS_LABELS[PAYMENT_STATUS_LOOK[status].label]}
    </Pill>
  );
}

/** An error the person should act on (role alert), or news of what just happened (status). */
export function Message({
  tone,
  children,
  id,
  announce = true,
}: {
  tone: 'error' | 'success' | 'info';
  children: ReactNode;
  id?: string;
  /** False inside a live region of its own, which announces it already. */
  announce?: boolean;
}) {
  return (
    <p
      id={id}
      role={announce ? (tone === 'error' ? 'alert' : 'status') : undefined}
      className={cn(
        'rounded-md border px-4 py-3 text-sm',
        tone === 'error' && 'border-danger/50 bg-danger/10 text-ink',
        tone === 'success' && 'border-success/40 bg-success/10 text-ink',
        tone === 'info' && 'border-line bg-surface-raised text-ink-muted',
      )}
    >
      {children}
    </p>
  );
}

/** Label and value pairs. */
export function Facts({ items }: { items: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[minmax(8rem,auto)_1fr]">
      {items.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-ink-subtle">{label}</dt>
          <dd className="min-w-0 break-words text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
