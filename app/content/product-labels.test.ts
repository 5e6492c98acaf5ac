import { describe, expect, it } from 'vitest';
import { findProduct, PRODUCTS, type Product } from '../../domain/catalog';
import {
  discountLabel,
  originalPriceLabel,
  priceFigure,
  priceLabel,
  productStatusLabel,
} from './product-labels';
import { PRODUCT_COPY } from './products';

const product = (id: string) => findProduct(id) as Product;

describe('how products read', () => {
  it('labels every status as the spec says', () => {
    expect(productStatusLabel('available')).toBe('Available');
    expect(productStatusLabel('presale')).toBe('Presale');
    expect(productStatusLabel('coming')).toBe('Coming Soon');
  });

  it('words each price from its cents as the pages always have', () => {
    expect(priceLabel(product('octahedron'))).toBe('$391');
    expect(originalPriceLabel(product('octahedron'))).toBe('$489');
    expect(discountLabel(product('octahedron'))).toBe('20% off');
    expect(priceLabel(product('custom-ely'))).toBe('From $5/month');
    expect(priceLabel(product('corporate'))).toBe('From $15,000');
    expect(priceLabel(product('academy'))).toBe('From $299');
    expect(priceFigure(product('academy'))).toBe('$299');
    expect(priceLabel(product('consulting'))).toBe('By quote');
    expect(originalPriceLabel(product('custom-ely'))).toBeNull();
    expect(discountLabel(product('corporate'))).toBeNull();
  });

  it('has copy for every product, and says what ships in the box only for shipped goods', () => {
    for (const item of PRODUCTS) {
      const copy = PRODUCT_COPY[item.id];
      expect(copy.subtitle, item.id).not.toBe('');
      expect(copy.description.length, item.id).toBeGreaterThan(40);
      expect(copy.features.length, item.id).toBeGreaterThan(0);
      expect(copy.includesBox.length > 0, item.id).toBe(item.shipsGoods);
    }
  });
});
