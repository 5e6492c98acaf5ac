import { useEffect } from 'react';
import { type Cart, type CartLine, cartFromLines, EMPTY_CART, isValidQuantity } from '#domain/cart';
import { useCartStore } from './cart-store';

/**
 * The cart survives reloads and follows the visitor across tabs through localStorage.
 *
 * Only ids and quantities are stored, under a versioned key: a future format gets a new key, so an
 * old or foreign value is simply never read as a cart. What is read is checked by hand (zod would
 * add about 6 KB gzip to every page's first paint for a two-field shape) and then rebuilt against
 * the catalogue, so titles and prices always come from the catalogue, never from storage.
 */
export const CART_STORAGE_KEY = 'ely.cart.v1';
const STORAGE_VERSION = 1;
/** More lines than the catalogue has products can only be corrupt data. */
const MAX_STORED_LINES = 50;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The stored lines, or null when the text is missing or not exactly this version's shape. */
export function parseStoredCart(text: string | null): CartLine[] | null {
  if (text === null) return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(data) || data.version !== STORAGE_VERSION || !Array.isArray(data.items)) {
    return null;
  }
  if (data.items.length > MAX_STORED_LINES) return null;
  const lines: CartLine[] = [];
  for (const item of data.items) {
    if (!isRecord(item) || typeof item.id !== 'string' || !isValidQuantity(item.quantity)) {
      return null;
    }
    lines.push({ id: item.id, quantity: item.quantity });
  }
  return lines;
}

export function serializeCart(items: Cart): string {
  return JSON.stringify({
    version: STORAGE_VERSION,
    items: items.map(({ id, quantity }) => ({ id, quantity })),
  });
}

// Storage can be missing or throw (disabled cookies, private modes, a full quota); the cart then
// lives only as long as the page, which is the best that can be done.
function readStorage(): string | null {
  try {
    return window.localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    return null;
  }
}

function writeStorage(text: string): void {
  try {
    window.localStorage.setItem(CART_STORAGE_KEY, text);
  } catch {
    // See readStorage.
  }
}

/** The stored cart, checked against the catalogue; empty when nothing usable is stored. */
export function loadStoredCart(): Cart {
  const lines = parseStoredCart(readStorage());
  return lines ? cartFromLines(lines) : EMPTY_CART;
}

/**
 * Loads the stored cart into the store, saves every later change, and applies changes other tabs
 * make (the `storage` event fires only in the other tabs). Returns the function that stops it.
 */
export function startCartPersistence(): () => void {
  let applyingStored = false;
  const applyStored = () => {
    applyingStored = true;
    useCartStore.setState({ items: loadStoredCart() });
    applyingStored = false;
  };

  applyStored();
  const unsubscribe = useCartStore.subscribe((state, previous) => {
    // A cart that came from storage is already there; writing it back would only echo it.
    if (applyingStored || state.items === previous.items) return;
    writeStorage(serializeCart(state.items));
  });
  const onStorage = (event: StorageEvent) => {
    // key is null when another tab cleared the whole storage.
    if (event.key === CART_STORAGE_KEY || event.key === null) applyStored();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    unsubscribe();
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * Mount once for the app. It runs in an effect, after hydration, so the prerendered HTML (an empty
 * cart) and the first client render agree and React reports no mismatch.
 */
export function useCartPersistence(): void {
  useEffect(() => startCartPersistence(), []);
}
