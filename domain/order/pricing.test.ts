import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CUSTOM_ELY_LAUNCH, findProduct, isSellable, PRESALE_UNITS_PER_ORDER } from '../catalog';
import { claimedTotalsMatch, MAX_QUANTITY, priceOrder, totalMatches } from './pricing';

const AFTER_LAUNCH = new Date(CUSTOM_ELY_LAUNCH.getTime() + 1);

describe('priceOrder', () => {
  it('prices from the catalogue in integer cents and merges repeated ids', () => {
    const result = priceOrder([
      { id: 'octahedron', quantity: 1 },
      { id: 'octahedron', quantity: 2 },
    ]);
    expect(result).toEqual({
      ok: true,
      order: {
        lines: [
          {
            id: 'octahedron',
            title: 'ELY Holographic Octahedron',
            quantity: 3,
            unitPriceCents: 39100,
          },
        ],
        totalCents: 117300,
        type: 'product',
        shipsGoods: true,
      },
    });
  });

  it('makes a subscription of Custom ELY, not shipped', () => {
    const result = priceOrder([{ id: 'custom-ely', quantity: 1 }], 'subscription', AFTER_LAUNCH);
    expect(result).toMatchObject({
      ok: true,
      order: { totalCents: 500, type: 'subscription', shipsGoods: false },
    });
  });

  it.each([
    [[], undefined, 'EMPTY_CART'],
    [[{ id: 'nope', quantity: 1 }], undefined, 'UNKNOWN_PRODUCT'],
    [[{ id: 'octahedron', quantity: 0 }], undefined, 'INVALID_QUANTITY'],
    [[{ id: 'octahedron', quantity: 2.5 }], undefined, 'INVALID_QUANTITY'],
    [[{ id: 'octahedron', quantity: Number.NaN }], undefined, 'INVALID_QUANTITY'],
    [[{ id: 'octahedron', quantity: MAX_QUANTITY + 1 }], undefined, 'INVALID_QUANTITY'],
    [
      [
        { id: 'octahedron', quantity: MAX_QUANTITY },
        { id: 'octahedron', quantity: 1 },
      ],
      undefined,
      'INVALID_QUANTITY',
    ],
    [[{ id: 'corporate', quantity: 1 }], undefined, 'NOT_FOR_SALE'],
    [[{ id: 'consulting', quantity: 1 }], undefined, 'NOT_FOR_SALE'],
    [
      [
        { id: 'octahedron', quantity: 1 },
        { id: 'custom-ely', quantity: 1 },
      ],
      undefined,
      'MIXED_CART',
    ],
    [[{ id: 'custom-ely', quantity: 1 }], 'product', 'TYPE_MISMATCH'],
  ] as const)('refuses %j (type %s) with %s', (items, type, code) => {
    const result = priceOrder(items, type, AFTER_LAUNCH);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problem.code).toBe(code);
  });

  it('always totals unit price × quantity', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: PRESALE_UNITS_PER_ORDER }), (quantity) => {
        const result = priceOrder([{ id: 'octahedron', quantity }]);
        return result.ok && result.order.totalCents === 39100 * quantity;
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_QUANTITY }), (quantity) => {
        const result = priceOrder([{ id: 'custom-ely', quantity }], 'subscription', AFTER_LAUNCH);
        return result.ok && result.order.totalCents === 500 * quantity;
      }),
    );
  });

  it('sells at most 3 units of a presale product per order, however the lines are split', () => {
    expect(PRESALE_UNITS_PER_ORDER).toBe(3);
    expect(priceOrder([{ id: 'octahedron', quantity: 3 }]).ok).toBe(true);
    for (const items of [
      [{ id: 'octahedron', quantity: 4 }],
      [
        { id: 'octahedron', quantity: 2 },
        { id: 'octahedron', quantity: 2 },
      ],
      [
        { id: 'octahedron', quantity: 3 },
        { id: 'octahedron', quantity: 1 },
      ],
    ]) {
      expect(priceOrder(items)).toEqual({
        ok: false,
        problem: {
          code: 'QUANTITY_LIMIT',
          message: 'At most 3 units of ELY Holographic Octahedron per order during the presale.',
        },
      });
    }
  });

  it('refuses every presale quantity above the limit and accepts every one up to it', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: MAX_QUANTITY }), { minLength: 1, maxLength: 5 }),
        (quantities) => {
          const result = priceOrder(quantities.map((quantity) => ({ id: 'octahedron', quantity })));
          const units = quantities.reduce((sum, quantity) => sum + quantity, 0);
          if (units <= PRESALE_UNITS_PER_ORDER) return result.ok;
          return !result.ok && ['QUANTITY_LIMIT', 'INVALID_QUANTITY'].includes(result.problem.code);
        },
      ),
    );
  });
});

describe('totalMatches', () => {
  it.each([
    [782, true],
    ['782.00', true],
    [782.004, true],
    [781.99, false],
    [782.01, false],
    ['abc', false],
    [Number.NaN, false],
  ])('%s against 782.00 → %s', (total, expected) => {
    expect(totalMatches(total, 78200)).toBe(expected);
  });

  it('never forgives a whole cent, whatever floating point does', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 500 }),
        (cents, off) => {
          return (
            totalMatches(cents / 100, cents) &&
            !totalMatches((cents + off) / 100, cents) &&
            !totalMatches((cents - off) / 100, cents)
          );
        },
      ),
    );
  });

  it('sells each product from its own availableFrom, not from Custom ELY’s launch', () => {
    const octahedron = findProduct('octahedron');
    if (!octahedron || !isSellable(octahedron)) throw new Error('the Octahedron is sold online');
    const beforePresale = new Date(octahedron.availableFrom.getTime() - 1);
    expect(priceOrder([{ id: 'octahedron', quantity: 1 }], 'product', beforePresale)).toMatchObject(
      { ok: false, problem: { code: 'NOT_FOR_SALE' } },
    );
    const beforeLaunch = new Date(CUSTOM_ELY_LAUNCH.getTime() - 1);
    expect(priceOrder([{ id: 'octahedron', quantity: 1 }], 'product', beforeLaunch).ok).toBe(true);
  });

  it('does not sell Custom ELY before its launch', () => {
    const before = new Date(CUSTOM_ELY_LAUNCH.getTime() - 1);
    const result = priceOrder([{ id: 'custom-ely', quantity: 1 }], 'subscription', before);
    expect(result).toMatchObject({ ok: false, problem: { code: 'NOT_FOR_SALE' } });
  });
});

describe('claimedTotalsMatch', () => {
  it.each([
    [{}, true],
    [{ totalCents: 78200 }, true],
    [{ totalCents: 78199 }, false],
    [{ total: '782.00', totalCents: 78200 }, true],
    [{ total: '782.00', totalCents: 78201 }, false],
    [{ total: 781.99, totalCents: 78200 }, false],
  ])('%o against 782.00 → %s', (claim, expected) => {
    expect(claimedTotalsMatch(claim, 78200)).toBe(expected);
  });
});
