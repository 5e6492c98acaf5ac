import { Link } from 'react-router';
import { FOOTER_COLUMNS } from '#site/pages';
import { CONTACT_ADDRESS, CONTACT_EMAIL, CONTACT_PHONE } from '#site/site';
import { ExternalIcon } from '../components/ui/icons';
import { type ExternalLink, RESOURCE_LINKS, SOCIAL_LINKS } from '../config/external-links';
import { useMessages, useRoutes } from '../i18n/i18n';
import { fill } from '../lib/message-format';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';

/** The legal pages' column: shown in the bottom bar, beside the company's address and phone. */
const LEGAL_COLUMN = 'help';

function ExternalLinks({ heading, links }: { heading: string; links: readonly ExternalLink[] }) {
  const {
    shell: { footer, externalLabels },
  } = useMessages();
  return (
    <div>
      <h2 className="text-xs font-semibold uppercase tracking-eyebrow text-ink-subtle">
        {heading}
      </h2>
      <ul className="mt-4 space-y-2.5">
        {links.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1.5 text-sm text-ink-muted transition-colors hover:text-ink"
            >
              {externalLabels[link.href] ?? link.label}
              <ExternalIcon className="text-xs opacity-60" />
              <span className="sr-only">{footer.opensInNewTab}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Footer() {
  const {
    shell: { footer, language },
    links,
  } = useMessages();
  const routes = useRoutes();
  const legal = FOOTER_COLUMNS.find((column) => column.column === LEGAL_COLUMN);
  return (
    <footer className="mt-24 border-t border-line bg-surface/60">
      <div className="page-container grid gap-12 py-14 md:grid-cols-[1.4fr_repeat(5,1fr)] md:gap-8">
        <div className="max-w-xs">
          <Logo />
          <p className="mt-4 text-sm text-ink-muted">{footer.tagline}</p>
        </div>
        <div className="grid grid-cols-2 gap-10 sm:grid-cols-3 md:col-span-3 md:gap-8">
          {FOOTER_COLUMNS.filter(
            (column) => column.pages.length > 0 && column.column !== LEGAL_COLUMN,
          ).map((column) => (
            <nav key={column.column} aria-label={footer.columns[column.column]}>
              <h2 className="text-xs font-semibold uppercase tracking-eyebrow text-ink-subtle">
                {footer.columns[column.column]}
              </h2>
              <ul className="mt-4 space-y-2.5">
                {column.pages.map((key) => (
                  <li key={key}>
                    <Link
                      to={routes[key]}
                      prefetch="intent"
                      className="text-sm text-ink-muted transition-colors hover:text-ink"
                    >
                      {links.footer[key]}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className="grid grid-cols-2 gap-10 md:col-span-2 md:gap-8">
          <ExternalLinks heading={footer.resources} links={RESOURCE_LINKS} />
          <ExternalLinks heading={footer.followUs} links={SOCIAL_LINKS} />
        </div>
      </div>
      <div className="border-t border-line">
        <div className="page-container flex flex-wrap items-center justify-between gap-x-8 gap-y-4 py-6">
          <div className="space-y-1.5 text-xs text-ink-subtle">
            <p suppressHydrationWarning>
              {fill(footer.copyright, { year: new Date().getFullYear() })}
            </p>
            <p>
              {fill(footer.company, {
                ...CONTACT_ADDRESS,
                phone: CONTACT_PHONE,
                email: CONTACT_EMAIL,
              })}
            </p>
            <p>{footer.legalEntity}</p>
          </div>
          <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
            {legal ? (
              <nav aria-label={footer.columns[LEGAL_COLUMN]}>
                <ul className="flex flex-wrap gap-x-5 gap-y-2">
                  {legal.pages.map((key) => (
                    <li key={key}>
                      <Link
                        to={routes[key]}
                        className="text-sm text-ink-muted transition-colors hover:text-ink"
                      >
                        {links.footer[key]}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            ) : null}
            <nav aria-label={language.label}>
              <LanguageSwitch />
            </nav>
          </div>
        </div>
      </div>
    </footer>
  );
}
