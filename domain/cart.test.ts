import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addItem,
  type Cart,
  type CartItem,
  canAddToCart,
  cartCount,
  cartFromLines,
  cartItemFields,
  cartTotal,
  cartTotalCents,
  clearCart,
  decrementItem,
  incrementItem,
  isAtQuantityLimit,
  lineTotalCents,
  quantityLimit,
  removeItem,
} from './cart';
import {
  CUSTOM_ELY_LAUNCH,
  findProduct,
  isSellable,
  PRESALE_UNITS_PER_ORDER,
  type Product,
  type SellableProduct,
} from './catalog';
import { specPriceText } from './money';

function product(id: string): Product {
  const found = findProduct(id);
  if (!found) throw new Error(`no product ${id}`);
  return found;
}

function sellable(id: string): SellableProduct {
  const found = product(id);
  if (!isSellable(found)) throw new Error(`${id} is not sold online`);
  return found;
}

/** The product spec's rule for a price text: keep the digits and the dot, read dollars. */
function readPriceTextAsSpecSays(text: string): number {
  const [whole = '0', fraction = ''] = text.replace(/[^\d.]/g, '').split('.');
  return Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

const octahedron = cartItemFields(sellable('octahedron'));
const BEFORE_LAUNCH = new Date(CUSTOM_ELY_LAUNCH.getTime() - 1);
const AFTER_LAUNCH = CUSTOM_ELY_LAUNCH;

describe('cart rules', () => {
  it('adds a new id with quantity 1 and the same id again as one more', () => {
    const once = addItem([], octahedron);
    expect(once).toEqual([{ ...octahedron, quantity: 1 }]);
    const twice = addItem(once, octahedron);
    expect(twice).toEqual([{ ...octahedron, quantity: 2 }]);
  });

  it('totals the Octahedron added twice as US$782.00', () => {
    const cart = addItem(addItem([], octahedron), octahedron);
    expect(cartTotal(cart)).toEqual({ cents: 78200, formatted: 'US$782.00' });
  });

  it('never takes a quantity below 1', () => {
    const cart = decrementItem(decrementItem(addItem([], octahedron), 'octahedron'), 'octahedron');
    expect(cart).toEqual([{ ...octahedron, quantity: 1 }]);
  });

  it('removes a line and clears the cart', () => {
    const cart = addItem(addItem([], octahedron), { ...octahedron, id: 'other' });
    expect(removeItem(cart, 'octahedron').map((line) => line.id)).toEqual(['other']);
    expect(clearCart()).toEqual([]);
  });

  it('leaves the cart unchanged for an id it does not hold', () => {
    const cart = addItem([], octahedron);
    expect(incrementItem(cart, 'nope')).toEqual(cart);
    expect(decrementItem(cart, 'nope')).toEqual(cart);
    expect(removeItem(cart, 'nope')).toEqual(cart);
  });

  it('sums cents exactly where floating dollars would drift', () => {
    // 0.1 + 0.2 in floating point is 0.30000000000000004.
    const dime = { ...octahedron, id: 'dime', price: '$0.10', priceCents: 10 };
    const twenty = { ...octahedron, id: 'twenty', price: '$0.20', priceCents: 20 };
    const cart = addItem(addItem([], dime), twenty);
    expect(cartTotal(cart)).toEqual({ cents: 30, formatted: 'US$0.30' });
  });

  it('multiplies a line’s price in cents by its quantity', () => {
    expect(lineTotalCents({ priceCents: 1_500_000, quantity: 2 })).toBe(3_000_000);
    expect(lineTotalCents({ priceCents: 550, quantity: 3 })).toBe(1650);
  });

  it('shows a line’s price as the pages do, and that text reads back to its cents', () => {
    expect(octahedron).toMatchObject({ price: '$391', priceCents: 39100 });
    expect(cartItemFields(sellable('custom-ely'))).toMatchObject({ price: '$5', priceCents: 500 });
    expect(readPriceTextAsSpecSays(octahedron.price)).toBe(octahedron.priceCents);
  });
});

describe('the presale limit', () => {
  it('holds at most 3 of a presale product: a 4th add or + changes nothing', () => {
    expect(quantityLimit('octahedron')).toBe(PRESALE_UNITS_PER_ORDER);
    let cart: Cart = [];
    for (let i = 0; i < 5; i += 1) cart = addItem(cart, octahedron);
    expect(cart).toEqual([{ ...octahedron, quantity: 3 }]);
    expect(isAtQuantityLimit(cart[0] as CartItem)).toBe(true);
    expect(incrementItem(cart, 'octahedron')).toEqual(cart);
    const two = decrementItem(cart, 'octahedron');
    expect(isAtQuantityLimit(two[0] as CartItem)).toBe(false);
    expect(incrementItem(two, 'octahedron')).toEqual(cart);
  });

  it('leaves products that are not in presale without that limit', () => {
    expect(quantityLimit('custom-ely')).toBeNull();
    expect(quantityLimit('no-such-product')).toBeNull();
    const custom = cartItemFields(sellable('custom-ely'));
    let cart: Cart = [];
    for (let i = 0; i < 5; i += 1) cart = addItem(cart, custom);
    expect(cart[0]?.quantity).toBe(5);
  });

  it('brings a remembered cart above the limit down to it', () => {
    expect(
      cartFromLines(
        [
          { id: 'octahedron', quantity: 2 },
          { id: 'octahedron', quantity: 5 },
        ],
        BEFORE_LAUNCH,
      ).map(({ id, quantity }) => ({ id, quantity })),
    ).toEqual([{ id: 'octahedron', quantity: 3 }]);
  });

  it('never lets any sequence of adds, + and − take a presale product beyond 3', () => {
    const step = fc.constantFrom('add', 'increment', 'decrement', 'remove');
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) => {
        let cart: Cart = [];
        let model = 0;
        for (const kind of steps) {
          if (kind === 'add') cart = addItem(cart, octahedron);
          if (kind === 'increment') cart = incrementItem(cart, 'octahedron');
          if (kind === 'decrement') cart = decrementItem(cart, 'octahedron');
          if (kind === 'remove') cart = removeItem(cart, 'octahedron');
          if (kind === 'add') model = Math.min(model + 1, PRESALE_UNITS_PER_ORDER);
          if (kind === 'increment' && model > 0)
            model = Math.min(model + 1, PRESALE_UNITS_PER_ORDER);
          if (kind === 'decrement' && model > 1) model -= 1;
          if (kind === 'remove') model = 0;
          expect(cart[0]?.quantity ?? 0).toBe(model);
        }
      }),
    );
  });
});

describe('what may go in the cart', () => {
  it('each product sold online from its own date, Custom ELY from its launch, quoted products never', () => {
    const presaleOpened = sellable('octahedron').availableFrom;
    expect(canAddToCart(product('octahedron'), BEFORE_LAUNCH)).toBe(true);
    expect(canAddToCart(product('octahedron'), new Date(presaleOpened.getTime() - 1))).toBe(false);
    expect(canAddToCart(product('custom-ely'), BEFORE_LAUNCH)).toBe(false);
    expect(canAddToCart(product('custom-ely'), AFTER_LAUNCH)).toBe(true);
    for (const id of ['corporate', 'academy', 'consulting']) {
      expect(canAddToCart(product(id), AFTER_LAUNCH)).toBe(false);
    }
  });

  it('lets a second subscription in from its own date, whatever Custom ELY’s launch', () => {
    const later = new Date(AFTER_LAUNCH.getTime() + 86_400_000);
    const second: SellableProduct = { ...sellable('custom-ely'), availableFrom: later };
    expect(canAddToCart(second, AFTER_LAUNCH)).toBe(false);
    expect(canAddToCart(second, later)).toBe(true);
  });
});

describe('cartFromLines (remembered lines checked against the catalogue)', () => {
  it('takes title, price, image and category from the catalogue', () => {
    expect(cartFromLines([{ id: 'octahedron', quantity: 2 }], BEFORE_LAUNCH)).toEqual([
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

  it('drops unknown, unpurchasable and badly counted lines, and merges repeated ids', () => {
    const lines = [
      { id: 'octahedron', quantity: 1 },
      { id: 'no-such-product', quantity: 1 },
      { id: 'corporate', quantity: 1 },
      { id: 'custom-ely', quantity: 1 },
      { id: 'octahedron', quantity: 0 },
      { id: 'octahedron', quantity: 1.5 },
      { id: 'octahedron', quantity: Number.NaN },
      { id: 'octahedron', quantity: 2 },
    ];
    expect(
      cartFromLines(lines, BEFORE_LAUNCH).map(({ id, quantity }) => ({ id, quantity })),
    ).toEqual([{ id: 'octahedron', quantity: 3 }]);
    expect(cartFromLines(lines, AFTER_LAUNCH).map((line) => line.id)).toEqual([
      'octahedron',
      'custom-ely',
    ]);
  });
});

// ── Properties ───────────────────────────────────────────────────────────────────────────────

/** A price in cents, as the catalogue holds it. */
const priceArb = fc.integer({ min: 0, max: 5_000_000 });

const ID_POOL = ['a', 'b', 'c', 'd'] as const;

/** A fixed price list for the ids a run uses. */
const catalogArb = fc.tuple(priceArb, priceArb, priceArb, priceArb).map((prices) =>
  ID_POOL.map((id, index) => {
    const cents = prices[index] as number;
    return {
      item: {
        id,
        title: `Item ${id}`,
        price: specPriceText(cents),
        priceCents: cents,
        image: `/${id}.svg`,
        category: 'x',
      },
      cents,
    };
  }),
);

type Operation =
  | { kind: 'add' | 'increment' | 'decrement' | 'remove'; index: number }
  | { kind: 'clear' };

// Clearing is rare, so that runs build up carts worth checking.
const operationArb: fc.Arbitrary<Operation> = fc.oneof(
  {
    weight: 12,
    arbitrary: fc.record({
      kind: fc.constantFrom('add', 'increment', 'decrement', 'remove') as fc.Arbitrary<
        'add' | 'increment' | 'decrement' | 'remove'
      >,
      index: fc.integer({ min: 0, max: ID_POOL.length - 1 }),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'clear' } as const) },
);

type CatalogEntry = { item: Omit<CartItem, 'quantity'>; cents: number };

function apply(cart: Cart, op: Operation, catalog: readonly CatalogEntry[]): Cart {
  if (op.kind === 'clear') return clearCart();
  const entry = catalog[op.index] as CatalogEntry;
  switch (op.kind) {
    case 'add':
      return addItem(cart, entry.item);
    case 'increment':
      return incrementItem(cart, entry.item.id);
    case 'decrement':
      return decrementItem(cart, entry.item.id);
    case 'remove':
      return removeItem(cart, entry.item.id);
  }
}

/** A second, deliberately plain model of the same rules: a map from id to quantity. */
function applyToModel(model: Map<string, number>, op: Operation, ids: readonly string[]) {
  if (op.kind === 'clear') return model.clear();
  const id = ids[op.index] as string;
  const quantity = model.get(id);
  if (op.kind === 'add') model.set(id, (quantity ?? 0) + 1);
  else if (op.kind === 'remove') model.delete(id);
  else if (quantity !== undefined) {
    model.set(id, op.kind === 'increment' ? quantity + 1 : Math.max(1, quantity - 1));
  }
}

const runArb = fc.record({
  catalog: catalogArb,
  ops: fc.array(operationArb, { maxLength: 80, size: 'large' }),
});

describe('cart properties', () => {
  it('every quantity is a whole number ≥ 1 and every id appears once, after any operations', () => {
    fc.assert(
      fc.property(runArb, ({ catalog, ops }) => {
        let cart: Cart = [];
        for (const op of ops) {
          cart = apply(cart, op, catalog);
          for (const line of cart) {
            expect(Number.isInteger(line.quantity)).toBe(true);
            expect(line.quantity).toBeGreaterThanOrEqual(1);
          }
          expect(new Set(cart.map((line) => line.id)).size).toBe(cart.length);
        }
      }),
    );
  });

  it('matches a plain model, and the total is Σ price × quantity in exact cents, as the spec reads the price texts', () => {
    fc.assert(
      fc.property(runArb, ({ catalog, ops }) => {
        let cart: Cart = [];
        const model = new Map<string, number>();
        const ids = catalog.map((entry) => entry.item.id);
        for (const op of ops) {
          cart = apply(cart, op, catalog);
          applyToModel(model, op, ids);
          expect(Object.fromEntries(cart.map((line) => [line.id, line.quantity]))).toEqual(
            Object.fromEntries(model),
          );
          let expected = 0;
          for (const [id, quantity] of model) {
            expected += (catalog.find((entry) => entry.item.id === id)?.cents ?? 0) * quantity;
          }
          expect(cartTotalCents(cart)).toBe(expected);
          // The spec's rule: each line's price text, digits and dot, times its quantity.
          const bySpec = cart.reduce(
            (sum, line) => sum + readPriceTextAsSpecSays(line.price) * line.quantity,
            0,
          );
          expect(cartTotalCents(cart)).toBe(bySpec);
          expect(cartCount(cart)).toBe([...model.values()].reduce((a, b) => a + b, 0));
        }
      }),
    );
  });

  it('adding the same item n times gives one line with quantity n', () => {
    fc.assert(
      fc.property(catalogArb, fc.integer({ min: 1, max: 200 }), (catalog, n) => {
        const entry = catalog[0] as CatalogEntry;
        let cart: Cart = [];
        for (let i = 0; i < n; i += 1) cart = addItem(cart, entry.item);
        expect(cart).toHaveLength(1);
        expect(cart[0]?.quantity).toBe(n);
        expect(cartTotalCents(cart)).toBe(entry.cents * n);
      }),
    );
  });

  it('removing a line lowers the total by exactly that line', () => {
    fc.assert(
      fc.property(runArb, ({ catalog, ops }) => {
        let cart: Cart = [];
        for (const op of ops) cart = apply(cart, op, catalog);
        for (const line of cart) {
          const after = removeItem(cart, line.id);
          expect(cartTotalCents(after)).toBe(cartTotalCents(cart) - lineTotalCents(line));
          expect(after).toHaveLength(cart.length - 1);
        }
      }),
    );
  });

  it('never changes the cart it is given', () => {
    fc.assert(
      fc.property(runArb, ({ catalog, ops }) => {
        let cart: Cart = [];
        for (const op of ops) {
          const snapshot = JSON.stringify(cart);
          const next = apply(cart, op, catalog);
          expect(JSON.stringify(cart)).toBe(snapshot);
          cart = next;
        }
      }),
    );
  });
});
