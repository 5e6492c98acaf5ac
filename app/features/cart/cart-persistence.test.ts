import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CART_STORAGE_KEY,
  loadStoredCart,
  parseStoredCart,
  serializeCart,
  startCartPersistence,
} from './cart-persistence';
import { useCartStore } from './cart-store';
import { resetCartState } from './cart-test-utils';

const stored = (items: unknown, version: unknown = 1) => JSON.stringify({ version, items });

/** What another tab does: writes the key, and this tab hears a `storage` event. */
function writeFromAnotherTab(value: string | null, key: string | null = CART_STORAGE_KEY) {
  if (key !== null && value !== null) window.localStorage.setItem(key, value);
  if (key === null) window.localStorage.clear();
  window.dispatchEvent(new StorageEvent('storage', { key, newValue: value }));
}

let stop: (() => void) | undefined;
beforeEach(resetCartState);
afterEach(() => {
  stop?.();
  stop = undefined;
  resetCartState();
  vi.restoreAllMocks();
});

describe('parseStoredCart', () => {
  it('reads this version’s shape', () => {
    expect(parseStoredCart(stored([{ id: 'octahedron', quantity: 2 }]))).toEqual([
      { id: 'octahedron', quantity: 2 },
    ]);
  });

  it.each([
    ['nothing stored', null],
    ['not JSON', '{"version":1,'],
    ['JSON of another kind', '"octahedron"'],
    ['an array', '[{"id":"octahedron","quantity":1}]'],
    ['another version', stored([{ id: 'octahedron', quantity: 1 }], 2)],
    ['no version', JSON.stringify({ items: [{ id: 'octahedron', quantity: 1 }] })],
    ['items not a list', stored({ octahedron: 1 })],
    ['a zero quantity', stored([{ id: 'octahedron', quantity: 0 }])],
    ['a fractional quantity', stored([{ id: 'octahedron', quantity: 1.5 }])],
    ['a quantity as text', stored([{ id: 'octahedron', quantity: '2' }])],
    ['a numeric id', stored([{ id: 7, quantity: 1 }])],
    ['a null line', stored([null])],
    ['absurdly many lines', stored(Array.from({ length: 51 }, () => ({ id: 'x', quantity: 1 })))],
  ])('ignores %s', (_, text) => {
    expect(parseStoredCart(text)).toBeNull();
  });

  it('round-trips what serializeCart writes, keeping only ids and quantities', () => {
    useCartStore.getState().add('octahedron');
    const text = serializeCart(useCartStore.getState().items);
    expect(JSON.parse(text)).toEqual({ version: 1, items: [{ id: 'octahedron', quantity: 1 }] });
    expect(parseStoredCart(text)).toEqual([{ id: 'octahedron', quantity: 1 }]);
  });
});

describe('loadStoredCart', () => {
  it('takes prices and titles from the catalogue and drops unknown ids', () => {
    window.localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({
        version: 1,
        items: [
          { id: 'octahedron', quantity: 2, price: '$1', priceCents: 100, title: 'Cheap' },
          { id: 'discontinued', quantity: 1 },
        ],
      }),
    );
    expect(loadStoredCart()).toEqual([
      {
        id: 'octahedron',
        title: 'ELY Holographic Octahedron',
        price: '$391',
        priceCents: 39100,
        quantity: 2,
        image: '/images/renders/octahedron-hero-1280.jpg',
        category: 'hardware',
      },
    ]);
  });

  it('brings a cart stored before the presale limit down to 3 units', () => {
    window.localStorage.setItem(CART_STORAGE_KEY, stored([{ id: 'octahedron', quantity: 5 }]));
    expect(loadStoredCart()).toMatchObject([{ id: 'octahedron', quantity: 3 }]);
  });

  it('is empty, without an error, when storage throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(loadStoredCart()).toEqual([]);
  });
});

describe('startCartPersistence', () => {
  it('loads the stored cart into the store', () => {
    window.localStorage.setItem(CART_STORAGE_KEY, stored([{ id: 'octahedron', quantity: 3 }]));
    stop = startCartPersistence();
    expect(useCartStore.getState().items).toMatchObject([{ id: 'octahedron', quantity: 3 }]);
  });

  it('leaves corrupt data alone and starts empty', () => {
    window.localStorage.setItem(CART_STORAGE_KEY, '}{');
    stop = startCartPersistence();
    expect(useCartStore.getState().items).toEqual([]);
    expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBe('}{');
  });

  it('saves every change under the versioned key', () => {
    stop = startCartPersistence();
    useCartStore.getState().add('octahedron');
    useCartStore.getState().increment('octahedron');
    expect(parseStoredCart(window.localStorage.getItem(CART_STORAGE_KEY))).toEqual([
      { id: 'octahedron', quantity: 2 },
    ]);
    useCartStore.getState().clear();
    expect(parseStoredCart(window.localStorage.getItem(CART_STORAGE_KEY))).toEqual([]);
  });

  it('follows changes made in another tab, and another tab clearing storage', () => {
    stop = startCartPersistence();
    writeFromAnotherTab(stored([{ id: 'octahedron', quantity: 3 }]));
    expect(useCartStore.getState().items).toMatchObject([{ id: 'octahedron', quantity: 3 }]);
    writeFromAnotherTab(stored([{ id: 'octahedron', quantity: 3 }]), 'some.other.key');
    writeFromAnotherTab(null, null);
    expect(useCartStore.getState().items).toEqual([]);
  });

  it('does not write back what it read from another tab', () => {
    stop = startCartPersistence();
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    window.localStorage.setItem(CART_STORAGE_KEY, stored([{ id: 'octahedron', quantity: 1 }]));
    setItem.mockClear();
    window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY }));
    expect(useCartStore.getState().items).toHaveLength(1);
    expect(setItem).not.toHaveBeenCalled();
  });

  it('keeps working in memory when storage refuses writes', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    stop = startCartPersistence();
    useCartStore.getState().add('octahedron');
    expect(useCartStore.getState().items).toHaveLength(1);
  });

  it('stops listening when stopped', () => {
    stop = startCartPersistence();
    stop();
    stop = undefined;
    useCartStore.getState().add('octahedron');
    expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
    writeFromAnotherTab(stored([{ id: 'octahedron', quantity: 5 }]));
    expect(useCartStore.getState().items).toMatchObject([{ quantity: 1 }]);
  });
});
