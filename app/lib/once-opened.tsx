import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { type Overlay, useOverlayOpen } from './ui-store';

/**
 * Renders an overlay (lazy, as a rule) from the first time it opens on, and keeps it then, for
 * its closing and the focus it returns; before that nothing, so its code loads on first use.
 */
export function OnceOpened({ overlay, children }: { overlay: Overlay; children: ReactNode }) {
  const open = useOverlayOpen(overlay);
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/**
 * Fetches an overlay's code when the browser is idle after hydration (at the latest 5 s on), so
 * its first opening does not wait for the network: the first paint still carries none of it.
 */
export function usePrefetchWhenIdle(load: () => Promise<unknown>): void {
  useEffect(() => {
    const prefetch = () => void load().catch(() => {});
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(prefetch, { timeout: 5000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(prefetch, 2000);
    return () => window.clearTimeout(timer);
  }, [load]);
}
