import { useLayoutEffect } from 'react';
import { Link } from 'react-router';
import type { Contact, ContactProblem } from '#domain/contact';
import { useCopy, useRoutes } from '../../i18n/i18n';
import { segments } from '../../lib/message-format';
import { useContactStore } from './contact-store';

export type ContactProblems = Partial<Record<keyof Contact, ContactProblem>>;

const FIELDS: readonly {
  name: keyof Contact;
  type: 'email' | 'text' | 'tel';
  autoComplete: string;
}[] = [
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'name', type: 'text', autoComplete: 'shipping name' },
  { name: 'phone', type: 'tel', autoComplete: 'shipping tel' },
];

/**
 * The buyer's contact: an email for every order (its receipt and updates go there), and a full
 * name and phone when the order ships. Each field says what is wrong with it, under it, once a
 * payment was attempted; the short privacy notice sits beside them, the full one a link away.
 */
export function ContactFields({
  ships,
  problems,
  accountEmail,
  onEdit,
}: {
  ships: boolean;
  problems: ContactProblems;
  /** The signed-in buyer's email, offered when nothing was typed yet. */
  accountEmail: string | null;
  /** A field changed: its message has nothing left to say until the next attempt. */
  onEdit: (field: keyof Contact) => void;
}) {
  const copy = useCopy('checkout').contact;
  const routes = useRoutes();
  const contact = useContactStore((state) => state.contact);
  const setField = useContactStore((state) => state.setField);
  const restore = useContactStore((state) => state.restore);

  // The account's email is offered only into an empty field nobody is typing in: sign-in may
  // finish while the buyer types their own. What this tab typed is back before the fields are
  // first painted, so a Pay pressed at once does not find them empty.
  useLayoutEffect(() => {
    const typing = document.activeElement?.id === 'contact-email';
    restore(typing ? null : accountEmail);
  }, [restore, accountEmail]);

  return (
    <section
      aria-labelledby="contact-heading"
      className="rounded-card border border-line bg-surface p-5 sm:p-6 md:p-8"
    >
      <h2 id="contact-heading" className="text-xl font-semibold">
        {copy.heading}
      </h2>
      {/* On a phone the privacy line under the fields says what they are for. */}
      <p className="mt-1 hidden text-sm text-ink-muted sm:block">{copy.intro}</p>
      <div className="mt-4 grid gap-5 sm:mt-6 sm:grid-cols-2">
        {FIELDS.map((field) => {
          const id = `contact-${field.name}`;
          const problem = problems[field.name];
          const required = field.name === 'email' || ships;
          const describedBy = [
            problem ? `${id}-error` : null,
            field.name === 'phone' ? `${id}-hint` : null,
          ]
            .filter(Boolean)
            .join(' ');
          return (
            <div key={field.name} className={field.name === 'email' ? 'sm:col-span-2' : undefined}>
              <label htmlFor={id} className="block text-sm font-medium text-ink">
                {copy.labels[field.name]}
                {required ? null : (
                  <span className="font-normal text-ink-subtle"> {copy.optional}</span>
                )}
              </label>
              <input
                id={id}
                name={field.name}
                type={field.type}
                required={required}
                autoComplete={field.autoComplete}
                value={contact[field.name]}
                onChange={(event) => {
                  setField(field.name, event.target.value);
                  onEdit(field.name);
                }}
                aria-invalid={problem ? true : undefined}
                aria-describedby={describedBy || undefined}
                maxLength={field.name === 'email' ? 254 : 200}
                className="mt-2 block h-12 w-full rounded-md border border-line-strong bg-void/60 px-4 text-base text-ink placeholder:text-ink-subtle focus:border-holo-cyan focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-2 aria-invalid:border-danger"
              />
              {field.name === 'phone' ? (
                <p id={`${id}-hint`} className="mt-1.5 text-xs text-ink-muted">
                  {ships ? copy.shipping.phoneHint : copy.phoneHint}
                </p>
              ) : null}
              {problem ? (
                <p id={`${id}-error`} className="mt-1.5 text-sm text-danger">
                  {ships && problem === 'phoneInvalid'
                    ? copy.shipping.phoneInvalid
                    : copy.problems[problem]}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
      <p className="mt-5 text-xs text-ink-muted">
        {segments(copy.privacy).map((part) =>
          typeof part === 'string' ? (
            part
          ) : (
            <Link
              key={part.name}
              to={routes.privacy}
              className="text-ink underline underline-offset-4 hover:text-holo-cyan"
            >
              {copy.privacyLink}
            </Link>
          ),
        )}
      </p>
    </section>
  );
}

/**

 * What is wrong with the contact, by the server's own rules (domain/contact.ts), checked with
 * libphonenumber-js, loaded only now. A phone with no country code is read as a number of the
 * country the order ships to (`shipsTo`), as the server reads it.
 */
export async function checkContact(
  contact: Contact,
  ships: boolean,
  shipsTo: string | null,
): Promise<ContactProblems> {
  const [{ contactProblems }, { phoneCheckFor, phoneExtension }] = await Promise.all([
    import('#domain/contact'),
    import('#domain/phone'),
  ]);
  return contactProblems(contact, {
    ships,
    normalisePhone: phoneCheckFor(shipsTo),
    phoneExtension,
  });
}
