import { type FormEvent, type ReactNode, useCallback, useState } from 'react';
import {
  ADDRESS_BOOK_CAP,
  type AddressField,
  type AddressProblems,
  addressProblems,
  EMPTY_ADDRESS,
} from '#domain/address';
import { addressLines } from '#domain/address-format';
import { type ContactProblem, contactProblems } from '#domain/contact';
import type { OrderLocale } from '#domain/order/order';
import { phoneCheckFor, phoneExtension } from '#domain/phone';
import { buttonClass } from '../../components/ui/button';
import { AddressFields } from '../../features/checkout/address-fields';
import { FIRST_COUNTRY } from '../../features/checkout/address-options';
import type { AddressForm } from '../../features/checkout/address-store';
import { useCopy, useIntlLocale, useLocale } from '../../i18n/i18n';
import { ApiCallError } from '../../lib/api-client';
import { fill } from '../../lib/message-format';
import { formatPhoneNumber } from '../../lib/phone-format';
import {
  addAddress,
  type BookAddress,
  deleteAddress,
  fetchProfile,
  makeDefaultAddress,
  type Profile,
  saveDetails,
  saveEmailLanguage,
  updateAddress,
} from '../../lib/profile-client';
import { useLoad } from '../../lib/use-load';

type IdTokenSource = () => Promise<string | null>;
/** Runs a change with the buyer's ID token; the book it answers becomes the page's. */
type Run = (work: (idToken: string) => Promise<Profile>) => Promise<Profile>;
type Outcome = { tone: 'error' | 'success'; text: string } | null;

/**
 * What the account keeps for the checkout: the buyer's name and phone (which fill its contact),
 * their addresses (several, one the default, which it offers), and the language of their emails.
 * Checked by the checkout's rules before sending, and by the server again (server/account/).
 * Loaded once the page knows a buyer is signed in (route.tsx): never in a first paint.
 */
export default function AccountBook({ getIdToken }: { getIdToken: IdTokenSource }) {
  const { account } = useCopy('orders');
  const copy = account.addressBook;
  const loaded = useLoad(
    useCallback(
      async (signal: AbortSignal) => {
        const idToken = await getIdToken();
        if (!idToken) throw new Error('signed out');
        return fetchProfile(idToken, signal);
      },
      [getIdToken],
    ),
  );
  const { update } = loaded;
  const book =
    loaded.state.kind === 'ready'
      ? loaded.state.value
      : loaded.state.kind === 'failed'
        ? 'failed'
        : 'loading';

  const run: Run = async (work) => {
    const idToken = await getIdToken();
    if (!idToken) throw new Error('signed out');
    const answer = await work(idToken);
    update(() => ({ kind: 'ready', value: answer }));
    return answer;
  };

  if (typeof book === 'string') {
    return (
      <Section id="addresses" heading={copy.heading}>
        <div aria-live="polite" className="mt-4">
          <p className={book === 'failed' ? 'text-danger' : 'text-ink-muted'}>
            {book === 'failed' ? copy.loadFailed : copy.loading}
          </p>
        </div>
      </Section>
    );
  }
  return (
    <>
      <Details book={book} run={run} />
      <Addresses book={book} run={run} />
      <EmailLanguage book={book} run={run} />
    </>
  );
}

function Section({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-12" data-testid={id}>
      <h2 id={`${id}-heading`} className="text-2xl font-semibold">
        {heading}
      </h2>
      {children}
    </section>
  );
}

/** The outcome of the last change, announced (an error as an alert). */
function OutcomeLine({ outcome }: { outcome: Outcome }) {
  return (
    <div aria-live="polite" className="mt-4 min-h-6 text-sm">
      {outcome ? (
        <p
          role={outcome.tone === 'error' ? 'alert' : 'status'}
          className={outcome.tone === 'error' ? 'text-danger' : 'text-success'}
        >
          {outcome.text}
        </p>
      ) : null}
    </div>
  );
}

const CONTROL_CLASS =
  'mt-2 block h-12 w-full rounded-md border border-line-strong bg-void/60 px-4 text-base text-ink focus:border-holo-cyan focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-2 aria-invalid:border-danger';

/** The name and phone, checked as the checkout checks the contact of an order that ships. */
function Details({ book, run }: { book: Profile; run: Run }) {
  const { account: orders } = useCopy('orders');
  const checkout = useCopy('checkout');
  const copy = orders.details;
  const labels = checkout.contact.labels;
  const [name, setName] = useState(book.profile.name ?? '');
  const [phone, setPhone] = useState(
    book.profile.phone ? formatPhoneNumber(book.profile.phone) : '',
  );
  const [problems, setProblems] = useState<Partial<Record<'name' | 'phone', ContactProblem>>>({});
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const home = book.addresses.find((entry) => entry.isDefault);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { email: _none, ...found } = contactProblems(
      { email: '', name, phone },
      { ships: true, normalisePhone: phoneCheckFor(home?.address.country ?? null), phoneExtension },
    );
    setProblems(found);
    setOutcome(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const { profile } = await run((idToken) => saveDetails(idToken, { name, phone }));
      // As stored: the name trimmed, the phone written as people write it.
      setName(profile.name ?? '');
      setPhone(profile.phone ? formatPhoneNumber(profile.phone) : '');
      setOutcome({ tone: 'success', text: copy.saved });
    } catch (error) {
      const field = error instanceof ApiCallError ? error.field : null;
      if (field === 'name') setProblems({ name: 'nameInvalid' });
      else if (field === 'phone') setProblems({ phone: 'phoneInvalid' });
      else setOutcome({ tone: 'error', text: copy.failed });
    } finally {
      setBusy(false);
    }
  };

  const field = (
    key: 'name' | 'phone',
    value: string,
    onChange: (value: string) => void,
    extra: { type: string; autoComplete: string },
  ) => {
    const problem = problems[key];
    const id = `details-${key}`;
    return (
      <div>
        <label htmlFor={id} className="block text-sm font-medium text-ink">
          {labels[key]}
        </label>
        <input
          id={id}
          name={key}
          {...extra}
          value={value}
          maxLength={key === 'name' ? 200 : 40}
          onChange={(event) => {
            onChange(event.target.value);
            setProblems((current) => ({ ...current, [key]: undefined }));
          }}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : undefined}
          className={CONTROL_CLASS}
        />
        {problem ? (
          <p id={`${id}-error`} className="mt-1.5 text-sm text-danger">
            {checkout.contact.problems[problem]}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <Section id="details" heading={copy.heading}>
      <p className="mt-3 max-w-2xl text-ink-muted">{copy.intro}</p>
      <form onSubmit={submit} noValidate className="mt-6 grid max-w-xl gap-5">
        {field('name', name, setName, { type: 'text', autoComplete: 'name' })}
        {field('phone', phone, setPhone, { type: 'tel', autoComplete: 'tel' })}
        <div>
          <button type="submit" disabled={busy} className={buttonClass('secondary', 'md')}>
            {copy.save}
          </button>
        </div>
      </form>
      <OutcomeLine outcome={outcome} />
    </Section>
  );
}

/** What is being edited: nothing, a new address, or one of the book's. */
type Editing = null | 'new' | string;

function Addresses({ book, run }: { book: Profile; run: Run }) {
  const { account } = useCopy('orders');
  const copy = account.addressBook;
  const intlLocale = useIntlLocale();
  const [editing, setEditing] = useState<Editing>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  const full = book.addresses.length >= ADDRESS_BOOK_CAP;
  const fullText = fill(copy.full, { count: ADDRESS_BOOK_CAP });

  const change = async (work: (idToken: string) => Promise<Profile>, done: string) => {
    setBusy(true);
    setOutcome(null);
    try {
      await run(work);
      setOutcome({ tone: 'success', text: done });
    } catch {
      setOutcome({ tone: 'error', text: copy.failed });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section id="addresses" heading={copy.heading}>
      <p className="mt-3 max-w-2xl text-ink-muted">
        {book.addresses.length > 0 ? copy.intro : copy.none}
      </p>
      {book.addresses.length > 0 ? (
        <ul className="mt-6 grid max-w-3xl gap-4 md:grid-cols-2">
          {book.addresses.map((entry) =>
            editing === entry.id ? (
              <li key={entry.id} className="md:col-span-2">
                <AddressEditor
                  entry={entry}
                  run={run}
                  onDone={(text) => {
                    setEditing(null);
                    if (text) setOutcome({ tone: 'success', text });
                  }}
                />
              </li>
            ) : (
              <li
                key={entry.id}
                className="rounded-card border border-line bg-surface p-5"
                data-testid="book-address"
              >
                {entry.isDefault ? (
                  <p className="mb-2 inline-block rounded-full border border-holo-cyan px-2 py-0.5 text-xs text-holo-cyan">
                    {copy.defaultTag}
                  </p>
                ) : null}
                <address
                  id={`book-address-${entry.id}`}
                  className="whitespace-pre-line break-words text-ink-muted not-italic"
                >
                  {addressLines(entry.address, intlLocale).join('\n')}
                </address>
                <div className="mt-4 flex flex-wrap gap-2">
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() => setEditing(entry.id)}
                    aria-describedby={`book-address-${entry.id}`}
                    className={buttonClass('secondary', 'sm')}
                  >
                    {copy.edit}
                  </button>
                  {entry.isDefault ? null : (
                    <button
                      type="button"
                      disabled={busy}
                      onClick={() =>
                        change((idToken) => makeDefaultAddress(idToken, entry.id), copy.defaultMade)
                      }
                      aria-describedby={`book-address-${entry.id}`}
                      className={buttonClass('secondary', 'sm')}
                    >
                      {copy.makeDefault}
                    </button>
                  )}
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() =>
                      change((idToken) => deleteAddress(idToken, entry.id), copy.deleted)
                    }
                    aria-describedby={`book-address-${entry.id}`}
                    className={buttonClass('secondary', 'sm')}
                  >
                    {copy.delete}
                  </button>
                </div>
              </li>
            ),
          )}
        </ul>
      ) : null}
      {editing === 'new' ? (
        <div className="mt-6 max-w-3xl">
          <AddressEditor
            entry={null}
            run={run}
            makeDefaultOffered={book.addresses.length > 0}
            onDone={(text) => {
              setEditing(null);
              if (text) setOutcome({ tone: 'success', text });
            }}
          />
        </div>
      ) : full ? (
        <p className="mt-6 max-w-2xl text-ink-muted">{fullText}</p>
      ) : (
        <button
          type="button"
          onClick={() => {
            setOutcome(null);
            setEditing('new');
          }}
          className={buttonClass('secondary', 'md', 'mt-6')}
        >
          {copy.add}
        </button>
      )}
      <OutcomeLine outcome={outcome} />
    </Section>
  );
}

/** A new address, or one of the book's, in the checkout's fields and by its rules. */
function AddressEditor({
  entry,
  run,
  makeDefaultOffered = false,
  onDone,
}: {
  entry: BookAddress | null;
  run: Run;
  makeDefaultOffered?: boolean;
  /** Closed: with what to announce, or null when cancelled. */
  onDone: (text: string | null) => void;
}) {
  const { account } = useCopy('orders');
  const copy = account.addressBook;
  const locale = useLocale();
  const [address, setAddress] = useState<AddressForm>(() =>
    entry
      ? { ...EMPTY_ADDRESS, ...entry.address, line2: entry.address.line2 ?? '' }
      : { ...EMPTY_ADDRESS, country: FIRST_COUNTRY[locale] ?? '' },
  );
  const [problems, setProblems] = useState<AddressProblems>({});
  const [makeDefault, setMakeDefault] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const headingId = entry ? `edit-address-heading-${entry.id}` : 'new-address-heading';

  const onField = (field: AddressField, value: string) => {
    setAddress((current) => {
      const next = { ...current, [field]: value };
      // A state of another country's list means nothing in this one.
      if (field === 'country' && value !== current.country) next.state = '';
      return next;
    });
    setProblems((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = addressProblems(address);
    setProblems(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await run((idToken) =>
        entry
          ? updateAddress(idToken, entry.id, address)
          : addAddress(idToken, address, makeDefault),
      );
      onDone(entry ? copy.updated : copy.added);
    } catch (error) {
      if (error instanceof ApiCallError && error.code === 'ADDRESS_BOOK_FULL') {
        setFailure(fill(copy.full, { count: ADDRESS_BOOK_CAP }));
      } else if (error instanceof ApiCallError && error.field && error.field in address) {
        setProblems(addressProblems({ ...address, [error.field]: '' }));
      } else {
        setFailure(copy.failed);
      }
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={headingId}
      className="rounded-card border border-holo-cyan/40 bg-surface p-5 sm:p-6"
    >
      <h3 id={headingId} className="text-lg font-semibold">
        {entry ? copy.editHeading : copy.addHeading}
      </h3>
      <AddressFields
        address={address}
        problems={problems}
        onField={onField}
        idPrefix="book-address"
        className="mt-5"
      />
      {makeDefaultOffered ? (
        <label className="mt-5 flex cursor-pointer items-start gap-3 text-sm text-ink">
          <input
            type="checkbox"
            name="make-default"
            checked={makeDefault}
            onChange={(event) => setMakeDefault(event.target.checked)}
            className="mt-0.5 size-5 shrink-0 accent-holo-cyan"
          />
          <span>{copy.makeDefaultBox}</span>
        </label>
      ) : null}
      {failure ? (
        <p role="alert" className="mt-4 text-sm text-danger">
          {failure}
        </p>
      ) : null}
      <div className="mt-5 flex flex-wrap gap-3">
        <button type="submit" disabled={busy} className={buttonClass('primary', 'md')}>
          {copy.save}
        </button>
        <button
          type="button"
          onClick={() => onDone(null)}
          className={buttonClass('secondary', 'md')}
        >
          {copy.cancel}
        </button>
      </div>
    </form>
  );
}

const LANGUAGES: readonly {
  value: OrderLocale | null;
  key: 'orderLanguage' | 'english' | 'spanish';
}[] = [
  { value: null, key: 'orderLanguage' },
  { value: 'en', key: 'english' },
  { value: 'es', key: 'spanish' },
];

/** The language of the account's emails: each order's own, or one for all. */
function EmailLanguage({ book, run }: { book: Profile; run: Run }) {
  const { account } = useCopy('orders');
  const copy = account.emailLanguage;
  const [chosen, setChosen] = useState<OrderLocale | null>(book.profile.emailLocale);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setOutcome(null);
    try {
      await run((idToken) => saveEmailLanguage(idToken, chosen));
      setOutcome({ tone: 'success', text: copy.saved });
    } catch {
      setOutcome({ tone: 'error', text: copy.failed });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section id="email-language" heading={copy.heading}>
      <form onSubmit={submit} className="mt-3 max-w-xl">
        <fieldset>
          <legend className="text-ink-muted">{copy.intro}</legend>
          <div className="mt-4 grid gap-3">
            {LANGUAGES.map(({ value, key }) => (
              <label key={key} className="flex cursor-pointer items-center gap-3 text-ink">
                <input
                  type="radio"
                  name="email-language"
                  value={value ?? ''}
                  checked={chosen === value}
                  onChange={() => setChosen(value)}
                  className="size-5 shrink-0 accent-holo-cyan"
                />
                <span lang={value ?? undefined}>{copy[key]}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <button type="submit" disabled={busy} className={buttonClass('secondary', 'md', 'mt-5')}>
          {copy.save}
        </button>
      </form>
      <OutcomeLine outcome={outcome} />
    </Section>
  );
}
