// Outside components/ui on purpose: vite.config.ts bundles that folder with the shell, and only
// the sign-in dialog (loaded when it opens) and the contact form show this notice.

import { useMessages, useRoutes } from '../../i18n/i18n';
import { cn } from '../../lib/cn';
import { segments } from '../../lib/message-format';

/**
 * The short (simplified) privacy notice wherever personal data is typed in: who is responsible
 * for it and where, what for, and `{privacy}`, a link to the full notice. The link opens in a new
 * tab, so what the visitor has typed stays where it is.
 */
export function ShortPrivacyNotice({
  text,
  linkLabel,
  className,
}: {
  /** The notice, with '{privacy}' where the link goes. */
  text: string;
  linkLabel: string;
  className?: string;
}) {
  const routes = useRoutes();
  const { opensInNewTab } = useMessages().shell.footer;
  return (
    <p className={cn('text-xs leading-5 text-ink-muted', className)}>
      {segments(text).map((part) =>
        typeof part === 'string' ? (
          part
        ) : (
          <a
            key={part.name}
            href={routes.privacy}
            target="_blank"
            rel="noopener"
            className="text-ink underline underline-offset-4 hover:text-holo-cyan"
          >
            {linkLabel}
            <span className="sr-only"> {opensInNewTab}</span>
          </a>
        ),
      )}
    </p>
  );
}
