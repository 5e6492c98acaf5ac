import { useEffect, useState } from 'react';

/** Where this browser remembers the order pages it has shown (one key per order). */
export function seenKey(orderNumber: string): string {
  return `ely:order-seen:${orderNumber}`;
}

function hasSeen(orderNumber: string): boolean {
  try {
    return window.localStorage.getItem(seenKey(orderNumber)) !== null;
  } catch {
    // Storage refused (a private window, a full quota): every visit is a first one, which only
    // means the thank-you shows again.
    return false;
  }
}

/**
 * Whether this is the buyer's first look at the order in this browser: the order page thanks them
 * once, then speaks of where the order stands. Decided when the page mounts and kept for the
 * visit, so the heading does not change under the reader; the visit is remembered after it.
 */
export function useFirstVisit(orderNumber: string): boolean {
  const [first] = useState(() => !hasSeen(orderNumber));
  useEffect(() => {
    try {
      window.localStorage.setItem(seenKey(orderNumber), new Date().toISOString());
    } catch {
      // Nothing to remember it in: the next visit thanks the buyer again.
    }
  }, [orderNumber]);
  return first;
}
