import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_REVIEWED,
  CUSTOM_ELY_LAUNCH,
  discountPercent,
  findProduct,
  isOnSale,
  isSellable,
  PRODUCT_IDS,
  PRODUCTS,
  type Product,
  type SellableProduct,
} from './catalog';

function sellable(id: string): SellableProduct {
  const product = findProduct(id);
  if (!product || !isSellable(product)) throw new Error(`${id} is not sold online`);
  return product;
}

const justBefore = (date: Date) => new Date(date.getTime() - 1);

describe('catalogue', () => {
  it('holds each id once, in the order of PRODUCT_IDS', () => {
    expect(PRODUCTS.map((p) => p.id)).toEqual([...PRODUCT_IDS]);
  });

  it('prices the Octahedron at 391 dollars, down from 489, shipped', () => {
    const octahedron = sellable('octahedron');
    expect(octahedron.priceCents).toBe(39100);
    expect(octahedron.originalPriceCents).toBe(48900);
    expect(octahedron.shipsGoods).toBe(true);
  });

  it('keeps the spec’s other prices, in cents, and none for consulting (by quote)', () => {
    expect(findProduct('custom-ely')?.priceCents).toBe(500);
    expect(findProduct('corporate')?.priceCents).toBe(1_500_000);
    expect(findProduct('academy')?.priceCents).toBe(29900);
    expect(findProduct('consulting')?.priceCents).toBeNull();
  });

  it('writes every price as a whole number of cents', () => {
    for (const product of PRODUCTS) {
      for (const cents of [product.priceCents, product.originalPriceCents]) {
        if (cents !== null)
          expect(Number.isSafeInteger(cents) && cents >= 0, product.id).toBe(true);
      }
    }
  });

  it('gives the Octahedron’s presale its 20 % discount, and nothing else a discount', () => {
    expect(discountPercent(sellable('octahedron'))).toBe(20);
    for (const product of PRODUCTS.filter((p) => p.id !== 'octahedron')) {
      expect(discountPercent(product), product.id).toBeNull();
    }
  });

  it('promises every presale good a latest delivery day after its expected shipping month', () => {
    for (const product of PRODUCTS.filter((p) => p.shipsFrom !== undefined)) {
      expect(product.deliverBy, product.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const latest = new Date(`${product.deliverBy}T00:00:00Z`);
      expect(Number.isNaN(latest.getTime()), product.id).toBe(false);
      expect(latest.getTime(), product.id).toBeGreaterThan(
        new Date(`${product.shipsFrom}-01T00:00:00Z`).getTime(),
      );
    }
    expect(sellable('octahedron').deliverBy).toBe('2027-06-30');
  });

  it('gives every shipped good a warranty in whole months, and the Octahedron 2 years', () => {
    for (const product of PRODUCTS.filter((p) => p.shipsGoods)) {
      expect(Number.isInteger(product.warrantyMonths) && (product.warrantyMonths ?? 0) > 0).toBe(
        true,
      );
    }
    expect(sellable('octahedron').warrantyMonths).toBe(24);
  });

  it('finds nothing for an unknown id', () => {
    expect(findProduct('unicorn')).toBeUndefined();
  });
});

describe('when a product is on sale', () => {
  it('sells Custom ELY from January 1st, company time, and not a moment before', () => {
    const customEly = sellable('custom-ely');
    expect(customEly.availableFrom).toEqual(CUSTOM_ELY_LAUNCH);
    expect(isOnSale(customEly, justBefore(CUSTOM_ELY_LAUNCH))).toBe(false);
    expect(isOnSale(customEly, CUSTOM_ELY_LAUNCH)).toBe(true);
  });

  it('sells the Octahedron from its own date, long before Custom ELY launches', () => {
    const octahedron = sellable('octahedron');
    expect(isOnSale(octahedron, justBefore(CUSTOM_ELY_LAUNCH))).toBe(true);
    expect(isOnSale(octahedron, justBefore(octahedron.availableFrom))).toBe(false);
  });

  it('never sells online what is sold by quote or by conversation', () => {
    for (const id of ['corporate', 'academy', 'consulting']) {
      const product = findProduct(id) as Product;
      expect(isSellable(product), id).toBe(false);
      expect(isOnSale(product, new Date('2100-01-01')), id).toBe(false);
    }
  });

  it('gates a second subscription by its own date, not by Custom ELY’s launch', () => {
    const later = new Date('2027-06-01T00:00:00-06:00');
    const second: SellableProduct = { ...sellable('custom-ely'), availableFrom: later };
    expect(isOnSale(second, CUSTOM_ELY_LAUNCH)).toBe(false);
    expect(isOnSale(second, later)).toBe(true);
    const earlier: SellableProduct = { ...second, availableFrom: new Date('2026-01-01') };
    expect(isOnSale(earlier, justBefore(CUSTOM_ELY_LAUNCH))).toBe(true);
  });

  it('prerenders the Octahedron on sale and Custom ELY pending (the review date lies between)', () => {
    expect(isOnSale(sellable('octahedron'), CATALOGUE_REVIEWED)).toBe(true);
    expect(isOnSale(sellable('custom-ely'), CATALOGUE_REVIEWED)).toBe(false);
  });
});
