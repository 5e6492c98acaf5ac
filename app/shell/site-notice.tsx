import { lazy, Suspense, useEffect } from 'react';
import { useNoticeStore } from '../lib/notice-store';

/** How long a notice stays before it fades on its own (unless it is sticky). */
export const NOTICE_DURATION_MS = 8000;

// The card is fetched with the first notice: most visits never show one.
const NoticeCard = lazy(() => import('./notice-card'));

/**
 * The live region of site-wide notices. It is always in the page (empty), so screen readers
 * announce the text the moment it appears.
 */
export function SiteNotice() {
  const notice = useNoticeStore((state) => state.notice);
  const dismiss = useNoticeStore((state) => state.dismiss);

  useEffect(() => {
    if (!notice || notice.sticky) return;
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
        <Suspense>
          <NoticeCard key={notice.id} notice={notice} dismiss={dismiss} />
        </Suspense>
      ) : null}
    </div>
  );
}
