import type { ReactNode } from 'react';
import { CONTACT_ADDRESS, CONTACT_EMAIL, CONTACT_PHONE, CONTACT_PHONE_HREF } from '#site/site';
import { useCopy } from '../../i18n/i18n';

const linkClass =
  'text-ink underline decoration-line-strong underline-offset-4 transition-colors hover:text-holo-cyan hover:decoration-holo-cyan';

/** The company's address, phone, email, opening hours and the team-specific inboxes. */
export function ContactDetails() {
  const { details: detailsSection, hours, country, channels } = useCopy('contact');
  return (
    <aside aria-labelledby="contact-details-heading" className="space-y-10">
      <section>
        <h2 id="contact-details-heading" className="text-xl font-semibold">
          {detailsSection.heading}
        </h2>
        <dl className="mt-5 space-y-5 text-sm">
          <Detail label={detailsSection.emailLabel}>
            <a href={`mailto:${CONTACT_EMAIL}`} className={linkClass}>
              {CONTACT_EMAIL}
            </a>
          </Detail>
          <Detail label={detailsSection.phoneLabel}>
            <a href={CONTACT_PHONE_HREF} className={linkClass}>
              {CONTACT_PHONE}
            </a>
          </Detail>
          <Detail label={detailsSection.hoursLabel}>{hours}</Detail>
          <Detail label={detailsSection.addressLabel}>
            <address className="not-italic">
              {CONTACT_ADDRESS.street}
              <br />
              {CONTACT_ADDRESS.neighborhood}
              <br />
              {CONTACT_ADDRESS.postalCode} {CONTACT_ADDRESS.city}
              <br />
              {country}
            </address>
          </Detail>
        </dl>
      </section>

      <section aria-labelledby="contact-channels-heading">
        <h2 id="contact-channels-heading" className="text-xl font-semibold">
          {detailsSection.channelsHeading}
        </h2>
        <ul className="mt-5 space-y-5 text-sm">
          {channels.map((channel) => (
            <li key={channel.id}>
              <h3 className="font-sans text-sm font-semibold tracking-normal text-ink">
                {channel.label}
              </h3>
              <p className="mt-1 text-ink-muted">{channel.description}</p>
              <a href={`mailto:${channel.email}`} className={`mt-1 inline-block ${linkClass}`}>
                {channel.email}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </aside>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-ink-subtle">{label}</dt>
      <dd className="mt-1.5 text-ink-muted">{children}</dd>
    </div>
  );
}
