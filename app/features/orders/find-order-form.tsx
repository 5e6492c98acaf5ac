import { type FormEvent, useEffect, useRef, useState } from 'react';
import {
  type FindOrderField,
  type FindOrderProblem,
  findOrderProblems,
  normaliseFindOrder,
} from '#domain/find-order';
import { CONTACT_EMAIL } from '#site/site';
import { buttonClass } from '../../components/ui/button';
import { useCopy } from '../../i18n/i18n';
import { cn } from '../../lib/cn';
import { fill } from '../../lib/message-format';
import { type FindOrderResult, requestOrderLink } from './find-order-client';

/**
 * "Find my order": email and order number, checked here as the server checks them, then sent.
 * Whatever the server found, a request that went through shows the same words; only the rate
 * limit and a lost connection say something else.
 */

type Values = Record<FindOrderField, string>;
type Errors = Partial<Record<FindOrderField, FindOrderProblem>>;
type Status = 'idle' | 'sending' | 'done' | 'rate-limited' | 'failed';

const controlClass =
  'mt-2 block w-full rounded-md border bg-surface px-3.5 py-2.5 text-base text-ink placeholder:text-ink-subtle transition-colors hover:border-line-strong focus-visible:border-holo-cyan';

const INVALID: Record<FindOrderField, FindOrderProblem> = {
  email: 'emailInvalid',
  orderNumber: 'orderNumberInvalid',
};

export function FindOrderForm() {
  const copy = useCopy('findOrder');
  const [values, setValues] = useState<Values>({ email: '', orderNumber: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<Status>('idle');
  const inputs = useRef<Partial<Record<FindOrderField, HTMLInputElement | null>>>({});
  const doneHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (status === 'done') doneHeading.current?.focus();
  }, [status]);

  const showResult = (result: FindOrderResult) => {
    if (result.kind === 'received') setStatus('done');
    else if (result.kind === 'invalid') {
      setErrors({ [result.field]: INVALID[result.field] });
      setStatus('idle');
      inputs.current[result.field]?.focus();
    } else setStatus(result.kind);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'sending') return;
    const problems = findOrderProblems(values);
    setErrors(Object.fromEntries(problems.map(({ field, problem }) => [field, problem])));
    const first = problems[0];
    if (first) {
      inputs.current[first.field]?.focus();
      return;
    }
    setStatus('sending');
    showResult(await requestOrderLink(normaliseFindOrder(values)));
  };

  if (status === 'done') {
    return (
      <div role="status" className="space-y-4">
        <h2 ref={doneHeading} tabIndex={-1} className="text-2xl font-semibold outline-none">
          {copy.done.title}
        </h2>
        <p className="text-ink-muted" data-testid="find-order-answer">
          {copy.done.body}
        </p>
        <button
          type="button"
          className={buttonClass('secondary', 'md')}
          onClick={() => {
            setValues({ email: '', orderNumber: '' });
            setStatus('idle');
          }}
        >
          {copy.done.again}
        </button>
      </div>
    );
  }

  const field = (name: FindOrderField) => {
    const id = `find-order-${name}`;
    const error = errors[name];
    const hint = name === 'orderNumber' ? `${id}-hint` : null;
    const described = [hint, error ? `${id}-error` : null].filter(Boolean).join(' ');
    return (
      <div>
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {copy.fields[name]}
        </label>
        {hint ? (
          <p id={hint} className="mt-1 text-sm text-ink-subtle">
            {copy.orderNumberHint}
          </p>
        ) : null}
        <input
          id={id}
          name={name}
          ref={(element) => {
            inputs.current[name] = element;
          }}
          value={values[name]}
          onChange={(event) => setValues((old) => ({ ...old, [name]: event.target.value }))}
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          className={cn(controlClass, error ? 'border-danger' : 'border-line')}
          {...(name === 'email'
            ? { type: 'email', autoComplete: 'email', inputMode: 'email' as const }
            : {
                type: 'text',
                autoComplete: 'off',
                autoCapitalize: 'characters',
                spellCheck: false,
              })}
        />
        {error ? (
          <p id={`${id}-error`} className="mt-2 text-sm text-danger">
            {copy.problems[error]}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form noValidate aria-label={copy.formLabel} onSubmit={submit} className="space-y-6">
      {field('email')}
      {field('orderNumber')}
      <div role="alert" className="text-sm text-danger empty:hidden">
        {status === 'rate-limited' ? copy.rateLimited : status === 'failed' ? copy.failed : null}
      </div>
      <button
        type="submit"
        aria-disabled={status === 'sending' || undefined}
        className={buttonClass('primary', 'lg', 'w-full sm:w-auto sm:min-w-44')}
      >
        {status === 'sending' ? copy.sending : copy.submit}
      </button>
      <p className="text-sm text-ink-subtle">{fill(copy.noNumber, { email: CONTACT_EMAIL })}</p>
    </form>
  );
}
