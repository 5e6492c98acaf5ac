import { useEffect, useState } from 'react';
import { useCartAnnouncer } from './cart-announcer';

/** How long after the region appears the message goes in (see below). */
const ANNOUNCE_DELAY_MS = 150;

/**
 * The cart's live region. It lives inside the cart dialog because a modal <dialog> makes the rest
 * of the page inert, and screen readers ignore live regions in inert content. The region mounts
 * with the dialog, empty, and the message is inserted a moment later: a region that appears with
 * its text already in place is often not announced.
 */
export function CartStatus() {
  const announcement = useCartAnnouncer((state) => state.announcement);
  const [text, setText] = useState('');

  useEffect(() => {
    if (!announcement) {
      setText('');
      return;
    }
    const timer = window.setTimeout(() => setText(announcement.message), ANNOUNCE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [announcement]);

  return (
    <p role="status" aria-live="polite" aria-atomic="true" className="sr-only">
      {text}
    </p>
  );
}
