import { type FormEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { CONTACT_EMAIL } from '#site/site';
import { ShortPrivacyNotice } from '../../components/legal/short-privacy-notice';
import { buttonClass } from '../../components/ui/button';
import type { ContactFieldName } from '../../content/en/contact';
import { useCopy } from '../../i18n/i18n';
import { fill } from '../../lib/message-format';
import { ContactField } from './contact-field';
import { contactMailText } from './contact-mailto';
import type { MailtoOpener } from './open-mailto';
import { useContactForm } from './use-contact-form';

type FieldElement = HTMLInputElement | HTMLTextAreaElement;

// Shown only after a message was handed to the mail app: fetched then.
const HandOff = lazy(() => import('./contact-hand-off'));

/**
 * The contact form. It makes no server call: sending opens the visitor's mail client with a
 * prefilled email to the company (see contact-mailto.ts). `openMailto` is injectable for tests.
 */
export function ContactForm({ openMailto }: { openMailto?: MailtoOpener }) {
  const copy = useCopy('contact');
  const contactForm = copy.form;
  const form = useContactForm(openMailto);
  const fields = useRef(new Map<ContactFieldName, FieldElement>());
  // Incremented on every failed submit, so focus moves even when the same field fails twice.
  const [failedAttempt, setFailedAttempt] = useState(0);

  // Focus moves after the render that shows the message, so it is read as the field's description.
  // Only a new failed submit moves focus; live updates of the message must not.
  useEffect(() => {
    if (failedAttempt === 0 || !form.error) return;
    fields.current.get(form.error.field)?.focus();
  }, [failedAttempt]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.submit()) setFailedAttempt((n) => n + 1);
  };

  const field = (name: ContactFieldName) => ({
    name,
    value: form.values[name],
    onChange: (value: string) => form.setField(name, value),
    error: form.error?.field === name ? form.error.message : undefined,
    inputRef: (element: FieldElement | null) => {
      if (element) fields.current.set(name, element);
      else fields.current.delete(name);
    },
  });

  const sending = form.status === 'sending';

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="contact-form-heading">
      <h2 id="contact-form-heading" className="text-2xl font-semibold">
        {contactForm.heading}
      </h2>
      <p className="mt-2 text-sm text-ink-muted">{contactForm.intro}</p>
      <p className="mt-1 text-sm text-ink-subtle">{contactForm.requiredNote}</p>

      <div className="mt-8 grid gap-x-5 gap-y-6 sm:grid-cols-2">
        <ContactField {...field('name')} />
        <ContactField {...field('email')} type="email" />
        <ContactField {...field('company')} />
        <ContactField {...field('phone')} type="tel" />
        <ContactField {...field('subject')} className="sm:col-span-2" />
        <ContactField {...field('message')} multiline className="sm:col-span-2" />
      </div>

      <ShortPrivacyNotice
        text={contactForm.privacyNotice}
        linkLabel={contactForm.privacyLink}
        className="mt-6 max-w-2xl"
      />

      <div className="mt-8 flex flex-col gap-4 sm:flex-row sm:items-center">
        <button
          type="submit"
          aria-disabled={sending || undefined}
          className={buttonClass('primary', 'lg', 'sm:min-w-44')}
        >
          {sending ? contactForm.sendingLabel : contactForm.submitLabel}
        </button>
        <StatusMessages status={form.status} />
      </div>
      {form.handedOff ? (
        <Suspense>
          <HandOff message={() => contactMailText(form.values, copy)} onClear={form.clear} />
        </Suspense>
      ) : null}
    </form>
  );
}

/**
 * The live regions stay in the page from the first render, so assistive technology announces
 * what appears in them: success politely, the error assertively.
 */
function StatusMessages({ status }: { status: ReturnType<typeof useContactForm>['status'] }) {
  const { form: contactForm } = useCopy('contact');
  return (
    <div className="min-h-6 text-sm">
      <div role="status">
        {status === 'sent' ? (
          <p>
            <strong className="font-semibold text-success">{contactForm.sentStatus}</strong>{' '}
            <span className="text-ink-muted">{contactForm.successMessage}</span>
          </p>
        ) : null}
      </div>
      <div role="alert">
        {status === 'error' ? (
          <p>
            <strong className="font-semibold text-danger">{contactForm.errorStatus}</strong>{' '}
            <span className="text-ink-muted">
              {fill(contactForm.errorMessage, { email: CONTACT_EMAIL })}
            </span>
          </p>
        ) : null}
      </div>
    </div>
  );
}
