import { useSyncExternalStore } from 'react';

/**
 * The units left of the shop's limited batches, as `GET /api/stock` answers them
 * (`{ products: { [id]: { available } } }`; a product absent is not limited). The prerendered
 * pages cannot know them: the first component that asks, once hydrated, fetches them once for the
 * page (the answer is cached a few seconds by the server's Cache-Control). A plain fetch with a
 * shape check, kept small: the cart's button and lines read it on every page.
 */

type Levels = Readonly<Record<string, number>>;

let levels: Levels = {};
let asked = false;
const listeners = new Set<() => void>();

function read(body: unknown): Levels | null {
  const products = (body as { products?: unknown } | null)?.products;
  if (!products || typeof products !== 'object') return null;
  const read: Record<string, number> = {};
  for (const [id, value] of Object.entries(products)) {
    const available = (value as { available?: unknown } | null)?.available;
    if (typeof available === 'number') read[id] = available;
  }
  return read;
}

/** Asks the server again (after a refusal told the checkout a product sold out). */
export function refreshStock(): void {
  fetch('/api/stock', { headers: { accept: 'application/json' } })
    .then((response) => (response.ok ? response.json() : null))
    .then((body: unknown) => {
      const fresh = read(body);
      if (!fresh) return;
      levels = fresh;
      for (const listener of listeners) listener();
    })
    // Unknown stock sells as before: create-order counts the units anyway.
    .catch(() => {});
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!asked) {
    asked = true;
    refreshStock();
  }
  return () => listeners.delete(listener);
}

/**
 * The units left of a product, or null when it is not limited (or not known yet: before
 * hydration, and on the prerendered HTML, every product reads as on sale).
 */
export function useUnitsLeft(productId: string): number | null {
  return useSyncExternalStore(
    subscribe,
    () => levels[productId] ?? null,
    () => null,
  );
}
