import type { Ref } from 'react';
import type { ContactFieldName } from '../../content/en/contact';
import { useCopy } from '../../i18n/i18n';
import { cn } from '../../lib/cn';
import { CONTACT_FIELD_META } from './contact-values';

type FieldElement = HTMLInputElement | HTMLTextAreaElement;

interface ContactFieldProps {
  name: ContactFieldName;
  value: string;
  onChange: (value: string) => void;
  /** The validation message tied to this field, if it is the one failing. */
  error: string | undefined;
  type?: 'text' | 'email' | 'tel';
  multiline?: boolean;
  inputRef: Ref<FieldElement>;
  className?: string;
}

const controlClass =
  'mt-2 block w-full rounded-md border bg-surface px-3.5 py-2.5 text-base text-ink placeholder:text-ink-subtle transition-colors hover:border-line-strong focus-visible:border-holo-cyan';

/** One labelled control of the contact form, with its error message tied to it when shown. */
export function ContactField({
  name,
  value,
  onChange,
  error,
  type = 'text',
  multiline = false,
  inputRef,
  className,
}: ContactFieldProps) {
  const { fields, optionalSuffix } = useCopy('contact');
  const copy = { ...CONTACT_FIELD_META[name], label: fields[name] };
  const id = `contact-${name}`;
  const errorId = `${id}-error`;
  const shared = {
    id,
    name,
    value,
    autoComplete: copy.autoComplete,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    'aria-required': copy.optional ? undefined : true,
    className: cn(controlClass, error ? 'border-danger' : 'border-line'),
  };
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {copy.label}
        {copy.optional ? (
          <span className="font-normal text-ink-subtle"> {optionalSuffix}</span>
        ) : null}
      </label>
      {multiline ? (
        <textarea
          {...shared}
          ref={inputRef as Ref<HTMLTextAreaElement>}
          rows={6}
          className={cn(shared.className, 'min-h-36 resize-y')}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input
          {...shared}
          ref={inputRef as Ref<HTMLInputElement>}
          type={type}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {error ? (
        <p id={errorId} className="mt-2 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
