import { type ReactNode, useMemo } from 'react';
import {
  type AddressField,
  type AddressProblem,
  type AddressProblems,
  checksPostalCode,
  normalisePostalCode,
} from '#domain/address';
import { ChevronIcon } from '../../components/ui/chevron-icon';
import type { CheckoutCopy } from '../../content/en/checkout';
import { useCopy, useLocale } from '../../i18n/i18n';
import { cn } from '../../lib/cn';
import { type AddressOption, countryOptions, stateOptions } from './address-options';
import type { AddressForm } from './address-store';

/**
 * The address's fields, in the checkout's order and by its rules: the country first (it decides
 * whether the state is chosen from a list and how the postal code is checked), each field with
 * its message under it. The checkout's address step and the account's address book both draw
 * them; `idPrefix` keeps their ids apart, `section` their autocomplete (shipping, or none).
 */
export function AddressFields({
  address,
  problems,
  onField,
  idPrefix = 'address',
  section = 'shipping',
  className,
}: {
  address: AddressForm;
  problems: AddressProblems;
  /** A field changed (a postal code rewritten as its country writes it, too). */
  onField: (field: AddressField, value: string) => void;
  idPrefix?: string;
  section?: string;
  className?: string;
}) {
  const checkoutCopy = useCopy('checkout');
  const locale = useLocale();
  const countries = useMemo(() => countryOptions(locale), [locale]);
  const states = useMemo(() => stateOptions(address.country, locale), [address.country, locale]);
  const labels = checkoutCopy.addressLabels;
  const copy = checkoutCopy.address;
  const edit = onField;
  const field = (name: AddressField) => {
    const problem = problems[name];
    return {
      id: `${idPrefix}-${name}`,
      label: labels[name],
      error: problem ? messageFor(problem, address.country, states !== null, copy) : null,
    };
  };
  const text = (
    name: Exclude<AddressField, 'country'>,
    autoComplete: string,
    maxLength: number,
  ) => ({
    name,
    type: 'text',
    autoComplete,
    maxLength,
    value: address[name],
    onChange: (event: { target: { value: string } }) => edit(name, event.target.value),
  });

  return (
    <div className={cn('grid gap-x-4 gap-y-5 sm:grid-cols-6', className)}>
      <Field {...field('country')} className="sm:col-span-6">
        {(control) => (
          <Select
            {...control}
            name="country"
            autoComplete={`${section} country`}
            value={address.country}
            placeholder={copy.chooseCountry}
            options={countries}
            onChange={(value) => edit('country', value)}
          />
        )}
      </Field>
      <Field {...field('street')} className="sm:col-span-6">
        {(control) => <input {...control} {...text('street', `${section} address-line1`, 200)} />}
      </Field>
      <Field
        {...field('line2')}
        optional={copy.optional}
        hint={copy.line2Hint}
        className="sm:col-span-6"
      >
        {(control) => (
          <input
            {...control}
            {...text('line2', `${section} address-line2`, 200)}
            required={false}
          />
        )}
      </Field>
      <Field {...field('city')} className="sm:col-span-6 xl:col-span-2">
        {(control) => <input {...control} {...text('city', `${section} address-level2`, 120)} />}
      </Field>
      <Field {...field('state')} className="sm:col-span-3 xl:col-span-2">
        {(control) =>
          states ? (
            <Select
              {...control}
              name="state"
              autoComplete={`${section} address-level1`}
              value={address.state}
              placeholder={copy.chooseState}
              options={states}
              onChange={(value) => edit('state', value)}
            />
          ) : (
            <input {...control} {...text('state', `${section} address-level1`, 200)} />
          )
        }
      </Field>
      <Field {...field('zip')} className="sm:col-span-3 xl:col-span-2">
        {(control) => (
          <input
            {...control}
            {...text('zip', `${section} postal-code`, 20)}
            inputMode={address.country === 'MX' || address.country === 'ES' ? 'numeric' : undefined}
            autoCapitalize={address.country === 'CA' ? 'characters' : undefined}
            onBlur={() => {
              // Written as the country writes it ('k1a0b1' → 'K1A 0B1') once it is recognised.
              const written = normalisePostalCode(address.country, address.zip);
              if (written !== null && written !== address.zip) onField('zip', written);
            }}
          />
        )}
      </Field>
    </div>
  );
}

/** A problem in the words of the page, for this country. */
function messageFor(
  problem: AddressProblem,
  country: string,
  listed: boolean,
  copy: CheckoutCopy['address'],
): string {
  if (problem === 'zipInvalid') {
    return checksPostalCode(country) ? copy.zipInvalid[country] : copy.problems.zipRequired;
  }
  if (problem === 'stateRequired' && listed) return copy.problems.stateChoose;
  return copy.problems[problem];
}

const CONTROL_CLASS =
  'mt-2 block h-12 w-full rounded-md border border-line-strong bg-void/60 px-4 text-base text-ink placeholder:text-ink-subtle focus:border-holo-cyan focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-2 aria-invalid:border-danger';

interface ControlProps {
  id: string;
  className: string;
  required: boolean;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** A labelled control with its hint and its message, tied to it for screen readers. */
function Field({
  id,
  label,
  optional,
  hint,
  error,
  className,
  children,
}: {
  id: string;
  label: string;
  optional?: string;
  hint?: string;
  error: string | null;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
        {optional ? (
          <>
            {' '}
            <span className="font-normal text-ink-subtle">{optional}</span>
          </>
        ) : null}
      </label>
      {children({
        id,
        className: CONTROL_CLASS,
        required: !optional,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A native select (the platform's own picker on phones), styled as the text fields. */
function Select({
  className,
  value,
  placeholder,
  options,
  onChange,
  ...control
}: Omit<ControlProps, 'className'> & {
  className: string;
  name: string;
  autoComplete: string;
  value: string;
  placeholder: string;
  options: readonly AddressOption[];
  onChange: (value: string) => void;
}) {
  return (
    <div className="relative">
      <select
        {...control}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={cn(className, 'appearance-none pr-11', value === '' && 'text-ink-subtle')}
      >
        <option value="" disabled>
          {placeholder}
        </option>
        {options.map((option) => (
          <option key={option.code} value={option.code} className="text-ink">
            {option.name}
          </option>
        ))}
      </select>
      <ChevronIcon
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-4 mt-1 size-4 -translate-y-1/2 text-ink-muted"
      />
    </div>
  );
}
