import { Link } from 'react-router';
import { CloseIcon } from '../components/ui/icons';
import { useMessages } from '../i18n/i18n';
import { cn } from '../lib/cn';
import type { Notice } from '../lib/notice-store';

const toneClass = {
  success:
    'border-success/40 shadow-[0_0_0_1px_rgb(74_222_128/0.15),0_20px_50px_-20px_rgb(0_0_0/0.9)]',
  info: 'border-holo-cyan/40 shadow-overlay',
  error: 'border-danger/50 shadow-overlay',
} as const;

/**
 * What a notice looks like: its text, a quieter line, a link to follow up, and Dismiss. Loaded
 * when the first notice appears (after a payment), never with a page's first paint.
 */
export default function NoticeCard({ notice, dismiss }: { notice: Notice; dismiss: () => void }) {
  const { shell } = useMessages();
  return (
    <div
      className={cn(
        'pointer-events-auto flex max-w-md items-center gap-3 rounded-card border bg-surface-overlay py-3 pr-3 pl-5 text-sm font-medium text-ink animate-fade-in',
        toneClass[notice.tone],
      )}
    >
      <div data-testid="site-notice">
        <p>{notice.text}</p>
        {notice.details ? (
          <p className="mt-0.5 font-normal text-ink-muted">{notice.details}</p>
        ) : null}
        {notice.summary?.length ? (
          <ul className="mt-2 space-y-0.5 border-t border-line pt-2 font-normal text-ink-muted">
            {notice.summary.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : null}
        {notice.link ? (
          <Link
            to={notice.link.to}
            onClick={dismiss}
            className="inline-flex min-h-6 items-center text-holo-cyan underline underline-offset-4"
          >
            {notice.link.label}
          </Link>
        ) : null}
      </div>
      <button
        type="button"
        onClick={dismiss}
        aria-label={shell.dismissNotice}
        className="inline-flex size-8 shrink-0 items-center justify-center rounded-pill text-ink-muted hover:bg-white/5 hover:text-ink"
      >
        <CloseIcon />
      </button>
    </div>
  );
}
