import { Link } from 'react-router';
import { ExternalIcon } from '../components/ui/icons';
import { type ExternalLink, RESOURCE_LINKS, SOCIAL_LINKS } from '../config/external-links';
import { FOOTER_COLUMNS } from '../config/site-routes';
import { Logo } from './logo';
import { useShellCopy } from './use-shell-copy';

function ExternalLinks({ heading, links }: { heading: string; links: readonly ExternalLink[] }) {
  const { footer, externalLabels } = useShellCopy();
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
              {externalLabels?.[link.href] ?? link.label}
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
  const copy = useShellCopy();
  const { footer, footerLabels } = copy;
  return (
    <footer lang={copy.lang} className="mt-24 border-t border-line bg-surface/60">
      <div className="page-container grid gap-12 py-14 md:grid-cols-[1.4fr_repeat(5,1fr)] md:gap-8">
        <div className="max-w-xs">
          <Logo />
          <p className="mt-4 text-sm text-ink-muted">{footer.tagline}</p>
        </div>
        <div className="grid grid-cols-2 gap-10 sm:grid-cols-3 md:col-span-3 md:gap-8">
          {FOOTER_COLUMNS.map((column) => (
            <nav key={column.heading} aria-label={footer.columns[column.heading]}>
              <h2 className="text-xs font-semibold uppercase tracking-eyebrow text-ink-subtle">
                {footer.columns[column.heading]}
              </h2>
              <ul className="mt-4 space-y-2.5">
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link
                      to={link.to}
                      prefetch="intent"
                      className="text-sm text-ink-muted transition-colors hover:text-ink"
                    >
                      {footerLabels?.[link.to] ?? link.label}
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
        <p className="page-container py-6 text-xs text-ink-subtle" suppressHydrationWarning>
          {footer.copyright(new Date().getFullYear())}
        </p>
      </div>
    </footer>
  );
}
