import type { InputHTMLAttributes, Ref } from 'react';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with an optional hint, styled for the dark dialog. */
export function TextField({ id, label, hint, className, ref, ...input }: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        aria-describedby={
          [hintId, input['aria-describedby']].filter(Boolean).join(' ') || undefined
        }
        className="mt-1.5 block h-11 w-full rounded-md border border-line-strong bg-surface-raised px-3 text-base text-ink placeholder:text-ink-subtle transition-colors hover:border-ink-subtle focus-visible:border-holo-cyan aria-invalid:border-danger"
        {...input}
      />
      {hint ? (
        <p id={hintId} className="mt-1.5 text-xs text-ink-subtle">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
