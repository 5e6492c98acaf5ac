import { type ReactNode, Suspense, useState } from 'react';
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
