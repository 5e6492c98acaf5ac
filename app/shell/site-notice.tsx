import { useEffect } from 'react';
import { CloseIcon } from '../components/ui/icons';
import { cn } from '../lib/cn';
import { useNoticeStore } from '../lib/notice-store';

/** How long a notice stays before it fades on its own. */
export const NOTICE_DURATION_MS = 8000;

const toneClass = {
  success:
    'border-success/40 shadow-[0_0_0_1px_rgb(74_222_128/0.15),0_20px_50px_-20px_rgb(0_0_0/0.9)]',
  info: 'border-holo-cyan/40 shadow-overlay',
  error: 'border-danger/50 shadow-overlay',
} as const;

/**
 * The live region of site-wide notices. It is always in the page (empty), so screen readers
 * announce the text the moment it appears.
 */
export function SiteNotice() {
  const notice = useNoticeStore((state) => state.notice);
  const dismiss = useNoticeStore((state) => state.dismiss);

  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(dismiss, NOTICE_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [notice, dismiss]);

  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4"
    >
      {notice ? (
        <div
          key={notice.id}
          className={cn(
            'pointer-events-auto flex max-w-md items-center gap-3 rounded-card border bg-surface-overlay/95 py-3 pr-3 pl-5 text-sm font-medium text-ink backdrop-blur-xl animate-fade-in',
            toneClass[notice.tone],
          )}
        >
          <p data-testid="site-notice">{notice.text}</p>
          <button
            type="button"
            onClick={dismiss}
            aria-label="Dismiss"
            className="inline-flex size-8 shrink-0 items-center justify-center rounded-pill text-ink-muted hover:bg-white/5 hover:text-ink"
          >
            <CloseIcon />
          </button>
        </div>
      ) : null}
    </div>
  );
}
